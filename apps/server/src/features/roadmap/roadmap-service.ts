import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from '@esdc/core/notification';
import type { Actor } from '@esdc/core/permissions';
import {
  ROADMAP_ITEMS_MAX,
  ROADMAP_MESSAGES,
  ROADMAP_PATH,
  ROADMAP_PHASE_LABELS,
  ROADMAP_PHASES,
  roadmapPhaseNotice,
  type RoadmapPhase,
} from '@esdc/core/roadmap';
import type { Roadmap, RoadmapItem, RoadmapItemCreate, RoadmapItemUpdate } from '@esdc/core/roadmap-schemas';
import { sql } from 'kysely';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { forUpdate } from '../../db/row-lock.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { notify } from '../../platform/notifications/notify.ts';

/*
 * The roadmap (docs/requirements.md §2 Roadmap; SPEC §4 Roadmap phases): items in three phases (completed,
 * in-progress, planned), each phase's items most voted first, then newest. Admins add, edit, move and delete items
 * ('roadmap:manage', checked by the routes), each change recorded in the audit log; active members vote once per
 * item and take the vote back ('roadmap:vote'). Voters are notified when an item changes phase ('roadmap_phase').
 * Vote counts are counted from the votes themselves, so they are right whatever happens to a vote.
 */

/**
 * The items with their vote counts and, for a signed-in viewer, whether they voted.
 * @param viewerId the signed-in member, or null for a visitor
 */
function items(db: Db, viewerId: number | null) {
  return db
    .selectFrom('roadmap_items as i')
    .select(['i.id', 'i.title', 'i.description', 'i.phase', 'i.quarter', 'i.created_at', 'i.updated_at'])
    .select(sql<number>`(select count(*) from roadmap_votes v where v.item_id = i.id)`.as('vote_count'))
    .select(
      (viewerId === null
        ? sql<number | null>`null`
        : sql<number | null>`(select count(*) from roadmap_votes v where v.item_id = i.id and v.user_id = ${viewerId})`
      ).as('voted'),
    );
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof items>['executeTakeFirstOrThrow']>>;

function toItem(row: ItemRow): RoadmapItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    phase: row.phase as RoadmapPhase,
    quarter: row.quarter,
    vote_count: Number(row.vote_count),
    voted: row.voted === null ? null : Number(row.voted) > 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * The roadmap as the page shows it (public): the three phases in order, each with its items, most voted first, then
 * newest.
 * @param db the database
 * @param viewerId the signed-in member (their `voted` is true or false), or null for a visitor (`voted` null)
 * @returns the phases with their items
 */
export async function getRoadmap(db: Db, viewerId: number | null): Promise<Roadmap> {
  const rows = await items(db, viewerId).orderBy('vote_count', 'desc').orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').execute();
  const all = rows.map(toItem);
  return { phases: ROADMAP_PHASES.map((phase) => ({ phase, label: ROADMAP_PHASE_LABELS[phase], items: all.filter((item) => item.phase === phase) })) };
}

/**
 * One item as a viewer sees it.
 * @throws AppError 404 'Roadmap item not found'
 */
async function getItem(db: Db, itemId: number, viewerId: number | null): Promise<RoadmapItem> {
  const row = await items(db, viewerId).where('i.id', '=', itemId).executeTakeFirst();
  if (!row) throw notFound(ROADMAP_MESSAGES.itemNotFound);
  return toItem(row);
}

/**
 * Adds an item (admins; the route has checked 'roadmap:manage'), recorded in the audit log.
 * @param database the database
 * @param actor the admin
 * @param input the validated title, description, phase and quarter
 * @param now the action's time
 * @returns the new item
 * @throws AppError 409 'The roadmap is full' when it holds {@link ROADMAP_ITEMS_MAX} items
 */
export async function createRoadmapItem(database: Database, actor: Actor, input: RoadmapItemCreate, now: Date): Promise<RoadmapItem> {
  const id = await database.db.transaction().execute(async (trx) => {
    const count = await trx
      .selectFrom('roadmap_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= ROADMAP_ITEMS_MAX) throw new AppError(409, 'CONFLICT', ROADMAP_MESSAGES.full);
    const at = now.toISOString();
    const row = await trx
      .insertInto('roadmap_items')
      .values({ title: input.title, description: input.description, phase: input.phase, quarter: input.quarter, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'roadmap.item_created',
      targetType: 'roadmap_item',
      targetId: row.id,
      details: { title: input.title, phase: input.phase },
      now,
    });
    return row.id;
  });
  return getItem(database.db, id, actor.id);
}

/**
 * Edits an item (admins): title, description, phase, quarter; fields left out keep their value. Recorded in the audit
 * log. When its phase changes, the active members who voted for it (other than the admin) are notified
 * ('roadmap_phase') in the same transaction.
 * @param database the database
 * @param actor the admin
 * @param itemId the item
 * @param input the validated changes
 * @param now the action's time (`updated_at`)
 * @returns the item after the change
 * @throws AppError 404 'Roadmap item not found'
 */
export async function updateRoadmapItem(database: Database, actor: Actor, itemId: number, input: RoadmapItemUpdate, now: Date): Promise<RoadmapItem> {
  await database.db.transaction().execute(async (trx) => {
    const before = await forUpdate(trx.selectFrom('roadmap_items').select(['title', 'phase']).where('id', '=', itemId), database.engine).executeTakeFirst();
    if (!before) throw notFound(ROADMAP_MESSAGES.itemNotFound);
    const changes = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.phase !== undefined ? { phase: input.phase } : {}),
      ...(input.quarter !== undefined ? { quarter: input.quarter } : {}),
    };
    await trx
      .updateTable('roadmap_items')
      .set({ ...changes, updated_at: now.toISOString() })
      .where('id', '=', itemId)
      .execute();
    await recordAudit(trx, { actorId: actor.id, action: 'roadmap.item_updated', targetType: 'roadmap_item', targetId: itemId, details: { ...changes }, now });
    if (input.phase !== undefined && input.phase !== before.phase) {
      const from = ROADMAP_PHASE_LABELS[before.phase as RoadmapPhase] ?? before.phase;
      await notifyVoters(trx, database, itemId, {
        title: roadmapPhaseNotice(input.title ?? before.title, input.phase),
        message: `It moved from ${from} to ${ROADMAP_PHASE_LABELS[input.phase]}.`,
        actorId: actor.id,
        now,
      });
    }
  });
  return getItem(database.db, itemId, actor.id);
}

