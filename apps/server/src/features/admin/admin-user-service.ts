import type { AdminCreateUser, AdminUpdateUser, AdminUser } from '@esdc/core/admin-user-schemas';
import { NOTIFICATION_TEXTS } from '@esdc/core/notification';
import type { UserRole, UserStatus } from '@esdc/core/user';
import { changeUserStatus, removesLastActiveAdmin, statusKeepsSessions, UserStatusError } from '@esdc/core/user-status';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB, UsersTable } from '../../db/schema.ts';
import { badRequest, forbidden, notFound, taken } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { recordAudit, type AuditRecord } from '../../platform/audit-log.ts';
import { queueVerificationMail, type LinkBase } from '../../platform/mail/account-emails.ts';
import type { MediaStorage } from '../../platform/media-storage.ts';
import { hashPassword } from '../../platform/password.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { changePoints } from '../leaderboard/public.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';
import { asTakenConflict, createAccount, findTakenFields, lockAdminsAndTarget, otherActiveAdmins, publicUserColumns, toPublicUser } from '../users/public.ts';
import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { eraseAccount } from '../../platform/account-data/erase-account.ts';
import type { Db } from '../../db/db.ts';

/** Who is acting: the signed-in admin and their session. */
export interface AdminActor {
  id: number;
  sid: string;
}

const adminUserColumns = [...publicUserColumns, 'suspension_reason'] as const;
type AdminUserRow = Pick<Selectable<UsersTable>, (typeof adminUserColumns)[number]>;

/** Maps a users row to the admin API's user: the public user plus the suspension reason. */
function toAdminUser(row: AdminUserRow): AdminUser {
  return { ...toPublicUser(row), suspension_reason: row.suspension_reason };
}

/** Filters of `GET /api/admin/users`. */
export interface AdminUserListQuery {
  q?: string;
  email?: string;
  username?: string;
  role?: UserRole;
  status?: UserStatus;
  limit: number;
  offset: number;
}

/**
 * A page of all users, newest first (SPEC §7 GET /api/admin/users: optional filters email, username).
 * `q` matches name, username or email (case-insensitive substring); `email` and `username` match exactly
 * (case-insensitive); `role` and `status` filter.
 * @returns items and the total matching
 */
export async function listAdminUsers(db: Db, query: AdminUserListQuery): Promise<{ items: AdminUser[]; total: number }> {
  // Deleted accounts (tombstones, SPEC §2 Your data) are no members: never listed.
  let base = db.selectFrom('users').where('deleted_at', 'is', null);
  if (query.q) {
    base = base.where(containsText(['name', 'username', 'email'], query.q));
  }
  if (query.email) base = base.where('email', '=', query.email.trim().toLowerCase());
  if (query.username) base = base.where(sql<string>`lower(username)`, '=', query.username.trim().toLowerCase());
  if (query.role) base = base.where('role', '=', query.role);
  if (query.status) base = base.where('status', '=', query.status);
  const [rows, count] = await Promise.all([
    base.select(adminUserColumns).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAdminUser), total: Number(count.n) };
}

/**
 * One user as the admin sees it.
 * @throws AppError 404 'User not found'
 */
export async function getAdminUser(db: Db, id: number): Promise<AdminUser> {
  const row = await db.selectFrom('users').select(adminUserColumns).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw notFound('User not found');
  return toAdminUser(row);
}

/**
 * Creates a user (SPEC §2 Admin panel Create, §5 Admin create-user form) and records `user.created`; the address is
 * unverified until the member opens the verification link queued in the same transaction (SPEC §2 Forgot password,
 * reset password, verify email).
 * @param links the site address for the link
 * @throws AppError 409 'Email already registered' (EMAIL_TAKEN) / 'Username already taken' (USERNAME_TAKEN) /
 *   'Validation failed: …' for both (CONFLICT, with details per field)
 */
