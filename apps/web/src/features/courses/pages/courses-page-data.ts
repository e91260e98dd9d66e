import type { QueryClient } from '@tanstack/react-query';
import { courseListOptions } from '../api/list-courses';
import { courseListFromParams } from '../lib/course-list-params';

/**
 * The query string that renders the same catalogue for a visitor, normalised (the server caches rendered pages under
 * it): ?q= (a ?search= link's text becomes ?q=), ?level=, ?category=, ?page= above 1.
 * @param params the URL's search params
 */
export function coursesPageUrlParams(params: URLSearchParams): URLSearchParams {
  const { filters, page } = courseListFromParams(params);
  const out = new URLSearchParams();
  if (filters.q) out.set('q', filters.q);
  if (filters.level) out.set('level', filters.level);
  if (filters.category) out.set('category', filters.category);
  if (page > 1) out.set('page', String(page));
  return out;
}

/**
 * Loads the page of courses /lms (and /courses) shows a visitor first, for the server-side render (docs/decisions/005).
 * @param client a query client for this one render
 * @param params the URL's search params
 */
export async function prefetchCoursesPage(client: QueryClient, params: URLSearchParams): Promise<void> {
  await client.prefetchQuery(courseListOptions(courseListFromParams(params).list, null));
}
