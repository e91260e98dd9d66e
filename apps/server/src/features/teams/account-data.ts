import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';
import { removeTeamRows } from './team-service.ts';

/** docs/requirements.md §2 Teams: the teams the member created. */
export const teamsCreatedExport = memberRowsSection({
  table: 'teams',
  owner: 'created_by',
  columns: ['id', 'name', 'description', 'focus_area', 'created_at'],
  orderBy: 'id',
});

/** docs/requirements.md §2 Teams: the member's teams and their role in each. */
export const teamMembershipsExport = memberRowsSection({
  table: 'team_members',
  owner: 'user_id',
  columns: ['team_id', 'role', 'joined_at'],
  orderBy: 'team_id',
});

/** docs/requirements.md §2 Teams: the invitations the member received, and their answers. */
export const teamInvitationsExport = memberRowsSection({
  table: 'team_invitations',
  owner: 'user_id',
  columns: ['id', 'team_id', 'status', 'created_at', 'responded_at'],
  orderBy: 'id',
});

/** Team tables about a member that no section exports, and why. */
export const teamsNotExported = {
  team_projects: 'which projects a team shows: about teams and projects, not about a member',
} as const;

/**
 * On account deletion (SPEC §2 Your data): each team the member leads passes to its longest-standing other member,
 * or is deleted when nobody else is in it; then their memberships and invitations are removed, and the teams they
 * created and the invitations they sent no longer name them.
 */
export const teamsEraser: Eraser = {
  name: 'Team memberships and invitations',
  erase: async (trx, { userId }) => {
    const led = await trx.selectFrom('team_members').select('team_id').where('user_id', '=', userId).where('role', '=', 'lead').execute();
    for (const { team_id } of led) {
      const next = await trx
        .selectFrom('team_members')
        .select('user_id')
        .where('team_id', '=', team_id)
        .where('user_id', '<>', userId)
        .orderBy('joined_at')
        .orderBy('user_id')
        .executeTakeFirst();
      if (next) await trx.updateTable('team_members').set({ role: 'lead' }).where('team_id', '=', team_id).where('user_id', '=', next.user_id).execute();
      else await removeTeamRows(trx, team_id);
    }
    await trx.deleteFrom('team_members').where('user_id', '=', userId).execute();
    await trx.deleteFrom('team_invitations').where('user_id', '=', userId).execute();
    await trx.updateTable('team_invitations').set({ invited_by: null }).where('invited_by', '=', userId).execute();
    await trx.updateTable('teams').set({ created_by: null }).where('created_by', '=', userId).execute();
  },
};
