import type { ExportSection, Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRows } from '../../platform/account-data/member-rows.ts';

/** SPEC §2 Hackathons, §2 Your data: the hackathons the member judged, the teams they entered with, their submissions and scores. */
export const hackathonsExport: ExportSection = {
  key: 'hackathons',
  tables: ['hackathon_judges', 'hackathon_entries', 'hackathon_entry_members', 'hackathon_submissions', 'hackathon_scores'],
  collect: async (trx, userId) => ({
    judge_of: await memberRows(trx, userId, { table: 'hackathon_judges', columns: ['event_id', 'created_at'], orderBy: 'event_id' }),
    entries: await trx
      .selectFrom('hackathon_entry_members as m')
      .innerJoin('hackathon_entries as en', 'en.id', 'm.entry_id')
      .select(['en.id', 'en.event_id', 'en.team_id', 'en.track', 'en.registered_by', 'en.created_at'])
      .where('m.user_id', '=', userId)
      .orderBy('en.id')
      .execute(),
    submissions: await memberRows(trx, userId, {
      table: 'hackathon_submissions',
      owner: 'submitted_by',
      columns: ['id', 'event_id', 'entry_id', 'title', 'description', 'repository_url', 'demo_url', 'project_id', 'created_at', 'updated_at'],
      orderBy: 'id',
    }),
    scores_given: await memberRows(trx, userId, {
      table: 'hackathon_scores',
      owner: 'judge_id',
      columns: ['submission_id', 'scores', 'total', 'created_at', 'updated_at'],
      orderBy: 'id',
    }),
  }),
};

/** SPEC §2 Workshops, §2 Your data: the member's feedback on workshops, and the materials they attached. */
export const workshopsExport: ExportSection = {
  key: 'workshops',
  tables: ['workshop_feedback', 'workshop_materials'],
  collect: async (trx, userId) => ({
    feedback: await memberRows(trx, userId, { table: 'workshop_feedback', columns: ['event_id', 'rating', 'comment', 'created_at'], orderBy: 'id' }),
    materials_added: await memberRows(trx, userId, {
      table: 'workshop_materials',
      owner: 'created_by',
      columns: ['event_id', 'title', 'url', 'created_at'],
      orderBy: 'id',
    }),
  }),
};

/**
 * On account deletion (SPEC §2 Your data): the member stops judging and leaves the registered teams' member lists, and
 * their workshop feedback goes; submissions, scores already given and materials are the hackathon's and the
 * workshop's, and stay without naming them.
 */
export const hackathonsEraser: Eraser = {
  name: 'hackathons and workshops',
  erase: async (trx, { userId }) => {
    await trx.deleteFrom('hackathon_judges').where('user_id', '=', userId).execute();
    await trx.deleteFrom('hackathon_entry_members').where('user_id', '=', userId).execute();
    await trx.updateTable('hackathon_entries').set({ registered_by: null }).where('registered_by', '=', userId).execute();
    await trx.updateTable('hackathon_submissions').set({ submitted_by: null }).where('submitted_by', '=', userId).execute();
    await trx.deleteFrom('workshop_feedback').where('user_id', '=', userId).execute();
    await trx.updateTable('workshop_materials').set({ created_by: null }).where('created_by', '=', userId).execute();
  },
};
