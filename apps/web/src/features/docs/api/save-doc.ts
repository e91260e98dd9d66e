import type { DocArticle, DocCreate, DocUpdate } from '@esdc/core/docs';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateDocs } from './doc-keys';

/** A saved article and the server's message ('Article saved'). */
export interface SavedDoc {
  article: DocArticle;
  message?: string;
}

/**
 * `POST /api/doc-articles` (admins): writes an article; the server renders and sanitises its markdown.
 * @throws ApiError 400 with the schema's messages, 403, 409 slug taken
 */
async function createDoc(input: DocCreate): Promise<SavedDoc> {
  const result = await apiRequest<DocArticle>('/api/doc-articles', { method: 'POST', body: input });
  return { article: result.data, message: result.message };
}

/**
 * `PUT /api/doc-articles/{slug}` (admins): changes the fields sent.
 * @throws ApiError 400, 403, 404, 409 slug taken
 */
async function updateDoc(slug: string, input: DocUpdate): Promise<SavedDoc> {
  const result = await apiRequest<DocArticle>(`/api/doc-articles/${encodeURIComponent(slug)}`, { method: 'PUT', body: input });
  return { article: result.data, message: result.message };
}

/**
 * `DELETE /api/doc-articles/{slug}` (admins).
 * @throws ApiError 403, 404
 */
async function deleteDoc(slug: string): Promise<string | undefined> {
  return (await apiRequest<null>(`/api/doc-articles/${encodeURIComponent(slug)}`, { method: 'DELETE' })).message;
}

/** Writes an article; refreshes the sidebar. */
export function useCreateDoc() {
  return useApiMutation({ request: createDoc, refresh: (client) => invalidateDocs(client) });
}

/** Saves an edited article; refreshes the sidebar and the article. */
export function useUpdateDoc(slug: string) {
  return useApiMutation({ request: (input: DocUpdate) => updateDoc(slug, input), refresh: (client) => invalidateDocs(client) });
}

/** Deletes an article; refreshes the sidebar. */
export function useDeleteDoc() {
  return useApiMutation({ request: deleteDoc, refresh: (client) => invalidateDocs(client) });
}
