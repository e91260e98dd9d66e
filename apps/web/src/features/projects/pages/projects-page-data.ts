import { PROJECT_STATUSES, type ProjectStatus } from '@esdc/core/project';
import type { QueryClient } from '@tanstack/react-query';
import { projectPagesOptions } from '../api/list-projects';
import { tagsOptions } from '../api/list-tags';
import type { ProjectFilterValues } from '../components/project-filters';

/** Projects per page of the /projects list. */
const PROJECTS_PAGE_SIZE = 12;

const isStatus = (v: string | null): v is ProjectStatus => !!v && (PROJECT_STATUSES as readonly string[]).includes(v);

/**
 * Reads the /projects filters from the query string (SPEC §2 Projects: ?tag=); unknown statuses are ignored.
 * @param params the URL's search params
 */
export function projectsPageFilters(params: URLSearchParams): ProjectFilterValues {
  const status = params.get('status');
  return { tag: params.get('tag')?.trim() ?? '', status: isStatus(status) ? status : '', q: params.get('q')?.trim() ?? '' };
}

/**
 * The list query of /projects for these filters (the page and the server-side render use the same one).
 * @param filters from {@link projectsPageFilters}
 */
export function projectsPageQuery(filters: ProjectFilterValues) {
  return projectPagesOptions({ tag: filters.tag || undefined, status: filters.status || undefined, q: filters.q || undefined }, PROJECTS_PAGE_SIZE);
}

/**
 * Loads what /projects shows first (its list page and the popular tags) into a query client, for the
 * server-side render (docs/decisions/005).
 * @param client a query client for this one render
 * @param params the URL's search params
 */
export async function prefetchProjectsPage(client: QueryClient, params: URLSearchParams): Promise<void> {
  await Promise.all([client.prefetchInfiniteQuery(projectsPageQuery(projectsPageFilters(params))), client.prefetchQuery(tagsOptions)]);
}