export async function createAdminUser(db: Kysely<DB>, actor: AdminActor, input: AdminCreateUser, now: Date, links: LinkBase): Promise<AdminUser> {
  const id = await createAccount(db, { ...input, github_username: input.github_username ?? null }, { via: 'admin', actorId: actor.id }, now, {
    onCreated: (trx, newId) => queueVerificationMail(trx, links, { id: newId, name: input.name, email: input.email }, now),
  });
  return getAdminUser(db, id);
}

const PROFILE_FIELDS = ['name', 'username', 'email', 'github_username', 'bio', 'location', 'company'] as const;

/**
 * Updates a user as an admin (SPEC §4 User statuses, Points; §6 admin actions): profile fields, role,
 * status through the §4 transitions, password, points adjustment — all in one transaction, with an audit
 * entry per domain event (`user.updated`, `user.role_changed`, `user.activated`, `user.suspended`,
 * `user.deactivated`, `user.points_adjusted`). Suspending or deactivating revokes all the user's sessions;
 * setting a password revokes the user's sessions (except the acting admin's own current one).
 * @throws AppError 404 'User not found'; 400 'User is already active' / 'User is already suspended' /
 *   'Suspension reason is required' / 'Cannot remove the last active admin' / a points message;
 *   409 'Email already registered' (EMAIL_TAKEN) / 'Username already taken' (USERNAME_TAKEN) / both (CONFLICT,
 *   details per field). Nothing is written when it throws.
 */
export async function updateAdminUser(
  database: Database,
  actor: AdminActor,
  id: number,
  input: AdminUpdateUser,
  now: Date,
  links: LinkBase,
): Promise<AdminUser> {
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  const nowIso = now.toISOString();
  try {
    await database.db.transaction().execute(async (trx) => {
      const activeAdmins = input.role !== undefined || input.status !== undefined ? await lockAdminsAndTarget(trx, database.engine, id) : [];
      const current = await forUpdate(
        trx.selectFrom('users').select(adminUserColumns).where('id', '=', id).where('deleted_at', 'is', null),
        database.engine,
      ).executeTakeFirst();
      if (!current) throw notFound('User not found');
      const events: AuditRecord[] = [];
      const event = (action: AuditRecord['action'], details: Record<string, unknown>) =>
        events.push({ actorId: actor.id, action, targetType: 'user', targetId: id, details, now });
      const set: Updateable<UsersTable> = {};

      // Profile fields: only those sent and different (name, username and email are never null after parsing).
      const profile: Record<string, string | null> = {};
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const key of PROFILE_FIELDS) {
        const value = input[key];
        if (value === undefined || value === current[key]) continue;
        profile[key] = value;
        changes[key] = { from: current[key], to: value };
      }
      Object.assign(set, profile);
      const conflicts = await findTakenFields(
        trx,
        { email: 'email' in changes ? input.email : undefined, username: 'username' in changes ? input.username : undefined },
        id,
      );
      if (conflicts.length) throw taken(conflicts);
      if (passwordHash !== undefined) set.password_hash = passwordHash;
      // A new address is unverified until its owner opens the link sent to it (email verification).
      if ('email' in changes && input.email !== undefined) {
        set.email_verified_at = null;
        await queueVerificationMail(trx, links, { id, name: input.name ?? current.name, email: input.email }, now);
      }

      // Role.
      const role = input.role ?? current.role;
      if (role !== current.role) {
        set.role = role;
        event('user.role_changed', { from: current.role, to: role });
      }

      // Status through the SPEC §4 transitions.
      let status = current.status;
      if (input.status !== undefined) {
        let next;
        try {
          next = changeUserStatus(current.status, input.status, input.suspension_reason);
        } catch (error) {
          if (error instanceof UserStatusError) throw badRequest(error.message);
          throw error;
        }
        status = next.status;
        set.status = next.status;
        set.suspension_reason = next.suspension_reason;
        if (next.status === 'active') event('user.activated', { from: current.status });
        else if (next.status === 'suspended') event('user.suspended', { from: current.status, reason: next.suspension_reason });
        else if (next.status === 'inactive') event('user.deactivated', { from: current.status });
        else changes.status = { from: current.status, to: next.status };
      } else if (input.suspension_reason && current.status === 'suspended' && input.suspension_reason !== current.suspension_reason) {
        set.suspension_reason = input.suspension_reason;
        changes.suspension_reason = { from: current.suspension_reason, to: input.suspension_reason };
      }

      if (removesLastActiveAdmin(current, { role, status }, otherActiveAdmins(activeAdmins, id))) {
        throw badRequest('Cannot remove the last active admin');
      }

      const fields = Object.keys(changes);
      if (passwordHash !== undefined) fields.push('password');
      if (fields.length) event('user.updated', { fields, changes });

      if (Object.keys(set).length) {
        await trx
          .updateTable('users')
          .set({ ...set, updated_at: nowIso })
          .where('id', '=', id)
          .execute();
      }

      if (input.points_adjustment) {
        const adj = input.points_adjustment;
        const result = await changePoints(trx, database.engine, {
          userId: id,
          change: { operation: adj.operation, amount: adj.amount },
          reason: adj.reason,
          source: 'admin',
          actorId: actor.id,
          now,
        });
        event('user.points_adjusted', {
          operation: adj.operation,
          amount: adj.amount,
          reason: adj.reason,
          from: result.before,
          to: result.after,
          delta: result.delta,
        });
      }

      // SPEC §2 Notifications: the member hears of a role or status change made by an admin (not of their own).
      if (id !== actor.id) {
        const texts = [
          ...(role !== current.role ? [NOTIFICATION_TEXTS.roleChanged(role)] : []),
          ...(status !== current.status ? [NOTIFICATION_TEXTS.statusChanged(status)] : []),
        ];
        for (const text of texts) await notify(trx, database.engine, { userIds: [id], type: 'account_changed', ...text, link: '/profile' }, now);
      }

      if (!statusKeepsSessions(status) && status !== current.status) await revokeUserSessions(trx, id, now);
      else if (passwordHash !== undefined) await revokeUserSessions(trx, id, now, id === actor.id ? actor.sid : undefined);

      await recordAudit(trx, events);
    });
  } catch (error) {
    throw asTakenConflict(error);
  }
  return getAdminUser(database.db, id);
}

