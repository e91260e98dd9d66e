import type { AuditAction, AuditEntry, AuditTargetType } from '@esdc/core/admin-user-schemas';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

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

/**
 * A page of the audit log, newest first, with each actor's name (null once the actor is deleted) and the
 * target's current name (`target_name`: a user's name, a project's, challenge's or event's title, a product's name, a blog post's title; null once deleted).
 * @returns items and the total matching
 */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<{ items: AuditEntry[]; total: number }> {
  let base = db.selectFrom('audit_log as a');
  if (query.action) base = base.where('a.action', '=', query.action);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      // The target's current name, by its type (each join matches only rows of its own type).
      .leftJoin('users as tu', (join) => join.onRef('tu.id', '=', 'a.target_id').on('a.target_type', '=', 'user'))
      .leftJoin('projects as tp', (join) => join.onRef('tp.id', '=', 'a.target_id').on('a.target_type', '=', 'project'))
      .leftJoin('challenges as tc', (join) => join.onRef('tc.id', '=', 'a.target_id').on('a.target_type', '=', 'challenge'))
      .leftJoin('events as te', (join) => join.onRef('te.id', '=', 'a.target_id').on('a.target_type', '=', 'event'))
      .leftJoin('products as tpr', (join) => join.onRef('tpr.id', '=', 'a.target_id').on('a.target_type', '=', 'product'))
      .leftJoin('blog_posts as tb', (join) => join.onRef('tb.id', '=', 'a.target_id').on('a.target_type', '=', 'blog_post'))
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
      .select([
        'tu.name as target_user',
        'tp.title as target_project',
        'tc.title as target_challenge',
        'te.title as target_event',
        'tpr.name as target_product',
        'tb.title as target_blog_post',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      action: r.action,
      target_type: r.target_type,
      target_id: r.target_id,
      target_name: r.target_user ?? r.target_project ?? r.target_challenge ?? r.target_event ?? r.target_product ?? r.target_blog_post ?? null,
      details: parseDetails(r.details),
      created_at: r.created_at,
      // A deleted member (Issue 11 §5) acts as 'Former member', with no username.
      actor:
        r.actor_id !== null && r.actor_name !== null
          ? { id: r.actor_id, name: r.actor_name, username: r.actor_deleted_at === null ? (r.actor_username ?? '') : '' }
          : null,
    })),
    total: Number(count.n),
  };
}
