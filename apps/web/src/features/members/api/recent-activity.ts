import type { Challenge } from '@esdc/core/challenge';
import type { Like } from '@esdc/core/project';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fetchProjects } from '../../../lib/projects-api';

/**
 * One entry of the dashboard's Recent Activity (SPEC §2 Simple dashboard: types challenge, event, achievement):
 * a challenge the member solved, a project they created, or a like one of their projects received.
 */
export type ActivityEntry =
  | { kind: 'challenge'; key: string; at: string; challengeId: number; challengeTitle: string; points: number }
  | { kind: 'project'; key: string; at: string; projectId: number; projectTitle: string }
  | { kind: 'like'; key: string; at: string; projectId: number; projectTitle: string; byName: string; byUsername: string };

/** How many projects and likes feed the list, and how many entries it shows. */
const RECENT_PROJECTS = 5;
const RECENT_SOLVES = 5;
const LIKED_PROJECTS = 3;
const LIKES_PER_PROJECT = 5;
const MAX_ENTRIES = 8;

/**
 * The member's newest solves (`GET /api/challenges?status=solved&limit=5`, newest first) as activity entries.
 * @throws ApiError
 */
async function fetchSolvedChallenges(): Promise<ActivityEntry[]> {
  const result = await apiRequest<Challenge[]>('/api/challenges', { query: { status: 'solved', limit: RECENT_SOLVES, offset: 0 } });
  return (result.data ?? [])
    .filter((c): c is Challenge & { solved_at: string } => c.solved_at !== null)
    .map((c) => ({ kind: 'challenge', key: `challenge-${c.id}`, at: c.solved_at, challengeId: c.id, challengeTitle: c.title, points: c.points }));
}

/**
 * Builds a member's recent activity from real data (SPEC §2 Simple dashboard Recent Activity; no sample entries):
 * the challenges they solved (when `withChallenges`), their newest owned projects (`GET /api/projects?user_id=`)
 * and the newest likes on them (`GET /api/projects/{id}/likes`), newest first, at most 8.
 * @param userId the signed-in member
 * @param withChallenges whether the challenges feature is on (SPEC §3 Feature settings)
 * @throws ApiError
 */
async function fetchRecentActivity(userId: number, withChallenges = true): Promise<ActivityEntry[]> {
  const [solves, page] = await Promise.all([
    withChallenges ? fetchSolvedChallenges() : Promise.resolve([]),
    fetchProjects({ user_id: userId, limit: RECENT_PROJECTS }),
  ]);
  const owned = page.items.filter((p) => p.user_id === userId);
  const entries: ActivityEntry[] = owned.map((p) => ({ kind: 'project', key: `project-${p.id}`, at: p.created_at, projectId: p.id, projectTitle: p.title }));
  const liked = owned.filter((p) => p.likes > 0).slice(0, LIKED_PROJECTS);
  const likeLists = await Promise.all(
    liked.map(async (p) => {
      const result = await apiRequest<Like[]>(`/api/projects/${p.id}/likes`, { query: { limit: LIKES_PER_PROJECT, offset: 0 } });
      return (result.data ?? [])
        .filter((l) => l.id !== userId)
        .map((l): ActivityEntry => ({
          kind: 'like',
          key: `like-${p.id}-${l.id}`,
          at: l.liked_at,
          projectId: p.id,
          projectTitle: p.title,
          byName: l.name,
          byUsername: l.username,
        }));
    }),
  );
  for (const list of likeLists) entries.push(...list);
  entries.push(...solves);
  return entries.sort((a, b) => b.at.localeCompare(a.at)).slice(0, MAX_ENTRIES);
}

/**
 * The signed-in member's recent activity as a query, under the `['members']` key prefix so that whatever changes
 * a member's numbers (a solved challenge) refreshes it with the stats.
 */
export function useRecentActivity(userId: number | undefined, withChallenges = true) {
  return useQuery({
    queryKey: ['members', 'activity', userId ?? 0, withChallenges],
    queryFn: () => fetchRecentActivity(userId ?? 0, withChallenges),
    enabled: userId !== undefined,
  });
}
