import type { AnalyticsEntry, AnalyticsEntryCreate } from '@esdc/core/analytics-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAnalyticsEntries } from './analytics-entry-keys';

/** A posted entry and the server's message ('Entry posted'). */
export interface PostedAnalyticsEntry {
  entry: AnalyticsEntry;
  message?: string;
}

/**
 * `POST /api/analytics` (active members, 'analytics:post'): posts an entry.
 * @param input the title and body, valid by core's `analyticsEntryCreateSchema`
 * @returns the entry and the server's message
 * @throws ApiError 400 with the schema's messages, 401, 403
 */
export async function createAnalyticsEntry(input: AnalyticsEntryCreate): Promise<PostedAnalyticsEntry> {
  const result = await apiRequest<AnalyticsEntry>('/api/analytics', { method: 'POST', body: input });
  return { entry: result.data, message: result.message };
}

/** Posts an entry; refreshes the lists. */
export function useCreateAnalyticsEntry() {
  return useApiMutation({ request: createAnalyticsEntry, refresh: (client) => invalidateAnalyticsEntries(client) });
}
