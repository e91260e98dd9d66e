import type { ClubLinks } from '@esdc/core/club-links-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { recordAudit } from '../../platform/audit-log.ts';

/** The one row of `club_settings` (migration 018). */
const ROW_ID = 1;

/**
 * The club's links (SPEC §1 Landing: Join Us and Get In Touch); each null while unset.
 * @returns the links as saved by an admin
 */
export async function getClubLinks(db: Kysely<DB>): Promise<ClubLinks> {
  const row = await db.selectFrom('club_settings').select(['chat_group_url', 'code_host_url', 'contact_email']).where('id', '=', ROW_ID).executeTakeFirst();
  return { chat_group_url: row?.chat_group_url ?? null, code_host_url: row?.code_host_url ?? null, contact_email: row?.contact_email ?? null };
}

/**
 * Saves the club's links (admins; the route checks), audited as `club.links_changed` with the old and new values of
 * the links that changed, in one transaction.
 * @param actorId the admin
 * @param links the new links (null: unset)
 * @param now the current time
 * @returns the links as saved
 */
export async function setClubLinks(db: Kysely<DB>, actorId: number, links: ClubLinks, now: Date): Promise<ClubLinks> {
  return db.transaction().execute(async (trx) => {
    const before = await getClubLinks(trx);
    const changes = (Object.keys(links) as (keyof ClubLinks)[])
      .filter((key) => before[key] !== links[key])
      .map((key) => [key, { from: before[key], to: links[key] }] as const);
    if (changes.length === 0) return before;
    await trx
      .updateTable('club_settings')
      .set({ ...links, updated_at: now.toISOString() })
      .where('id', '=', ROW_ID)
      .execute();
    await recordAudit(trx, { actorId, action: 'club.links_changed', targetType: 'club', targetId: null, details: Object.fromEntries(changes), now });
    return links;
  });
}
