import { BLOG_CATEGORIES, BLOG_PAGE_SIZE, type BlogCategory } from '@esdc/core/blog';
import type { QueryClient } from '@tanstack/react-query';
import type { BlogListParams } from '../api/blog-keys';
import { postListOptions } from '../api/list-posts';

const isCategory = (v: string | null): v is BlogCategory => !!v && (BLOG_CATEGORIES as readonly string[]).includes(v);
const pageOf = (v: string | null) => Math.max(1, Math.floor(Number(v) || 1));

/** What /blog shows, read from its query string. */
export interface BlogPageParams {
  /** The search box and the category select. */
  filters: { q: string; category: BlogCategory | '' };
  /** The tag the list is narrowed to ('' for none). */
  tag: string;
  /** The page number, 1-based. */
  page: number;
  /** The published posts' list request. */
  list: BlogListParams;
}

/**
 * Reads /blog's query string (?q=, ?category=, ?tag=, ?page=); an unknown category is ignored (SPEC §2 Blog).
 * @param params the URL's search params
 */
export function blogPageParams(params: URLSearchParams): BlogPageParams {
  const category = params.get('category');
  const filters = { q: params.get('q')?.trim() ?? '', category: isCategory(category) ? category : ('' as const) };
  const tag = params.get('tag')?.trim() ?? '';
  const page = pageOf(params.get('page'));
  return {
    filters,
    tag,
    page,
    list: {
      q: filters.q || undefined,
      category: filters.category || undefined,
      tag: tag || undefined,
      limit: BLOG_PAGE_SIZE,
      offset: (page - 1) * BLOG_PAGE_SIZE,
    },
  };
}

/**
 * The query string that renders the same page for a visitor, normalised (the server caches rendered pages under it).
 * @param params the URL's search params
 */
export function blogPageUrlParams(params: URLSearchParams): URLSearchParams {
  const { filters, tag, page } = blogPageParams(params);
  const out = new URLSearchParams();
  if (filters.q) out.set('q', filters.q);
  if (filters.category) out.set('category', filters.category);
  if (tag) out.set('tag', tag);
  if (page > 1) out.set('page', String(page));
  return out;
}

/**
 * Loads the page of posts /blog shows a visitor first, for the server-side render (docs/decisions/005).
 * @param client a query client for this one render
 * @param params the URL's search params
 */
export async function prefetchBlogPage(client: QueryClient, params: URLSearchParams): Promise<void> {
  await client.prefetchQuery(postListOptions(blogPageParams(params).list, null));
}
