import type { AccountExport } from '@esdc/core/account-data';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** An export reads every table about the member; give it longer than the usual 2000 ms. */
const EXPORT_TIMEOUT_MS = 20_000;

/**
 * `GET /api/user/export` (contract at /api/docs): everything the platform
 * holds about the signed-in member.
 * @throws ApiError
 */
async function exportMyData(): Promise<AccountExport> {
  return (await apiRequest<AccountExport>('/api/user/export', { timeoutMs: EXPORT_TIMEOUT_MS })).data;
}

/** Fetches the export on demand (a button's action, so a mutation: nothing is cached). */
export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
