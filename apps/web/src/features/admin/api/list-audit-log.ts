import type { AuditAction } from '@esdc/core/admin-user-schemas';
import type { Page } from '@esdc/core/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import type { AuditEntry } from './admin-types';

/** Filter and paging of `GET /api/admin/audit-log`: one kind of event, or '' for all. */
export interface AuditLogParams {
  action?: AuditAction | '';
  limit: number;
  offset: number;
}

/**
 * `GET /api/admin/audit-log`: the recorded domain events, newest first (SPEC §4: creation, activation and
 * suspension publish domain events).
 * @throws ApiError
 */
export async function listAuditLog(params: AuditLogParams): Promise<Page<AuditEntry>> {
  const result = await apiRequest<AuditEntry[]>('/api/admin/audit-log', { query: { ...params } });
  const items = result.data ?? [];
  return { items, total: result.meta?.total ?? items.length, limit: result.meta?.limit ?? params.limit, offset: result.meta?.offset ?? params.offset };
}

/** One page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditLog(params: AuditLogParams) {
  return useQuery({ queryKey: adminKeys.auditList(params), queryFn: () => listAuditLog(params), placeholderData: keepPreviousData });
}
