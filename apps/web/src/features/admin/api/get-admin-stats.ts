import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-keys';
import type { AdminStats } from './admin-types';

/**
 * `GET /api/admin/stats` (SPEC §2 Admin panel stat cards, §3 Admin stats).
 * @throws ApiError (403 unless an active admin)
 */
async function getAdminStats(): Promise<AdminStats> {
  return (await apiRequest<AdminStats>('/api/admin/stats')).data;
}

/** The admin stat cards' numbers, refreshed after every change. */
export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: getAdminStats });
}
