import type { TeamInvitation } from '@esdc/core/team-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateTeams, teamKeys, useViewerId } from './team-keys';

/** `GET /api/team-invitations`: the signed-in member's pending invitations, newest first. */
async function listMyInvitations(): Promise<TeamInvitation[]> {
  return (await apiRequest<TeamInvitation[]>('/api/team-invitations')).data;
}

/** The reader's pending invitations (none asked for a visitor). */
export function useMyInvitations() {
  const viewer = useViewerId();
  return useQuery({ queryKey: teamKeys.invitations(viewer), queryFn: listMyInvitations, enabled: viewer !== null });
}

/**
 * `POST /api/team-invitations/{id}/accept|decline` (the invitee): joins the team or declines.
 * @throws ApiError 403 'Only the invited member can answer this invitation', 409 'This invitation has already been answered'
 */
async function answerInvitation({ id, accept }: { id: number; accept: boolean }): Promise<{ invitation: TeamInvitation; message?: string }> {
  const result = await apiRequest<TeamInvitation>(`/api/team-invitations/${id}/${accept ? 'accept' : 'decline'}`, { method: 'POST' });
  return { invitation: result.data, message: result.message };
}

/** Accepts or declines an invitation; refreshes the teams. */
export function useAnswerInvitation() {
  return useApiMutation({ request: answerInvitation, refresh: (client) => invalidateTeams(client) });
}

/**
 * `POST /api/teams/{id}/invitations` (the lead or an admin): invites a member.
 * @throws ApiError 409 'This member is already in the team', 'This member has already been invited'
 */
async function inviteMember({ teamId, userId }: { teamId: number; userId: number }): Promise<{ message?: string }> {
  const result = await apiRequest<TeamInvitation>(`/api/teams/${teamId}/invitations`, { method: 'POST', body: { user_id: userId } });
  return { message: result.message };
}

/** Invites a member into a team. */
export function useInviteMember() {
  return useApiMutation({ request: inviteMember, refresh: (client) => invalidateTeams(client) });
}
