import type { ApiSuccess, PageMeta } from '@esdc/core/api';

/**
 * Wraps data in the success envelope (DESIGN API conventions).
 * @param data the payload
 * @param extra optional message and list meta (total, limit, offset)
 */
export function ok<T>(data: T, extra: { message?: string; meta?: Record<string, unknown> } = {}): ApiSuccess<T> & { meta?: Record<string, unknown> } {
  return { success: true, data, ...(extra.message ? { message: extra.message } : {}), ...(extra.meta ? { meta: extra.meta } : {}) };
}

/**
 * Wraps one page of a list in the success envelope with its paging (DESIGN: lists are paginated), the shape of
 * core `listEnvelope(item)`.
 * @param items the page's items
 * @param meta how many match in all (`total`) and the page asked for (`limit`, `offset`), with any list-specific
 *   counts (the challenge list's `solved`)
 */
export function okPage<T, M extends PageMeta>(items: T[], meta: M, message?: string): { success: true; data: T[]; meta: M; message?: string } {
  return { success: true, data: items, meta, ...(message ? { message } : {}) };
}

/**
 * Wraps a list service's page in the success envelope with the paging the query asked for: `okPage` of its items,
 * its total and the query's `limit` and `offset`.
 * @param page the service's answer: one page of items and how many match in all
 * @param query the list's validated query (its `limit` and `offset`)
 */
export function okPageOf<T>(page: { items: T[]; total: number }, query: { limit: number; offset: number }) {
  return okPage(page.items, { total: page.total, limit: query.limit, offset: query.offset });
}
