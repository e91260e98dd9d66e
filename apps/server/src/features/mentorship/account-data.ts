import type { Eraser, ExportSection } from '../../platform/account-data/account-data-entry.ts';

/**
 * docs/requirements.md §2 Mentorship, SPEC §2 Your data: the member's mentor profile (topics, availability) and the
 * sessions they took part in, as mentee or as mentor, with the feedback given on them.
 */
export const mentorshipExport: ExportSection = {
  key: 'mentorship',
  tables: ['mentors', 'mentor_topics', 'mentor_availability', 'mentorship_sessions'],
  collect: async (trx, userId) => {
    const mentor = await trx
      .selectFrom('mentors')
      .select(['id', 'bio', 'time_zone', 'session_minutes', 'status', 'decided_at', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const topics = mentor
      ? (
          await trx
            .selectFrom('mentor_topics as mt')
            .innerJoin('technologies as t', 't.id', 'mt.technology_id')
            .select('t.name')
            .where('mt.mentor_id', '=', mentor.id)
            .orderBy('t.name')
            .execute()
        ).map((t) => t.name)
      : [];
    const availability = mentor
      ? await trx
          .selectFrom('mentor_availability')
          .select(['weekday', 'start_time', 'end_time'])
          .where('mentor_id', '=', mentor.id)
          .orderBy('weekday')
          .orderBy('start_time')
          .execute()
      : [];
    const sessions = await trx
      .selectFrom('mentorship_sessions as s')
      .innerJoin('mentors as m', 'm.id', 's.mentor_id')
      .select([
        's.id',
        's.mentor_id',
        (eb) => eb.case().when('s.mentee_id', '=', userId).then('mentee').else('mentor').end().as('role'),
        's.starts_at',
        's.ends_at',
        's.agenda',
        's.status',
        's.cancelled_at',
        's.rating',
        's.feedback',
        's.feedback_at',
        's.mentee_time_zone',
        's.created_at',
      ])
      .where((eb) => eb.or([eb('s.mentee_id', '=', userId), eb('m.user_id', '=', userId)]))
      .orderBy('s.id')
      .execute();
    return { mentor: mentor ? { ...mentor, topics, availability } : null, sessions };
  },
};

/**
 * On account deletion (SPEC §2 Your data): their upcoming sessions, on either side, are cancelled (the slots free
 * again); as a mentee they are no longer named on any session and their feedback comments go (the ratings stay in the
 * mentor's average); as a mentor they are withdrawn: no longer listed, bio, topics and availability removed, the
 * record no longer names them.
 */
export const mentorshipEraser: Eraser = {
  name: 'Mentorship profile and sessions',
  erase: async (trx, { userId, now }) => {
    const at = now.toISOString();
    const mentor = await trx.selectFrom('mentors').select('id').where('user_id', '=', userId).executeTakeFirst();
    await trx
      .updateTable('mentorship_sessions')
      .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
      .where('status', '=', 'booked')
      .where('ends_at', '>', at)
      .where((eb) => eb.or([eb('mentee_id', '=', userId), ...(mentor ? [eb('mentor_id', '=', mentor.id)] : [])]))
      .execute();
    await trx.updateTable('mentorship_sessions').set({ mentee_id: null, feedback: null }).where('mentee_id', '=', userId).execute();
    if (mentor) {
      await trx.deleteFrom('mentor_topics').where('mentor_id', '=', mentor.id).execute();
      await trx.deleteFrom('mentor_availability').where('mentor_id', '=', mentor.id).execute();
      await trx.updateTable('mentors').set({ user_id: null, bio: '', status: 'withdrawn', updated_at: at }).where('id', '=', mentor.id).execute();
    }
    await trx.updateTable('mentors').set({ decided_by: null }).where('decided_by', '=', userId).execute();
  },
};
