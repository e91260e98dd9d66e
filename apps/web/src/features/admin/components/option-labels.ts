import { formatStatusLabel } from '@esdc/core/project';
import { USER_ROLES, USER_STATUSES } from '@esdc/core/user';

/** Role options of the admin forms and filters (SPEC §4 User roles), user first as the default. */
export const ROLE_OPTIONS = (['user', 'moderator', 'admin'] as const satisfies readonly (typeof USER_ROLES)[number][]).map((value) => ({
  value,
  label: formatStatusLabel(value),
}));

/** Status options of the admin forms and filters (SPEC §4 User statuses), active first as the default. */
export const USER_STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: formatStatusLabel(value) }));
