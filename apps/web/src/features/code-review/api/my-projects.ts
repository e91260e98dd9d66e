import { useQuery } from '@tanstack/react-query';
import { fetchProjects } from '../../../lib/projects-api';
import { reviewKeys, useViewerId } from './review-keys';

/** A project the member may link to a request. */
export interface ProjectChoice {
  id: number;
  title: string;
}

/**
 * `GET /api/projects?user_id={me}` (SPEC §2 Projects): the projects the member owns or contributes to (the first 100).
 * @throws ApiError
 */
async function listMyProjects(viewer: number): Promise<ProjectChoice[]> {
  const page = await fetchProjects({ user_id: viewer, limit: 100 });
  return page.items.map((p) => ({ id: p.id, title: p.title }));
}

/** The member's projects, for 'Request Review' (none while the dialog is closed). */
export function useMyProjects(enabled: boolean) {
  const viewer = useViewerId();
  return useQuery({ queryKey: reviewKeys.myProjects(viewer), queryFn: () => listMyProjects(viewer!), enabled: enabled && viewer !== null });
}
