import type { ChallengeCreateInput } from '@esdc/core/challenge-schemas';
import type { ChallengeVisibility } from '@esdc/core/challenge';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../db/schema.ts';
import { envelope, type TestApp } from './harness.ts';

/**
 * A valid body for `POST /api/admin/challenges`: an Easy C challenge worth 50 points, answer '0x3F'.
 * @param overrides - any field to set instead
 */
export function testChallenge(overrides: Partial<ChallengeCreateInput> = {}): ChallengeCreateInput {
  return {
    title: 'Test Challenge',
    description: 'Which register holds the value? Answer in hex.',
    category: 'C',
    difficulty: 'Easy',
    points: 50,
    answer: '0x3F',
    ...overrides,
  };
}

/**
 * Creates a challenge through the admin API as the seeded admin and expects 201.
 * @returns the new challenge's id
 */
export async function createTestChallenge(app: TestApp, overrides: Partial<ChallengeCreateInput> = {}): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/challenges',
    headers: app.authHeader(await app.adminToken()),
    payload: testChallenge(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return envelope<{ id: number }>(res).data.id;
}

/** The fields of a challenge as members see it (what the web shows): never the answer, its hash or its salt. */
export const CHALLENGE_KEYS = [
  'id',
  'title',
  'description',
  'description_html',
  'category',
  'difficulty',
  'points',
  'hints',
  'visibility',
  'solve_count',
  'solved',
  'solved_at',
  'created_at',
  'updated_at',
] as const;

/** The fields of a challenge as admins see it (what the admin tab shows): the members' fields plus the answer pattern and the submission count. */
export const ADMIN_CHALLENGE_KEYS = [...CHALLENGE_KEYS, 'answer_pattern', 'submission_count'] as const;

/**
 * Writes a challenge straight into the database (no admin API, no audit entry): an Easy C challenge worth 50 points
 * that no answer solves (its hash and salt are placeholders), made by nobody.
 * @param nowIso - its creation time, ISO 8601
 * @returns the new challenge's id
 */
export async function insertTestChallenge(
  db: Kysely<DB>,
  fields: { title: string; description: string; visibility: ChallengeVisibility },
  nowIso: string,
): Promise<number> {
  const row = await db
    .insertInto('challenges')
    .values({
      ...fields,
      category: 'C',
      difficulty: 'Easy',
      points: 50,
      answer_hash: 'none',
      answer_salt: 'none',
      answer_pattern: null,
      created_by: null,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
