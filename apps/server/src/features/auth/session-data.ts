import type { ExportSection, Eraser } from '../../platform/account-data/account-data-entry.ts';

/** SPEC §2 Your data: the member's sign-ins (when, until when, revoked when, from which address and browser), never the session id. */
export const sessionsExport: ExportSection = {
  key: 'sessions',
  tables: ['sessions'],
  collect: (trx, userId) =>
    trx
      .selectFrom('sessions')
      .select(['created_at', 'expires_at', 'revoked_at', 'ip', 'user_agent'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
};

/** SPEC §2 Your data: every session is deleted (not only revoked: its address and user agent are personal data), so every token stops working at once. */
export const sessionsEraser: Eraser = {
  name: 'sessions',
  order: -1,
  erase: async (trx, { userId }) => {
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  },
};
