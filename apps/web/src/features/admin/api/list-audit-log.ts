import type { AuditAction } from '@esdc/core/admin-user-schemas';
import type { Page } from '@esdc/core/api';
import { requestPage, usePageQuery, type PageParams } from '../../../lib/api-page';
import { adminKeys } from '../../../lib/admin-keys';
import type { AuditEntry } from './admin-types';

/** Filter and paging of `GET /api/admin/audit-log`: one kind of event, or '' for all. */
export interface AuditLogParams extends PageParams {
  action?: AuditAction | '';
}

/**
 * `GET /api/admin/audit-log`: the recorded domain events, newest first (SPEC §4: creation, activation and
 * suspension publish domain events).
 * @throws ApiError
 */
function listAuditLog(params: AuditLogParams): Promise<Page<AuditEntry>> {
  return requestPage<AuditEntry>('/api/admin/audit-log', params);
}

/** One page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditLog(params: AuditLogParams) {
  return usePageQuery(adminKeys.auditList(params), () => listAuditLog(params));
}
