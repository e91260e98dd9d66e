import { CHALLENGE_MESSAGES, type ChallengeCategory, type ChallengeDifficulty, type ChallengeVisibility } from '@esdc/core/challenge';
import type { AdminChallenge, AdminChallengeListItem, ChallengeCreate, ChallengeUpdate } from '@esdc/core/challenge-schemas';
import type { Kysely, Updateable } from 'kysely';
import type { ChallengesTable, DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { answerPatternProblem, answerSecret } from './answer-check.ts';
import { challengeReads, descriptionExcerpt, filterChallenges, toChallenge } from './challenge-service.ts';
import type { Db } from '../../db/db.ts';

/*
 * The admin panel's Challenges tab (SPEC §2 Admin panel; SPEC §2 Challenges):
 * every challenge whatever its visibility, with how answers are checked (the pattern, never the answer's hash)
 * and its solve and submission counts; create, edit and delete, each recorded in the audit log.
 */

/** Filters of `GET /api/admin/challenges`. */
export interface AdminChallengeQuery {
  q?: string;
  category?: ChallengeCategory;
  difficulty?: ChallengeDifficulty;
  visibility?: ChallengeVisibility;
  limit: number;
  offset: number;
}

/** Admin reads: the member reads plus the answer pattern and the submission count. */
function adminReads(db: Db, adminId: number) {
  return challengeReads(db, adminId)
    .select('c.answer_pattern')
    .select((eb) =>
      eb
        .selectFrom('challenge_submissions as cm')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('cm.challenge_id', '=', 'c.id')
        .as('submission_count'),
    );
}

/** An admin read row: the member read row plus the answer pattern and the submission count. */
type AdminReadRow = Parameters<typeof toChallenge>[0] & { answer_pattern: string | null; submission_count: number | string | bigint | null };

async function toAdminChallenge(row: AdminReadRow): Promise<AdminChallenge> {
  return { ...(await toChallenge(row)), answer_pattern: row.answer_pattern, submission_count: Number(row.submission_count ?? 0) };
}

/** An item of the admin list: the admin's challenge and its plain-text excerpt. */
async function toAdminChallengeListItem(row: AdminReadRow): Promise<AdminChallengeListItem> {
  return { ...(await toAdminChallenge(row)), excerpt: await descriptionExcerpt(row.description) };
}

/**
 * Refuses an answer pattern that cannot be checked in linear time (RE2: no backreferences, lookahead or
 * lookbehind; not too large), in the shape of the schema's own refusals, so no stored pattern fails at check
 * time (SPEC §4 Concurrency).
 * @param pattern the validated pattern (null or undefined: none)
 * @throws AppError 400 'Answer pattern is not supported: …' / 'Answer pattern is too complex'
 */
function assertCheckablePattern(pattern: string | null | undefined): void {
  if (!pattern) return;
  const problem = answerPatternProblem(pattern);
  if (problem) throw badRequest(problem, [{ path: 'answer_pattern', message: problem }]);
}

/**
 * A page of all challenges, newest first, with counts and excerpts (`GET /api/admin/challenges`).
 * @param adminId the admin looking (their own solved marks are shown)
 * @returns items and the total matching
 */
export async function listAdminChallenges(db: Db, adminId: number, query: AdminChallengeQuery): Promise<{ items: AdminChallengeListItem[]; total: number }> {
  let base = filterChallenges(adminReads(db, adminId), query);
  if (query.visibility) base = base.where('c.visibility', '=', query.visibility);
  const [rows, count] = await Promise.all([
    base.orderBy('c.id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: await Promise.all(rows.map(toAdminChallengeListItem)), total: Number(count.n) };
}

/**
 * One challenge, whatever its visibility (`GET /api/admin/challenges/{id}`).
 * @throws AppError 404 'Challenge not found'
 */
export async function getAdminChallenge(db: Db, adminId: number, id: number): Promise<AdminChallenge> {
  const row = await adminReads(db, adminId).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(CHALLENGE_MESSAGES.notFound);
  return toAdminChallenge(row);
}

/**
 * Creates a challenge and records `challenge.created` (`POST /api/admin/challenges`). The expected answer
 * is stored only as a salted hash of its normalised form.
 * @param input the validated body (challengeCreateSchema)
 * @throws AppError 400 when the answer pattern cannot be checked in linear time (see answerPatternProblem)
 */
export async function createChallenge(db: Kysely<DB>, adminId: number, input: ChallengeCreate, now: Date): Promise<AdminChallenge> {
  assertCheckablePattern(input.answer_pattern);
  const nowIso = now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('challenges')
      .values({
        title: input.title,
        description: input.description,
        category: input.category,
        difficulty: input.difficulty,
        points: input.points,
        ...answerSecret(input.answer),
        answer_pattern: input.answer_pattern ?? null,
        hints: JSON.stringify(input.hints),
        visibility: input.visibility,
        created_by: adminId,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: adminId,
      action: 'challenge.created',
      targetType: 'challenge',
      targetId: row.id,
      details: { title: input.title, category: input.category, difficulty: input.difficulty, points: input.points, visibility: input.visibility },
      now,
    });
    return row.id;
  });
  return getAdminChallenge(db, adminId, id);
}

/**
 * Updates the fields sent and records `challenge.updated` with their names (`PUT /api/admin/challenges/{id}`).
 * A new `answer` gets a new salt and hash; an omitted or empty one keeps the stored answer; `answer_pattern`
 * null or empty removes the pattern. Points already awarded stay as they are.
 * @param input the validated body (challengeUpdateSchema)
 * @throws AppError 404 'Challenge not found'; 400 when the answer pattern cannot be checked in linear time
 */
export async function updateChallenge(db: Kysely<DB>, adminId: number, id: number, input: ChallengeUpdate, now: Date): Promise<AdminChallenge> {
  assertCheckablePattern(input.answer_pattern);
  const changes: Updateable<ChallengesTable> = { updated_at: now.toISOString() };
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) changes.description = input.description;
  if (input.category !== undefined) changes.category = input.category;
  if (input.difficulty !== undefined) changes.difficulty = input.difficulty;
  if (input.points !== undefined) changes.points = input.points;
  if (input.answer !== undefined) Object.assign(changes, answerSecret(input.answer));
  if (input.answer_pattern !== undefined) changes.answer_pattern = input.answer_pattern;
  if (input.hints !== undefined) changes.hints = JSON.stringify(input.hints);
  if (input.visibility !== undefined) changes.visibility = input.visibility;
  return db.transaction().execute(async (trx) => {
    // Existence is decided by the write itself, and the answer is read in the same transaction, so an edit
    // racing a deletion is either saved, recorded and returned, or refused with 404 and not recorded (SPEC §4 Concurrency).
    const updated = await trx.updateTable('challenges').set(changes).where('id', '=', id).returning('title').executeTakeFirst();
    if (!updated) throw notFound(CHALLENGE_MESSAGES.notFound);
    await recordAudit(trx, {
      actorId: adminId,
      action: 'challenge.updated',
      targetType: 'challenge',
      targetId: id,
      details: { title: updated.title, fields: Object.keys(input).filter((k) => input[k as keyof ChallengeUpdate] !== undefined) },
      now,
    });
    return getAdminChallenge(trx, adminId, id);
  });
}

/**
 * Deletes a challenge with its submissions and solves, and records `challenge.deleted` with its title and
 * counts (`DELETE /api/admin/challenges/{id}`). Points and completed challenges members earned from it stay:
 * the points ledger is history.
 * @throws AppError 404 'Challenge not found'
 */
export async function deleteChallenge(db: Kysely<DB>, adminId: number, id: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const challenge = await getAdminChallenge(trx, adminId, id);
    // Only the request that deleted the row succeeds: concurrent deletions all read it, the others delete
    // nothing and answer 404 without an audit entry (SPEC §4 Concurrency).
    const deleted = await trx.deleteFrom('challenges').where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound(CHALLENGE_MESSAGES.notFound);
    await recordAudit(trx, {
      actorId: adminId,
      action: 'challenge.deleted',
      targetType: 'challenge',
      targetId: id,
      details: { title: challenge.title, solve_count: challenge.solve_count, submission_count: challenge.submission_count },
      now,
    });
  });
}
