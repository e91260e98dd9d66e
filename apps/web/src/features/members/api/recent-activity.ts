import type { Like } from '@esdc/core/project';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fetchProjects } from '../../../lib/projects-api';

/** One entry of the dashboard's Recent Activity: a project the member created, or a like one received. */
export type ActivityEntry =
  | { kind: 'project'; key: string; at: string; projectId: number; projectTitle: string }
  | { kind: 'like'; key: string; at: string; projectId: number; projectTitle: string; byName: string; byUsername: string };

/** How many projects and likes feed the list, and how many entries it shows. */
const RECENT_PROJECTS = 5;
const LIKED_PROJECTS = 3;
const LIKES_PER_PROJECT = 5;
const MAX_ENTRIES = 8;

/**
 * Builds a member's recent activity from real data (SPEC §2 Simple dashboard Recent Activity; no sample entries):
 * their newest owned projects (`GET /api/projects?user_id=`) and the newest likes on them
 * (`GET /api/projects/{id}/likes`), newest first.
 * @throws ApiError
 */
export async function fetchRecentActivity(userId: number): Promise<ActivityEntry[]> {
  const page = await fetchProjects({ user_id: userId, limit: RECENT_PROJECTS });
  const owned = page.items.filter((p) => p.user_id === userId);
  const entries: ActivityEntry[] = owned.map((p) => ({ kind: 'project', key: `project-${p.id}`, at: p.created_at, projectId: p.id, projectTitle: p.title }));
  const liked = owned.filter((p) => p.likes > 0).slice(0, LIKED_PROJECTS);
  const likeLists = await Promise.all(
    liked.map(async (p) => {
      const result = await apiRequest<Like[]>(`/api/projects/${p.id}/likes`, { query: { limit: LIKES_PER_PROJECT, offset: 0 } });
      return (result.data ?? [])
        .filter((l) => l.id !== userId)
        .map(
          (l): ActivityEntry => ({
            kind: 'like',
            key: `like-${p.id}-${l.id}`,
            at: l.liked_at,
            projectId: p.id,
            projectTitle: p.title,
            byName: l.name,
            byUsername: l.username,
          }),
        );
    }),
  );
  for (const list of likeLists) entries.push(...list);
  return entries.sort((a, b) => b.at.localeCompare(a.at)).slice(0, MAX_ENTRIES);
}

/** The signed-in member's recent activity as a query. */
export function useRecentActivity(userId: number | undefined) {
  return useQuery({ queryKey: ['members', 'activity', userId ?? 0], queryFn: () => fetchRecentActivity(userId ?? 0), enabled: userId !== undefined });
}
