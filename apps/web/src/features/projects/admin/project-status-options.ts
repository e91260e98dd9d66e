import { formatStatusLabel, PROJECT_STATUSES } from '@esdc/core/project';

/** Project status options (SPEC §4 Project status). */
export const PROJECT_STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: formatStatusLabel(value) }));
