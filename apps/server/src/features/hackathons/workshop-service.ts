import { locationShownTo, type EventMode, type EventStatus } from '@esdc/core/event';
import type { Actor } from '@esdc/core/permissions';
import { WORKSHOP_MATERIALS_MAX, WORKSHOP_MESSAGES } from '@esdc/core/workshop';
import type { Workshop, WorkshopFeedback, WorkshopFeedbackFields, WorkshopMaterialInput, WorkshopSummary } from '@esdc/core/workshop-schemas';
import type { Database } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { renderMarkdownOffThread } from '../../lib/markdown-off-thread.ts';
import { managesEventOf } from '../events/public.ts';
import { LISTED_STATUSES } from './hackathon-reads.ts';

/*
 * Workshops (SPEC §2 Workshops): events of the category 'Workshop', listed with the viewer's registration (taken
 * through the events' own registration), their materials (links the organiser attaches) and the feedback form of the
 * members whose attendance was recorded, once each.
 */

/** 409 with the spec's message. */
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

function workshops(db: Db) {
  return db
    .selectFrom('events as e')
    .select([
      'e.id',
      'e.title',
      'e.description',
      'e.status',
      'e.start_date',
      'e.end_date',
      'e.location',
      'e.mode',
      'e.max_participants',
      'e.registered_participants',
      'e.created_by',
    ])
    .where('e.category', '=', 'Workshop');
}
type WorkshopRow = Awaited<ReturnType<ReturnType<typeof workshops>['executeTakeFirstOrThrow']>>;

/** Summaries of some workshop rows, with the viewer's registrations and the materials counts. */
async function summaries(db: Db, viewer: Actor | null, rows: readonly WorkshopRow[]): Promise<WorkshopSummary[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [counts, mine] = await Promise.all([
    db
      .selectFrom('workshop_materials')
      .select(['event_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('event_id', 'in', ids)
      .groupBy('event_id')
      .execute(),
    viewer
      ? db
          .selectFrom('event_registrations')
          .select(['event_id', 'status', 'checked_in_at'])
          .where('user_id', '=', viewer.id)
          .where('event_id', 'in', ids)
          .execute()
      : Promise.resolve([]),
  ]);
  const count = new Map(counts.map((c) => [c.event_id, Number(c.n)]));
  const registration = new Map(mine.map((m) => [m.event_id, { status: m.status, checked_in: m.checked_in_at !== null }]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status as EventStatus,
    start_date: r.start_date,
    end_date: r.end_date,
    location: locationShownTo({ mode: r.mode as EventMode, location: r.location }, registration.get(r.id)?.status === 'registered'),
    mode: r.mode as EventMode,
    max_participants: r.max_participants,
    registered_participants: r.registered_participants,
    materials_count: count.get(r.id) ?? 0,
    my_registration: registration.get(r.id) ?? null,
  }));
}

/**
 * The published workshops (published, under way or completed), the latest start first.
 * @returns a page and the total
 */
export async function listWorkshops(
  db: Db,
  viewer: Actor | null,
  query: { limit: number; offset: number },
): Promise<{ items: WorkshopSummary[]; total: number }> {
  const [rows, count] = await Promise.all([
    workshops(db)
      .where('e.status', 'in', LISTED_STATUSES)
      .orderBy('e.start_date', 'desc')
      .orderBy('e.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category', '=', 'Workshop')
      .where('status', 'in', LISTED_STATUSES)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: await summaries(db, viewer, rows), total: Number(count.n) };
}

/** A workshop the viewer may see. @throws AppError 404 'Workshop not found' */
async function loadWorkshop(db: Db, viewer: Actor | null, id: number): Promise<WorkshopRow> {
  const row = await workshops(db).where('e.id', '=', id).executeTakeFirst();
  if (!row || row.status === 'cancelled' || (row.status === 'draft' && !(await managesEventOf(db, viewer, row)))) throw notFound(WORKSHOP_MESSAGES.notFound);
  return row;
}

/** Whether the member's attendance at the event was recorded (checked in). */
async function attended(db: Db, eventId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('event_attendance').select('user_id').where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

function feedbackOf(
  rows: readonly {
    id: number;
    rating: number;
    comment: string;
    created_at: string;
    user_id: number;
    name: string | null;
    username: string | null;
    deleted_at: string | null;
  }[],
): WorkshopFeedback[] {
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    member: r.name !== null && r.username !== null && r.deleted_at === null ? { id: r.user_id, name: r.name, username: r.username } : null,
    created_at: r.created_at,
  }));
}

function feedbackRows(db: Db, eventId: number) {
  return db
    .selectFrom('workshop_feedback as f')
    .leftJoin('users as u', 'u.id', 'f.user_id')
    .select(['f.id', 'f.rating', 'f.comment', 'f.created_at', 'f.user_id', 'u.name', 'u.username', 'u.deleted_at'])
    .where('f.event_id', '=', eventId);
}

