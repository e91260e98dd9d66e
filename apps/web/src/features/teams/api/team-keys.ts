import type { TeamFocusArea } from '@esdc/core/team';
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';

/** The filters and paging of `GET /api/teams` (core `teamListQuerySchema`). */
export interface TeamListParams {
  search?: string;
  focus_area?: TeamFocusArea;
  mine?: 'true';
  limit: number;
  offset: number;
}

/**
 * Query keys of teams (docs/requirements.md §2 Teams), keyed by the reader: a team shows the reader's role and
 * invitation, so signing in as someone else never shows the previous reader's answers.
 */
export const teamKeys = {
  all: ['teams'] as const,
  list: (viewer: number | null, params: TeamListParams) => ['teams', viewer, 'list', params] as const,
  team: (viewer: number | null, id: number) => ['teams', viewer, 'team', id] as const,
  invitations: (viewer: number | null) => ['teams', viewer, 'invitations'] as const,
};

/**
 * After any team change: every team query (the lists, the pages, the invitations).
 * @param client the app's query client
 */
export function invalidateTeams(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: teamKeys.all });
}

/** The signed-in reader's id, or null for a visitor. */
export function useViewerId(): number | null {
  return useSession().user?.id ?? null;
}
