import type { ForumCategory, ForumCategoryCreate, ForumCategoryUpdate } from '@esdc/core/forum-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateForum } from './forum-keys';

/** A saved category and the server's message. */
interface SavedForumCategory {
  category: ForumCategory;
  message?: string;
}

/**
 * `POST /api/forum/categories` (no id) or `PUT /api/forum/categories/{id}` (admins, 'forum:manage-categories'):
 * adds, renames, describes, marks Q&A, reorders (`position`), archives or restores a category; only the fields sent
 * change.
 * @throws ApiError 400 with the schema's messages, 409 'A category with this name already exists', 404 'Category not
 *   found'
 */
async function saveForumCategory({ id, body }: { id?: number; body: ForumCategoryCreate | ForumCategoryUpdate }): Promise<SavedForumCategory> {
  const result = await apiRequest<ForumCategory>(id === undefined ? '/api/forum/categories' : `/api/forum/categories/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
  });
  return { category: result.data, message: result.message };
}

/** Saves a category; refreshes the forum and the panel. */
export function useSaveForumCategory() {
  return useApiMutation({ request: saveForumCategory, refresh: (client) => invalidateForum(client) });
}
