import type { ForumEntry, ForumEntryCreate } from '@esdc/core/forum-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateForumEntries } from './forum-entry-keys';

/** A posted entry and the server's message ('Entry posted'). */
export interface PostedForumEntry {
  entry: ForumEntry;
  message?: string;
}

/**
 * `POST /api/forum` (active members, 'forum:post'): posts an entry.
 * @param input the title and body, valid by core's `forumEntryCreateSchema`
 * @returns the entry and the server's message
 * @throws ApiError 400 with the schema's messages, 401, 403
 */
export async function createForumEntry(input: ForumEntryCreate): Promise<PostedForumEntry> {
  const result = await apiRequest<ForumEntry>('/api/forum', { method: 'POST', body: input });
  return { entry: result.data, message: result.message };
}

/** Posts an entry; refreshes the lists. */
export function useCreateForumEntry() {
  return useApiMutation({ request: createForumEntry, refresh: (client) => invalidateForumEntries(client) });
}
