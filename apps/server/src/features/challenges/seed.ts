import { challengeCreateSchema, submissionSchema } from '@esdc/core/challenge-schemas';
import { timeframeStart } from '@esdc/core/leaderboard';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { engineOf } from '../../db/row-lock.ts';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { answerSecret } from './answer-check.ts';
import { submitInTransaction } from './submission-service.ts';
import { daysAgo, featureContentDir, loadContent, memberRef, oneOf } from '../../platform/seed-content.ts';

/*
 * The seeded challenges (SPEC §2 Challenges: "Seed a dozen real embedded-systems
 * challenges written by us"), loaded once per database whether or not demo content is on, and, with the demo
 * content, a realistic history of demo members solving them over the last ten weeks.
 */

/** This feature's content folder (./seed-content when run from source). */
const CONTENT = featureContentDir(import.meta.url, 'challenges');

/** Set once the challenges below are loaded (a database keeps what admins later change or delete). */
export const CHALLENGES_FLAG = 'seed_challenges_v1';
/** Set once the demo members' solves are loaded. */
export const DEMO_SOLVES_FLAG = 'seed_challenge_solves_v1';

/**
 * The twelve challenges (seed-content/challenges.json, descriptions in seed-content/challenges), written for the club, with
 * the fields an admin creates one with; the expected `answer` is hashed on the way in, never stored. Each answer was
 * worked out twice.
 */
export const SEED_CHALLENGES = loadContent('challenges.json', challengeCreateSchema, CONTENT).map((c) => ({ ...c, answer_pattern: c.answer_pattern ?? null }));

/**
 * One demo solve: who, which challenge (by title), when — `daysAgo` days before now, or `recent`, a share of the
 * time since the current week and month began — and the wrong answers tried before it, as members submit them.
 */
const demoSolveSchema = z
  .object({
    username: memberRef,
    challenge: oneOf(
      SEED_CHALLENGES.map((c) => c.title),
      'the title of a challenge of challenges.json',
    ),
    daysAgo: daysAgo.optional(),
    recent: z.number().min(0).max(1).optional(),
    wrong: z.array(submissionSchema.shape.answer).optional(),
  })
  .refine((s) => (s.daysAgo === undefined) !== (s.recent === undefined), 'Give either daysAgo or recent');

/**
 * The demo members' history (seed-content/challenge-solves.json), spread over the last ten weeks, with a few solves
 * in the current week and month so every leaderboard timeframe has entries.
 */
const DEMO_SOLVES = loadContent('challenge-solves.json', demoSolveSchema, CONTENT);

/**
 * Loads {@link SEED_CHALLENGES} once per database (flag {@link CHALLENGES_FLAG}), created twelve weeks before
 * `now`; a challenge whose title already exists is left alone.
 * @returns whether they were loaded on this run
 */
export async function seedChallenges(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flag = await db.selectFrom('app_settings').select('value').where('key', '=', CHALLENGES_FLAG).executeTakeFirst();
  if (flag) return false;
  const created = new Date(now.getTime() - 84 * 86_400_000);
  await db.transaction().execute(async (trx) => {
    const existing = new Set((await trx.selectFrom('challenges').select('title').execute()).map((c) => c.title));
    for (const [i, c] of SEED_CHALLENGES.entries()) {
      if (existing.has(c.title)) continue;
      const at = new Date(created.getTime() + i * 60_000).toISOString();
      await trx
        .insertInto('challenges')
        .values({
          title: c.title,
          description: c.description,
          category: c.category,
          difficulty: c.difficulty,
          points: c.points,
          ...answerSecret(c.answer),
          answer_pattern: c.answer_pattern,
          hints: JSON.stringify(c.hints),
          visibility: c.visibility,
          created_by: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    await trx.insertInto('app_settings').values({ key: CHALLENGES_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}

/**
 * Lets demo members solve seeded challenges (flag {@link DEMO_SOLVES_FLAG}), oldest first, through the same
 * code as `POST /api/challenges/{id}/submissions` with the solve's date as "now", so the ledger,
 * completed_challenges and the leaderboard's period totals agree. Solves of members or challenges that no
 * longer exist (or are hidden, or whose member is not active) are skipped. Runs only once the demo members
 * are loaded, so a database that got its demo content before challenges existed gets the solves too.
 * @returns whether the solves were loaded on this run
 */
export async function seedDemoSolves(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_SOLVES_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_SOLVES_FLAG)) return false;
  const engine = engineOf(db);
  const day = 86_400_000;
  const weekStart = timeframeStart('weekly', now)!.getTime();
  const monthStart = timeframeStart('monthly', now)!.getTime();
  const recentStart = Math.max(weekStart, monthStart);
  const at = (s: (typeof DEMO_SOLVES)[number]) =>
    new Date(s.daysAgo !== undefined ? now.getTime() - s.daysAgo * day : recentStart + s.recent! * (now.getTime() - recentStart));
  const ordered = DEMO_SOLVES.map((s) => ({ ...s, at: at(s) })).sort((a, b) => a.at.getTime() - b.at.getTime());

  await db.transaction().execute(async (trx) => {
    const users = await trx
      .selectFrom('users')
      .select(['id', 'username', 'status'])
      .where('username', 'in', [...new Set(DEMO_SOLVES.map((s) => s.username))])
      .execute();
    const userId = new Map(users.filter((u) => u.status === 'active').map((u) => [u.username, u.id]));
    const challenges = await trx.selectFrom('challenges').select(['id', 'title', 'visibility']).execute();
    const challengeId = new Map(challenges.filter((c) => c.visibility !== 'hidden').map((c) => [c.title, c.id]));
    for (const s of ordered) {
      const uid = userId.get(s.username);
      const cid = challengeId.get(s.challenge);
      if (uid === undefined || cid === undefined) continue;
      for (const [i, wrong] of (s.wrong ?? []).entries()) {
        await submitInTransaction(trx, engine, {
          challengeId: cid,
          userId: uid,
          answer: wrong,
          now: new Date(s.at.getTime() - (s.wrong!.length - i) * 90_000),
        });
      }
      const answer = SEED_CHALLENGES.find((c) => c.title === s.challenge)!.answer;
      await submitInTransaction(trx, engine, { challengeId: cid, userId: uid, answer, now: s.at });
    }
    await trx.insertInto('app_settings').values({ key: DEMO_SOLVES_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
