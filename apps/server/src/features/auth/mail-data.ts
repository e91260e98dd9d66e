import { sql } from 'kysely';
import type { Eraser, ExportSection } from '../../platform/account-data/account-data-entry.ts';

/** SPEC §2 Your data: the member's password-reset and verification links (purpose and times), never the token hash. */
export const accountLinksExport: ExportSection = {
  key: 'account_links',
  tables: ['account_tokens'],
  collect: (trx, userId) =>
    trx.selectFrom('account_tokens').select(['purpose', 'created_at', 'expires_at', 'used_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
};

/**
 * SPEC §2 Your data: the mail the platform sent (or will send) to the member's address: kind, subject, state and times.
 * The bodies are left out: they carry one-time links.
 */
export const mailExport: ExportSection = {
  key: 'mail',
  tables: ['outgoing_mail'],
  collect: async (trx, userId) => {
    const user = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    return trx
      .selectFrom('outgoing_mail')
      .select(['kind', 'subject', 'status', 'created_at', 'sent_at'])
      .where(sql<string>`lower(to_address)`, '=', user.email.toLowerCase())
      .orderBy('created_at')
      .execute();
  },
};

/** SPEC §2 Your data: the member's account links go, and every message to their address (sent or queued) with them. */
export const mailEraser: Eraser = {
  name: 'account links and mail',
  erase: async (trx, { userId }) => {
    const user = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    await trx.deleteFrom('account_tokens').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('outgoing_mail')
      .where(sql<string>`lower(to_address)`, '=', user.email.toLowerCase())
      .execute();
  },
};
