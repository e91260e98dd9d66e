import { CHALLENGE_MESSAGES, normalizeAnswer, type SubmissionResult } from '@esdc/core/challenge';
import { NOTIFICATION_TEXTS } from '@esdc/core/notification';
import type { Transaction } from 'kysely';
import type { Database, Engine } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { changePoints } from '../leaderboard/public.ts';
import { isCorrectAnswer } from './answer-check.ts';

/*
 * Answering a challenge (SPEC §2 Challenges; SPEC §4 Points: "Completing a
 * challenge adds 1 to completed count"; "Only active users may take part in challenges").
 */

/** One answer to check. */
export interface SubmissionInput {
  challengeId: number;
  userId: number;
  /** What the member typed (validated: 1–200 characters after trimming). */
  answer: string;
  now: Date;
}

/** What a submission did, and the message to show (CHALLENGE_MESSAGES). */
export interface Submission {
  result: SubmissionResult;
  message: string;
}

/**
 * Checks and records one answer inside the caller's transaction. Every answer is recorded in
 * `challenge_submissions` (a wrong one with its normalised text, a correct one without it). A correct answer
 * inserts the member's row in `challenge_solves`; only when that row is new are the challenge's points added
 * through the ledger (`changePoints`, source 'challenge') and 1 added to `completed_challenges`. The member's
 * row is locked first, so concurrent submissions of one member run one after another: a solve counts exactly
 * once (the solves primary key backs that up).
 * @param trx the open transaction
 * @param engine the database engine (for the row lock)
 * @returns the result and its message
 * @throws AppError 403 CHALLENGE_MESSAGES.inactive unless the member is active; 404 'Challenge not found'
 *   when the challenge is missing or hidden
 */
export async function submitInTransaction(trx: Transaction<DB>, engine: Engine, input: SubmissionInput): Promise<Submission> {
  const member = await forUpdate(trx.selectFrom('users').select(['id', 'status']).where('id', '=', input.userId), engine).executeTakeFirst();
  if (!member || member.status !== 'active') throw forbidden(CHALLENGE_MESSAGES.inactive);
  const challenge = await trx
    .selectFrom('challenges')
    .select(['id', 'title', 'points', 'visibility', 'answer_hash', 'answer_salt', 'answer_pattern'])
    .where('id', '=', input.challengeId)
    .executeTakeFirst();
  if (!challenge || challenge.visibility === 'hidden') throw notFound(CHALLENGE_MESSAGES.notFound);

  const correct = isCorrectAnswer(challenge, input.answer);
  const nowIso = input.now.toISOString();
  await trx
    .insertInto('challenge_submissions')
    .values({
      challenge_id: challenge.id,
      user_id: member.id,
      correct: correct ? 1 : 0,
      answer: correct ? null : normalizeAnswer(input.answer),
      created_at: nowIso,
    })
    .execute();

  let awarded = 0;
  let alreadySolved: boolean;
  if (correct) {
    const inserted = await trx
      .insertInto('challenge_solves')
      .values({ challenge_id: challenge.id, user_id: member.id, points: challenge.points, solved_at: nowIso })
      .onConflict((oc) => oc.columns(['challenge_id', 'user_id']).doNothing())
      .returning('challenge_id')
      .executeTakeFirst();
    alreadySolved = inserted === undefined;
    if (!alreadySolved) {
      await changePoints(trx, engine, {
        userId: member.id,
        change: { operation: 'add', amount: challenge.points },
        reason: `Solved challenge: ${challenge.title}`,
        source: 'challenge',
        actorId: null,
        now: input.now,
      });
      await trx
        .updateTable('users')
        .set((eb) => ({ completed_challenges: eb('completed_challenges', '+', 1) }))
        .where('id', '=', member.id)
        .execute();
      awarded = challenge.points;
      // SPEC §2 Notifications: the solver hears of the solve and its points, in the same transaction.
      const text = NOTIFICATION_TEXTS.challengeSolved(challenge.title, challenge.points);
      await notify(trx, engine, { userIds: [member.id], type: 'challenge_solved', ...text, link: `/challenges/${challenge.id}` }, input.now);
    }
  } else {
    const solve = await trx
      .selectFrom('challenge_solves')
      .select('user_id')
      .where('challenge_id', '=', challenge.id)
      .where('user_id', '=', member.id)
      .executeTakeFirst();
    alreadySolved = solve !== undefined;
  }

  const totals = await trx.selectFrom('users').select(['points', 'completed_challenges']).where('id', '=', member.id).executeTakeFirstOrThrow();
  const message = !correct ? CHALLENGE_MESSAGES.wrong : alreadySolved ? CHALLENGE_MESSAGES.alreadySolved : CHALLENGE_MESSAGES.correct(awarded);
  return {
    result: { correct, already_solved: alreadySolved, points_awarded: awarded, points: totals.points, completed_challenges: totals.completed_challenges },
    message,
  };
}

/**
 * Checks and records one answer in its own transaction (`POST /api/challenges/{id}/submissions`); see
 * {@link submitInTransaction} for the rules.
 * @throws AppError 403 CHALLENGE_MESSAGES.inactive; 404 'Challenge not found'
 */
export async function submitAnswer(database: Database, input: SubmissionInput): Promise<Submission> {
  return database.db.transaction().execute((trx) => submitInTransaction(trx, database.engine, input));
}
