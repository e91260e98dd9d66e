import type { Project, ProjectViewCount } from '@esdc/core/project';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/projects-api';

/**
 * `POST /api/projects/{id}/views` (SPEC §4 "opening a detail increments views"): counts a view,
 * at most once per viewer per hour on the server.
 * @returns the project's views after the call, and whether this call counted
 * @throws ApiError (404 'Project not found')
 */
async function countProjectView(id: number): Promise<ProjectViewCount> {
  return (await apiRequest<ProjectViewCount>(`/api/projects/${id}/views`, { method: 'POST' })).data;
}

/**
 * Counts one view when a project page has opened (once per id while it stays open, also under StrictMode's
 * double effects), and writes the server's count into the cached detail, which is why it waits for the project
 * to load (a missing project is not counted either). A failure is not shown: the count is only a statistic.
 * @param id the project's id; nothing is sent for an invalid one
 * @param loaded whether the project's detail has loaded
 */
export function useCountProjectView(id: number, loaded: boolean): void {
  const client = useQueryClient();
  const sentFor = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded || !Number.isInteger(id) || id <= 0 || sentFor.current === id) return;
    sentFor.current = id;
    countProjectView(id).then(
      (result) => client.setQueryData<Project>(projectKeys.detail(id), (old) => (old ? { ...old, views: result.views } : old)),
      () => undefined,
    );
  }, [client, id, loaded]);
}
