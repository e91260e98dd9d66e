import type { CodeReviewEntry, CodeReviewEntryCreate } from '@esdc/core/code-review-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateCodeReviewEntries } from './code-review-entry-keys';

/** A posted entry and the server's message ('Entry posted'). */
export interface PostedCodeReviewEntry {
  entry: CodeReviewEntry;
  message?: string;
}

/**
 * `POST /api/code-review` (active members, 'code-review:post'): posts an entry.
 * @param input the title and body, valid by core's `codeReviewEntryCreateSchema`
 * @returns the entry and the server's message
 * @throws ApiError 400 with the schema's messages, 401, 403
 */
export async function createCodeReviewEntry(input: CodeReviewEntryCreate): Promise<PostedCodeReviewEntry> {
  const result = await apiRequest<CodeReviewEntry>('/api/code-review', { method: 'POST', body: input });
  return { entry: result.data, message: result.message };
}

/** Posts an entry; refreshes the lists. */
export function useCreateCodeReviewEntry() {
  return useApiMutation({ request: createCodeReviewEntry, refresh: (client) => invalidateCodeReviewEntries(client) });
}
