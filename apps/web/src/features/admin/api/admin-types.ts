import type { AdminCreateUserInput, AdminUpdateUserInput } from '@esdc/core/admin-user-schemas';
import type { UserRole, UserStatus } from '@esdc/core/user';

/** The admin API's shapes (docs/api/members-and-admin.md), from the core package. */
export type { AdminStats, AdminUser, AuditEntry } from '@esdc/core/admin-user-schemas';

/** One page of a list with the server's total (DESIGN: lists are paginated). */
export interface AdminPage<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** Filters and paging of `GET /api/admin/users`. */
export interface AdminUserListParams {
  q?: string;
  role?: UserRole | '';
  status?: UserStatus | '';
  limit: number;
  offset: number;
}

/** `PUT /api/admin/users/{id}` body: any subset of the editable fields (core adminUpdateUserSchema). */
export type AdminUserUpdate = AdminUpdateUserInput;

/** `POST /api/admin/users` body (SPEC §3 User creation payload, §7; core adminCreateUserSchema). */
export type AdminUserCreate = AdminCreateUserInput;
