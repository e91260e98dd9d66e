import type { Kysely } from 'kysely';

/**
 * 018: the club's links that admins set in /admin (SPEC §1 Landing: the hero's Join Us opens the club's group chat,
 * Get In Touch links the community chat group; SPEC §2 Footer: the organisation's code host).
 * - `club_settings`: one row (`id` 1) with the chat-group invite (`chat_group_url`), the code host (`code_host_url`),
 *   both http(s) URLs, and the contact address (`contact_email`); each null while unset (the landing then leaves that
 *   link out). `updated_at` is when an admin last saved them (null: never).
 */
export function migration018() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('club_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('chat_group_url', 'text')
        .addColumn('code_host_url', 'text')
        .addColumn('contact_email', 'text')
        .addColumn('updated_at', 'text')
        .execute();
      await db.insertInto('club_settings').values({ id: 1 }).execute();
    },
  };
}
