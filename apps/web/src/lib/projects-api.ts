import type { Page } from '@esdc/core/api';
import type { Project, ProjectStatus } from '@esdc/core/project';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { requestPage } from './api-page';

/** The bundled default project image (SPEC §9 "Default project image is a bundled placeholder"). */
export const PROJECT_PLACEHOLDER_IMAGE = '/images/project-placeholder.svg';

/** Filters and paging of `GET /api/projects` (SPEC §2 Projects; DESIGN: lists are paginated). */
export interface ProjectListParams {
  limit?: number;
  offset?: number;
  tag?: string;
  status?: ProjectStatus;
  user_id?: number;
  q?: string;
  technology?: string;
}

/** Query keys of everything project-related, so mutations can invalidate what they change. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: ['projects', 'list'] as const,
  list: (params: ProjectListParams) => ['projects', 'list', params] as const,
  pages: ['projects', 'pages'] as const,
  paged: (params: Omit<ProjectListParams, 'offset'>) => ['projects', 'pages', params] as const,
  detail: (id: number) => ['projects', 'detail', id] as const,
  likes: (id: number) => ['projects', 'likes', id] as const,
};

/**
 * `GET /api/projects` (SPEC §2 Projects, §7): newest first, one page.
 * @throws ApiError
 */
export function fetchProjects(params: ProjectListParams = {}): Promise<Page<Project>> {
  return requestPage<Project>('/api/projects', params);
}

/** One page of projects as a query (SPEC §2 Projects: loading, error, empty, list). */
export function useProjects(params: ProjectListParams = {}) {
  return useQuery({ queryKey: projectKeys.list(params), queryFn: () => fetchProjects(params) });
}

/**
 * Marks every project list stale (the detail entries are refreshed by the mutations that change them).
 * Call after any change to a project.
 */
export function invalidateProjectLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'projects' && (q.queryKey[1] === 'list' || q.queryKey[1] === 'pages') });
}

/**
 * After an edit or status change answered with the project: its detail entry takes the server's answer (keeping
 * liked_by_me, which only the detail call knows) and every project list is marked stale.
 * @param client the app's query client
 * @param project the server's answer
 * @returns a promise that settles once the active lists have refetched
 */
export function storeEditedProject(client: QueryClient, project: Project): Promise<void> {
  client.setQueryData<Project>(projectKeys.detail(project.id), (old) => ({ ...project, liked_by_me: old?.liked_by_me ?? project.liked_by_me }));
  return invalidateProjectLists(client);
}

/** Badge tone for a project status (SPEC §4 Project status). */
export function projectStatusTone(status: string): 'success' | 'accent' | 'warning' | 'neutral' {
  if (status === 'completed') return 'success';
  if (status === 'in_progress' || status === 'in-progress') return 'accent';
  if (status === 'draft') return 'warning';
  return 'neutral';
}
