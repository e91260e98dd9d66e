import type { AccountProjectChoice } from '@esdc/core/account-data';
import type { Transaction } from 'kysely';
import type { Engine } from '../../db/client.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit-log.ts';
import type { Eraser } from './account-data-entry.ts';

/** Personal values shorter than this are not scrubbed from free text (they would match unrelated words). */
const MIN_SCRUBBED_LENGTH = 3;

/** What {@link eraseAccount} needs. */
export interface AccountErasure {
  userId: number;
  projects: AccountProjectChoice;
  /** Who deletes: the member themself ('self') or an admin from /admin. */
  via: 'self' | 'admin';
  /** The acting user's id (the member themself for 'self'). */
  actorId: number;
  now: Date;
  /** The database engine (for row locks an eraser takes, e.g. on events whose seats it frees). */
  engine: Engine;
  /** Every feature's part of a deletion, in order (the app's account-data registry, `ctx.accountData.erasers`). */
  erasers: readonly Eraser[];
}

/**
 * Deletes an account inside the caller's transaction (SPEC §2 Your data): runs every eraser of the registry (sessions,
 * projects, likes, contributions, submissions, game scores, ledger reasons and audit
 * details that name the member, then the tombstone), then records one `user.deleted` audit entry with the user id
 * as target and only `{ via, projects }` as details. The caller checks who may delete (password, last admin) and
 * locks the row first.
 * @returns the stored media objects (uploaded images' files) to delete once the transaction has committed
 * @throws AppError 404 'User not found' when the user is missing or already deleted; nothing is written then
 */
export async function eraseAccount(trx: Transaction<DB>, erasure: AccountErasure): Promise<string[]> {
  const user = await trx
    .selectFrom('users')
    .select(['name', 'username', 'email', 'github_username', 'bio', 'location', 'company', 'blog', 'avatar_url', 'suspension_reason', 'deleted_at'])
    .where('id', '=', erasure.userId)
    .executeTakeFirst();
  if (!user || user.deleted_at !== null) throw notFound('User not found');
  const personalValues = [
    user.name,
    user.username,
    user.email,
    user.github_username,
    user.bio,
    user.location,
    user.company,
    user.blog,
    user.avatar_url,
    user.suspension_reason,
  ]
    .filter((v): v is string => typeof v === 'string' && v.trim().length >= MIN_SCRUBBED_LENGTH)
    .map((v) => v.trim());
  const subject = {
    userId: erasure.userId,
    projects: erasure.projects,
    now: erasure.now,
    engine: erasure.engine,
    personalValues,
    mediaObjects: [] as string[],
  };
  for (const eraser of erasure.erasers) await eraser.erase(trx, subject);
  await recordAudit(trx, {
    actorId: erasure.actorId,
    action: 'user.deleted',
    targetType: 'user',
    targetId: erasure.userId,
    details: { via: erasure.via, projects: erasure.projects },
    now: erasure.now,
  });
  return subject.mediaObjects;
}
