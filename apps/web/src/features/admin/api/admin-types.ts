import type { AdminCreateUserInput, AdminUpdateUserInput } from '@esdc/core/admin-user-schemas';
import type { UserRole, UserStatus } from '@esdc/core/user';
import type { PageParams } from '../../../lib/api-page';

/** The admin API's answers: the core response schemas' types (the contract is the OpenAPI document at /api/docs). */
export type { AdminStats, AdminUser, AuditEntry } from '@esdc/core/admin-user-schemas';

/** Filters and paging of `GET /api/admin/users`. */
export interface AdminUserListParams extends PageParams {
  q?: string;
  role?: UserRole | '';
  status?: UserStatus | '';
}

/** `PUT /api/admin/users/{id}` body: any subset of the editable fields (core adminUpdateUserSchema). */
export type AdminUserUpdate = AdminUpdateUserInput;

/** `POST /api/admin/users` body (SPEC §3 User creation payload, §7; core adminCreateUserSchema). */
export type AdminUserCreate = AdminCreateUserInput;