/**
 * Deletes a user (SPEC §2 Admin panel, §8 Delete user) through the same erasure as a member's own deletion
 * (SPEC §2 Your data, `platform/account-data/erase-account.ts`): sessions, projects (deleted, as before), likes,
 * contributions, submissions and game scores go, personal data is erased from the row and from earlier audit
 * entries, and the row stays as a 'Former member' tombstone so the points ledger and everyone's leaderboard
 * history stay consistent. Records one `user.deleted` with `{ via: 'admin', projects: 'delete' }`.
 * @throws AppError 403 'You cannot delete your own account' (checked first); 404 'User not found' (also for an
 *   already deleted account); 400 'Cannot delete the last active admin'. Nothing is written when it throws.
 * @param media where the member's uploaded images are stored (their files are deleted once the deletion has committed)
 * @param erasers every feature's part of a deletion, in order (`ctx.accountData.erasers`)
 */
export async function deleteAdminUser(
  database: Database,
  media: MediaStorage,
  erasers: readonly Eraser[],
  actor: AdminActor,
  id: number,
  now: Date,
): Promise<void> {
  // Refused before anything else: an admin's own row is never theirs to delete, last admin or not.
  if (id === actor.id) throw forbidden('You cannot delete your own account');
  const objects = await database.db.transaction().execute(async (trx) => {
    const activeAdmins = await lockAdminsAndTarget(trx, database.engine, id);
    const target = await forUpdate(
      trx.selectFrom('users').select(['id', 'role', 'status']).where('id', '=', id).where('deleted_at', 'is', null),
      database.engine,
    ).executeTakeFirst();
    if (!target) throw notFound('User not found');
    if (removesLastActiveAdmin(target, null, otherActiveAdmins(activeAdmins, id))) {
      throw badRequest('Cannot delete the last active admin');
    }
    return eraseAccount(trx, { userId: id, projects: 'delete', via: 'admin', actorId: actor.id, now, engine: database.engine, erasers });
  });
  await media.delete(objects);
}
