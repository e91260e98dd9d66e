import type { AuditAction, AuditEntry, AuditTargetType } from '@esdc/core/admin-user-schemas';
import type { Db } from '../db/db.ts';

/** A domain event to record (SPEC §4: creation, activation and suspension publish events). */
export interface AuditRecord {
  /** Who acted; null for the system. For a public registration, the new member. */
  actorId: number | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number | null;
  /** What changed; stored as JSON. Never put a password or its hash here. */
  details?: Record<string, unknown>;
  now: Date;
}

/**
 * Records domain events in the audit log. Pass the transaction that makes the change, so the event
 * is written if and only if the change is.
 * @param db the database or the open transaction
 * @param records one event or several
 */
export async function recordAudit(db: Db, records: AuditRecord | AuditRecord[]): Promise<void> {
  const list = Array.isArray(records) ? records : [records];
  if (list.length === 0) return;
  await db
    .insertInto('audit_log')
    .values(
      list.map((r) => ({
        actor_id: r.actorId,
        action: r.action,
        target_type: r.targetType,
        target_id: r.targetId,
        details: JSON.stringify(r.details ?? {}),
        created_at: r.now.toISOString(),
      })),
    )
    .execute();
}

/** Filters of `GET /api/admin/audit-log`. */
export interface AuditLogQuery {
  action?: AuditAction;
  limit: number;
  offset: number;
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A target's current label, and whether it still exists. */
interface TargetLabel {
  name: string;
  exists: boolean;
}

/** Labels by id of one target type, in one query. */
type LabelLookup = (db: Db, ids: number[]) => Promise<Map<number, TargetLabel>>;

const byId = (rows: { id: number; name: string }[]): Map<number, TargetLabel> => new Map(rows.map((r) => [r.id, { name: r.name, exists: true }]));

/**
 * How each target type with its own row is named now. A deleted member keeps a row named 'Former member',
 * so it is named but no longer exists. Types without a row (announcement, club) have no lookup.
 */
const LOOKUPS: Partial<Record<AuditTargetType, LabelLookup>> = {
  user: async (db, ids) => {
    const rows = await db.selectFrom('users').select(['id', 'name', 'deleted_at']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, { name: r.name, exists: r.deleted_at === null }]));
  },
  project: async (db, ids) => byId(await db.selectFrom('projects').select(['id', 'title as name']).where('id', 'in', ids).execute()),
  challenge: async (db, ids) => byId(await db.selectFrom('challenges').select(['id', 'title as name']).where('id', 'in', ids).execute()),
  chatbot_faq: async (db, ids) => byId(await db.selectFrom('chatbot_faq').select(['id', 'question as name']).where('id', 'in', ids).execute()),
  event: async (db, ids) => byId(await db.selectFrom('events').select(['id', 'title as name']).where('id', 'in', ids).execute()),
  product: async (db, ids) => byId(await db.selectFrom('products').select(['id', 'name']).where('id', 'in', ids).execute()),
  product_category: async (db, ids) => byId(await db.selectFrom('product_categories').select(['id', 'name']).where('id', 'in', ids).execute()),
  order: async (db, ids) => {
    const rows = await db.selectFrom('orders').select('id').where('id', 'in', ids).execute();
    return byId(rows.map((r) => ({ id: r.id, name: `Order #${r.id}` })));
  },
  coupon: async (db, ids) => byId(await db.selectFrom('coupons').select(['id', 'code as name']).where('id', 'in', ids).execute()),
  blog_post: async (db, ids) => byId(await db.selectFrom('blog_posts').select(['id', 'title as name']).where('id', 'in', ids).execute()),
  doc: async (db, ids) => byId(await db.selectFrom('doc_articles').select(['id', 'title as name']).where('id', 'in', ids).execute()),
  resource: async (db, ids) => byId(await db.selectFrom('resources').select(['id', 'title as name']).where('id', 'in', ids).execute()),
  course: async (db, ids) => byId(await db.selectFrom('courses').select(['id', 'title as name']).where('id', 'in', ids).execute()),
  chat_room: async (db, ids) => byId(await db.selectFrom('chat_rooms').select(['id', 'name']).where('id', 'in', ids).execute()),
  forum_category: async (db, ids) => byId(await db.selectFrom('forum_categories').select(['id', 'name']).where('id', 'in', ids).execute()),
  forum_thread: async (db, ids) => byId(await db.selectFrom('forum_threads').select(['id', 'title as name']).where('id', 'in', ids).execute()),
  forum_post: async (db, ids) => {
    const rows = await db.selectFrom('forum_posts').select('id').where('id', 'in', ids).execute();
    return byId(rows.map((r) => ({ id: r.id, name: `Post #${r.id}` })));
  },
  roadmap_item: async (db, ids) => byId(await db.selectFrom('roadmap_items').select(['id', 'title as name']).where('id', 'in', ids).execute()),
  webhook: async (db, ids) => {
    const rows = await db.selectFrom('integration_webhooks').select(['id', 'target']).where('id', 'in', ids).execute();
    return byId(rows.map((r) => ({ id: r.id, name: `${r.target === 'slack' ? 'Slack' : 'Discord'} webhook` })));
  },
};

/**
 * The current label of every target of some entries: one query per target type present.
 * @returns labels keyed by `type:id`; a missing key means the target is gone
 */
async function resolveTargets(db: Db, entries: { target_type: AuditTargetType; target_id: number | null }[]): Promise<Map<string, TargetLabel>> {
  const idsByType = new Map<AuditTargetType, Set<number>>();
  for (const e of entries) {
    if (e.target_id === null || !LOOKUPS[e.target_type]) continue;
    const ids = idsByType.get(e.target_type) ?? new Set<number>();
    ids.add(e.target_id);
    idsByType.set(e.target_type, ids);
  }
  const labels = new Map<string, TargetLabel>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const found = await (LOOKUPS[type] as LabelLookup)(db, [...ids]);
      for (const [id, label] of found) labels.set(`${type}:${id}`, label);
    }),
  );
  return labels;
}

/**
 * A page of the audit log, newest first, with each actor's name (null once the actor is deleted), the target's
 * current name (`target_name`, see {@link LOOKUPS}; null once deleted) and whether it still exists (`target_exists`).
 * Targets are resolved in one query per target type on the page.
 * @returns items and the total matching
 */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<{ items: AuditEntry[]; total: number }> {
  let base = db.selectFrom('audit_log as a');
  if (query.action) base = base.where('a.action', '=', query.action);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select([
        'a.id',
        'a.action',
        'a.target_type',
        'a.target_id',
        'a.details',
        'a.created_at',
        'a.actor_id',
        'u.name as actor_name',
        'u.username as actor_username',
        'u.deleted_at as actor_deleted_at',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const targets = await resolveTargets(db, rows);
  return {
    items: rows.map((r) => {
      const target = r.target_id === null ? undefined : targets.get(`${r.target_type}:${r.target_id}`);
      return {
        id: r.id,
        action: r.action,
        target_type: r.target_type,
        target_id: r.target_id,
        target_name: target?.name ?? null,
        target_exists: r.target_id === null || target?.exists === true,
        details: parseDetails(r.details),
        created_at: r.created_at,
        // A deleted member (SPEC §2 Your data) acts as 'Former member', with no username.
        actor:
          r.actor_id !== null && r.actor_name !== null
            ? { id: r.actor_id, name: r.actor_name, username: r.actor_deleted_at === null ? (r.actor_username ?? '') : '' }
            : null,
      };
    }),
    total: Number(count.n),
  };
}
