import { NOTIFICATION_TITLE_MAX } from '@esdc/core/notification';
import { TEAM_MESSAGES, teamPath } from '@esdc/core/team';
import type { TeamInvitation } from '@esdc/core/team-schemas';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { assertRunsTeam, leadOf, type TeamActor } from './team-access.ts';
import { getInvitation } from './team-reads.ts';

/*
 * A team's members (docs/requirements.md §2 Teams): the lead (or an admin) invites an active member, who accepts
 * (joining as a member) or declines; the lead is notified of the answer ('team_invitation_response'). The lead
 * removes members (who are notified, 'team_removed'); a member leaves. The lead can neither leave nor be removed
 * while lead: they hand over the lead first, or delete the team.
 */

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/**
 * Invites a member into a team (the lead or an admin) and notifies them ('team_invitation').
 * @param actor the lead or an admin
 * @param userId the member invited
 * @returns the pending invitation
 * @throws AppError 404 'Team not found' / 'User not found'; 403 'Only the team lead can do this'; 409 'This member is
 *   already in the team', 'This member has already been invited', 'Only active members can be invited'
 */
export async function inviteMember(database: Database, actor: TeamActor, teamId: number, userId: number, now: Date): Promise<TeamInvitation> {
  const id = await database.db.transaction().execute(async (trx) => {
    await assertRunsTeam(trx, actor, teamId);
    const user = await trx.selectFrom('users').select(['id', 'status']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!user) throw notFound(TEAM_MESSAGES.userNotFound);
    if (user.status !== 'active') throw conflict(TEAM_MESSAGES.inviteeInactive);
    const member = await trx.selectFrom('team_members').select('user_id').where('team_id', '=', teamId).where('user_id', '=', userId).executeTakeFirst();
    if (member) throw conflict(TEAM_MESSAGES.alreadyMember);
    const pending = await trx
      .selectFrom('team_invitations')
      .select('id')
      .where('team_id', '=', teamId)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) throw conflict(TEAM_MESSAGES.alreadyInvited);
    // Two invitations at once both pass the check above; the partial unique index keeps one, the other is 409.
    const row = await trx
      .insertInto('team_invitations')
      .values({ team_id: teamId, user_id: userId, invited_by: actor.id, status: 'pending', created_at: now.toISOString(), responded_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(TEAM_MESSAGES.alreadyInvited) : error;
      });
    const team = await trx.selectFrom('teams').select('name').where('id', '=', teamId).executeTakeFirstOrThrow();
    await notify(
      trx,
      database.engine,
      {
        userIds: [userId],
        type: 'team_invitation',
        title: `${actor.name} invited you to join ${team.name}`.slice(0, NOTIFICATION_TITLE_MAX),
        message: 'Accept or decline the invitation on the team’s page.',
        link: teamPath(teamId),
      },
      now,
    );
    return row.id;
  });
  return getInvitation(database.db, id);
}

/**
 * Accepts or declines an invitation (only its invitee, while it is pending); accepting adds them as a member. The
 * team's lead is notified ('team_invitation_response').
 * @param actor the invitee
 * @param accept true to join, false to decline
 * @returns the invitation after the answer
 * @throws AppError 404 'Invitation not found'; 403 'Only the invited member can answer this invitation'; 409 'This
 *   invitation has already been answered'
 */
export async function answerInvitation(database: Database, actor: TeamActor, invitationId: number, accept: boolean, now: Date): Promise<TeamInvitation> {
  await database.db.transaction().execute(async (trx) => {
    const invitation = await trx.selectFrom('team_invitations').select(['team_id', 'user_id', 'status']).where('id', '=', invitationId).executeTakeFirst();
    if (!invitation) throw notFound(TEAM_MESSAGES.invitationNotFound);
    if (invitation.user_id !== actor.id) throw forbidden(TEAM_MESSAGES.notInvitee);
    const answered = await trx
      .updateTable('team_invitations')
      .set({ status: accept ? 'accepted' : 'declined', responded_at: now.toISOString() })
      .where('id', '=', invitationId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) === 0) throw conflict(TEAM_MESSAGES.notPending);
    if (accept) {
      await trx
        .insertInto('team_members')
        .values({ team_id: invitation.team_id, user_id: actor.id, role: 'member', joined_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing())
        .execute();
    }
    const lead = await leadOf(trx, invitation.team_id);
    const team = await trx.selectFrom('teams').select('name').where('id', '=', invitation.team_id).executeTakeFirstOrThrow();
    if (lead !== null && lead !== actor.id) {
      await notify(
        trx,
        database.engine,
        {
          userIds: [lead],
          type: 'team_invitation_response',
          title: `${actor.name} ${accept ? 'joined' : 'declined to join'} ${team.name}`.slice(0, NOTIFICATION_TITLE_MAX),
          message: accept ? 'They accepted your invitation.' : 'They declined your invitation.',
          link: teamPath(invitation.team_id),
        },
        now,
      );
    }
  });
  return getInvitation(database.db, invitationId);
}

/**
 * Removes a member from a team: the lead (or an admin) removes a member, who is notified ('team_removed'); a member
 * removes themselves (leaves). The lead cannot leave or be removed while lead. An admin's removal from a team they do
 * not lead is recorded in the audit log.
 * @param actor who acts
 * @param userId the member removed (the actor's own id: leaving)
 * @returns whether the actor left (true) or removed someone (false)
 * @throws AppError 404 'Team not found', 'This member is not in the team'; 403 'Only the team lead can do this'; 409 'The
 *   team lead cannot leave: hand over the lead first, or delete the team', 'The team lead cannot be removed: hand over
 *   the lead first'
 */
export async function removeMember(database: Database, actor: TeamActor, teamId: number, userId: number, now: Date): Promise<{ left: boolean }> {
  return database.db.transaction().execute(async (trx) => {
    const team = await trx.selectFrom('teams').select('name').where('id', '=', teamId).executeTakeFirst();
    if (!team) throw notFound(TEAM_MESSAGES.teamNotFound);
    const leaving = userId === actor.id;
    const { asAdmin } = leaving ? { asAdmin: false } : await assertRunsTeam(trx, actor, teamId);
    const member = await trx.selectFrom('team_members').select('role').where('team_id', '=', teamId).where('user_id', '=', userId).executeTakeFirst();
    if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
    if (member.role === 'lead') throw conflict(leaving ? TEAM_MESSAGES.leadCannotLeave : TEAM_MESSAGES.leadCannotBeRemoved);
    await trx.deleteFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', userId).execute();
    if (!leaving) {
      await notify(
        trx,
        database.engine,
        {
          userIds: [userId],
          type: 'team_removed',
          title: `You were removed from ${team.name}`.slice(0, NOTIFICATION_TITLE_MAX),
          message: 'The team lead removed you from the team.',
          link: '/teams',
        },
        now,
      );
    }
    if (asAdmin)
      await recordAudit(trx, { actorId: actor.id, action: 'team.member_removed', targetType: 'team', targetId: teamId, details: { member_id: userId }, now });
    return { left: leaving };
  });
}
