import type { Board } from '@esdc/core/planning-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { planningKeys } from './planning-keys';
import { useViewerId } from './viewer';

/**
 * `GET /api/boards` (SPEC §2 Planning): the boards the member may see (their own, those shared with them, their
 * teams' and their projects'; every board for an admin), newest first.
 * @throws ApiError 401 signed out
 */
async function listBoards(): Promise<Board[]> {
  return (await apiRequest<Board[]>('/api/boards')).data;
}

/**
 * `GET /api/boards?team_id=` (SPEC §2 Planning): a team's boards, as its members see them (nobody else sees any).
 * @throws ApiError 401 signed out
 */
async function listTeamBoards(teamId: number): Promise<Board[]> {
  return (await apiRequest<Board[]>(`/api/boards?team_id=${teamId}`)).data;
}

/** A team's boards, for a member of it (nothing is asked otherwise). */
export function useTeamBoards(teamId: number, enabled: boolean) {
  const viewer = useViewerId();
  return useQuery({ queryKey: planningKeys.teamBoards(viewer, teamId), queryFn: () => listTeamBoards(teamId), enabled: enabled && viewer !== null });
}

/** The member's boards (nothing is asked for a visitor). */
export function useBoards() {
  const viewer = useViewerId();
  return useQuery({ queryKey: planningKeys.boards(viewer), queryFn: listBoards, enabled: viewer !== null });
}