/** Notifies an item's active voters other than the actor ('roadmap_phase'), inside the change's transaction. */
async function notifyVoters(
  trx: Db,
  database: Database,
  itemId: number,
  notice: { title: string; message: string; actorId: number; now: Date },
): Promise<void> {
  const voters = await trx
    .selectFrom('roadmap_votes as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select('u.id')
    .where('v.item_id', '=', itemId)
    .where('u.status', '=', 'active')
    .where('u.id', '<>', notice.actorId)
    .execute();
  await notify(
    trx,
    database.engine,
    {
      userIds: voters.map((v) => v.id),
      type: 'roadmap_phase',
      title: notice.title.slice(0, NOTIFICATION_TITLE_MAX),
      message: notice.message.slice(0, NOTIFICATION_MESSAGE_MAX),
      link: ROADMAP_PATH,
    },
    notice.now,
  );
}

/**
 * Deletes an item with its votes (admins), recorded in the audit log.
 * @throws AppError 404 'Roadmap item not found'
 */
export async function deleteRoadmapItem(database: Database, actor: Actor, itemId: number, now: Date): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const item = await forUpdate(trx.selectFrom('roadmap_items').select(['title', 'phase']).where('id', '=', itemId), database.engine).executeTakeFirst();
    if (!item) throw notFound(ROADMAP_MESSAGES.itemNotFound);
    await trx.deleteFrom('roadmap_votes').where('item_id', '=', itemId).execute();
    await trx.deleteFrom('roadmap_items').where('id', '=', itemId).execute();
    await recordAudit(trx, { actorId: actor.id, action: 'roadmap.item_deleted', targetType: 'roadmap_item', targetId: itemId, details: { ...item }, now });
  });
}

/**
 * Votes for an item or takes the vote back (active members; idempotent: a member's vote counts once, kept by the
 * primary key (item, member) however many requests arrive at once).
 * @param on true to vote, false to take the vote back
 * @returns the item with its count and `voted`
 * @throws AppError 404 'Roadmap item not found'
 */
export async function setRoadmapVote(db: Db, voterId: number, itemId: number, on: boolean, now: Date): Promise<RoadmapItem> {
  if (on) {
    await db
      .insertInto('roadmap_votes')
      .columns(['item_id', 'user_id', 'created_at'])
      .expression(
        db
          .selectFrom('roadmap_items')
          .select(['id', sql<number>`cast(${voterId} as integer)`.as('user_id'), sql<string>`cast(${now.toISOString()} as text)`.as('created_at')])
          .where('id', '=', itemId),
      )
      .onConflict((oc) => oc.columns(['item_id', 'user_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('roadmap_votes').where('item_id', '=', itemId).where('user_id', '=', voterId).execute();
  }
  return getItem(db, itemId, voterId);
}