/**
 * A workshop's page (SPEC §2 Workshops): its materials, and the feedback the viewer gave or may give.
 * @throws AppError 404 'Workshop not found'
 */
export async function getWorkshop(db: Db, viewer: Actor | null, id: number): Promise<Workshop> {
  const row = await loadWorkshop(db, viewer, id);
  const [[summary], materials, html, stats] = await Promise.all([
    summaries(db, viewer, [row]),
    db.selectFrom('workshop_materials').select(['id', 'title', 'url']).where('event_id', '=', id).orderBy('position').orderBy('id').execute(),
    renderMarkdownOffThread(row.description),
    db
      .selectFrom('workshop_feedback')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('rating').as('avg')])
      .where('event_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  const mine = viewer ? (feedbackOf(await feedbackRows(db, id).where('f.user_id', '=', viewer.id).execute())[0] ?? null) : null;
  const mayGive = viewer !== null && viewer.status === 'active' && mine === null && (await attended(db, id, viewer.id));
  const n = Number(stats.n);
  return {
    ...summary!,
    description_html: html,
    materials,
    can_manage: await managesEventOf(db, viewer, row),
    feedback: { mine, can_give: mayGive, count: n, average: n === 0 ? null : Math.round(Number(stats.avg) * 10) / 10 },
  };
}

/** The workshop for its organiser or an admin. @throws 404; 403 'Only the organiser or an admin can manage this workshop' */
async function managedWorkshop(db: Db, actor: Actor, id: number): Promise<WorkshopRow> {
  const row = await loadWorkshop(db, actor, id);
  if (!(await managesEventOf(db, actor, row))) throw forbidden(WORKSHOP_MESSAGES.notOrganiser);
  return row;
}

/**
 * Attaches a material (SPEC §2 Workshops): the organiser or an admin; a title and an https link; at most
 * {@link WORKSHOP_MATERIALS_MAX}.
 * @throws AppError 404, 403; 409 'A workshop has at most 20 materials'
 */
export async function addMaterial(database: Database, actor: Actor, id: number, input: { title: string; url: string } & WorkshopMaterialInput, now: Date) {
  return database.db.transaction().execute(async (trx) => {
    await managedWorkshop(trx, actor, id);
    const existing = await trx.selectFrom('workshop_materials').select('position').where('event_id', '=', id).execute();
    if (existing.length >= WORKSHOP_MATERIALS_MAX) throw conflict(WORKSHOP_MESSAGES.materialsFull);
    const position = existing.reduce((m, r) => Math.max(m, r.position + 1), 0);
    return trx
      .insertInto('workshop_materials')
      .values({ event_id: id, title: input.title, url: input.url, position, created_by: actor.id, created_at: now.toISOString() })
      .returning(['id', 'title', 'url'])
      .executeTakeFirstOrThrow();
  });
}

/**
 * Removes a material: the workshop's organiser or an admin.
 * @throws AppError 404 'Material not found'; 403
 */
export async function removeMaterial(db: Db, actor: Actor, materialId: number): Promise<void> {
  const row = await db.selectFrom('workshop_materials').select(['id', 'event_id']).where('id', '=', materialId).executeTakeFirst();
  if (!row) throw notFound(WORKSHOP_MESSAGES.materialNotFound);
  await managedWorkshop(db, actor, row.event_id);
  await db.deleteFrom('workshop_materials').where('id', '=', materialId).execute();
}

/**
 * Gives feedback (SPEC §2 Workshops): a member whose attendance was recorded, once.
 * @throws AppError 404; 403 'Only members whose attendance was recorded can give feedback'; 409 'You have already given feedback on this workshop'
 */
export async function giveFeedback(db: Db, actor: Actor, id: number, input: WorkshopFeedbackFields, now: Date): Promise<WorkshopFeedback> {
  await loadWorkshop(db, actor, id);
  if (!(await attended(db, id, actor.id))) throw forbidden(WORKSHOP_MESSAGES.notAttended);
  try {
    await db
      .insertInto('workshop_feedback')
      .values({ event_id: id, user_id: actor.id, rating: input.rating, comment: input.comment, created_at: now.toISOString() })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(WORKSHOP_MESSAGES.alreadyGiven);
    throw error;
  }
  return feedbackOf(await feedbackRows(db, id).where('f.user_id', '=', actor.id).execute())[0]!;
}

/**
 * A workshop's feedback, newest first: the organiser or an admin.
 * @throws AppError 404; 403
 */
export async function listFeedback(db: Db, actor: Actor, id: number): Promise<WorkshopFeedback[]> {
  await managedWorkshop(db, actor, id);
  return feedbackOf(await feedbackRows(db, id).orderBy('f.id', 'desc').execute());
}
