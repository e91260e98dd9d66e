import { CHALLENGE_MESSAGES, CHALLENGE_SUBMISSIONS_PER_MINUTE, type Challenge, type ChallengeListItem, type SubmissionResult } from '@esdc/core/challenge';
import { challengeListItemSchema, challengeSchema, submissionResultSchema, type ChallengeCreateInput } from '@esdc/core/challenge-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { SEED_CHALLENGES } from './seed.ts';
import { call, memberWith } from '../../test/api.ts';
import { CHALLENGE_KEYS } from '../../test/challenges.ts';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { isCorrectAnswer, matchesPattern } from './answer-check.ts';
import { submitAnswer } from './submission-service.ts';

/*
 * Challenges as members see and answer them (SPEC §2 Challenges, §4 Challenges; the contract:
 * /api/docs), through app.inject on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */

const body = (overrides: Partial<ChallengeCreateInput> = {}): ChallengeCreateInput => ({
  title: 'Blink Without Delay',
  description: 'Which **register** holds the value? Answer in hex.',
  category: 'C',
  difficulty: 'Easy',
  points: 50,
  answer: '0x3F',
  hints: ['Look at the datasheet'],
  visibility: 'public',
  ...overrides,
});

/** Creates a challenge through the admin API; returns its id. */
async function createChallenge(app: TestApp, overrides: Partial<ChallengeCreateInput> = {}): Promise<number> {
  const res = await call(app, 'POST', '/api/admin/challenges', await app.adminToken(), body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return envelope<{ id: number }>(res).data.id;
}

const submit = (app: TestApp, id: number, token: string | undefined, answer: unknown) =>
  call(app, 'POST', `/api/challenges/${id}/submissions`, token, { answer });

const userRow = (app: TestApp, id: number) =>
  app.db.selectFrom('users').select(['points', 'completed_challenges', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
const ledgerOf = (app: TestApp, userId: number) => app.db.selectFrom('points_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const submissionsOf = (app: TestApp, userId: number, challengeId: number) =>
  app.db.selectFrom('challenge_submissions').selectAll().where('user_id', '=', userId).where('challenge_id', '=', challengeId).orderBy('id').execute();
const solvesOf = (app: TestApp, userId: number, challengeId: number) =>
  app.db.selectFrom('challenge_solves').selectAll().where('user_id', '=', userId).where('challenge_id', '=', challengeId).execute();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CHALLENGE_SUBMISSIONS_PER_MINUTE: '1000' } });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/challenges', () => {
  let app: TestApp;
  const ids = {} as Record<'easy' | 'medium' | 'members' | 'hidden' | 'percent', number>;
  let member: Member;

  beforeAll(async () => {
    app = await createTestApp({ env: { CHALLENGE_SUBMISSIONS_PER_MINUTE: '1000' } });
    await app.db.deleteFrom('challenges').execute(); // a clean slate without the seeded twelve
    ids.medium = await createChallenge(app, { title: 'Voltage Divider Basics', category: 'Electronics', difficulty: 'Medium', points: 150, answer: '10k' });
    ids.easy = await createChallenge(app, { title: 'Volatile Flags', category: 'C', difficulty: 'Easy', points: 50, answer: 'volatile' });
    ids.members = await createChallenge(app, {
      title: 'CAN Arbitration',
      category: 'Protocols',
      difficulty: 'Medium',
      points: 150,
      answer: '0x658',
      visibility: 'members',
    });
    ids.hidden = await createChallenge(app, {
      title: 'Draft Hidden Puzzle',
      category: 'RTOS',
      difficulty: 'Hard',
      points: 300,
      answer: 'x',
      visibility: 'hidden',
    });
    ids.percent = await createChallenge(app, { title: 'Duty Cycle 100% Test', category: 'Microcontrollers', difficulty: 'Hard', points: 400, answer: '100' });
    member = await app.register();
  });
  afterAll(async () => {
    await app?.close();
  });

  const list = async (query = '', token?: string) => {
    const res = await call(app, 'GET', `/api/challenges${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<ChallengeListItem[]>(res) as ReturnType<typeof envelope<ChallengeListItem[]>> & {
      meta: { total: number; limit: number; offset: number; solved: number };
    };
  };

  it('signed out shows only public challenges, by points then id, with rendered descriptions and no answer data', async () => {
    const res = await list();
    expect(res.data.map((c) => c.id)).toEqual([ids.easy, ids.medium, ids.percent]);
    expect(res.meta).toEqual({ total: 3, limit: 50, offset: 0, solved: 0 });
    const first = res.data[0]!;
    expect(first).toEqual({
      id: ids.easy,
      title: 'Volatile Flags',
      description: 'Which **register** holds the value? Answer in hex.',
      description_html: '<p>Which <strong>register</strong> holds the value? Answer in hex.</p>',
      excerpt: 'Which register holds the value? Answer in hex.',
      category: 'C',
      difficulty: 'Easy',
      points: 50,
      hints: ['Look at the datasheet'],
      visibility: 'public',
      solve_count: 0,
      solved: false,
      solved_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    for (const field of ['answer', 'answer_hash', 'answer_salt', 'answer_pattern']) expect(JSON.stringify(res.data)).not.toContain(`"${field}"`);
  });

  it('signed in adds members-only challenges; hidden ones never appear', async () => {
    const res = await list('', member.token);
    expect(res.data.map((c) => c.id)).toEqual([ids.easy, ids.medium, ids.members, ids.percent]);
    expect(res.meta.total).toBe(4);
    const admin = await list('', await app.adminToken());
    expect(admin.data.map((c) => c.id)).not.toContain(ids.hidden);
  });

  it('filters by category, difficulty and text, and pages with a total', async () => {
    expect((await list('?category=Electronics', member.token)).data.map((c) => c.id)).toEqual([ids.medium]);
    expect((await list('?difficulty=Medium', member.token)).data.map((c) => c.id)).toEqual([ids.medium, ids.members]);
    expect((await list('?category=all&difficulty=', member.token)).meta.total).toBe(4);
    expect((await list('?q=VOLATILE', member.token)).data.map((c) => c.id)).toEqual([ids.easy]);
    expect((await list('?q=datasheet')).data).toEqual([]);
    expect((await list('?q=register')).meta.total).toBe(3); // descriptions are searched too
    expect((await list('?q=100%25', member.token)).data.map((c) => c.id)).toEqual([ids.percent]); // '%' is literal
    expect((await list('?q=can', member.token)).data.map((c) => c.id)).toEqual([ids.members]);
    expect((await list('?q=can')).data).toEqual([]); // members-only stays hidden from visitors, even by search
    const page = await list('?limit=2&offset=1', member.token);
    expect(page.data.map((c) => c.id)).toEqual([ids.medium, ids.members]);
    expect(page.meta).toMatchObject({ total: 4, limit: 2, offset: 1 });
  });

  it('refuses invalid filters with 400', async () => {
    for (const query of ['?status=done', '?category=Basket%20Weaving', '?difficulty=Impossible', '?limit=0', '?limit=101', '?offset=-1']) {
      const res = await call(app, 'GET', `/api/challenges${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(envelope(res).error?.code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers exactly the fields of its schema: every item the challenge, its excerpt and the viewer’s marks, never answer data', async () => {
    const res = await call(app, 'GET', '/api/challenges', member.token);
    const body = res.json() as Record<string, unknown> & { data: Record<string, unknown>[] };
    expect(Object.keys(body).sort()).toEqual(['data', 'meta', 'success']);
    expect(Object.keys(body.meta as object).sort()).toEqual(['limit', 'offset', 'solved', 'total']);
    const keys = [...CHALLENGE_KEYS, 'excerpt'].sort();
    expect(Object.keys(challengeListItemSchema.shape).sort()).toEqual(keys);
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data) expect(Object.keys(item).sort()).toEqual(keys);
    expect(res.body).not.toMatch(/answer|submission_count|email|password/);
  });

  it('derives each excerpt from the markdown on the server: headings, code and images dropped, link texts kept', async () => {
    const description =
      '## Setup\nThe **UART** receive interrupt sets a `flag` and [main](https://example.com) waits for it.\n```c\nwhile (!flag) {}\n```\n![scope](https://img.example/s.png)\n\nWhy?';
    const id = await createChallenge(app, { title: 'Excerpt Source', description, points: 999, answer: 'e' });
    const codeOnly = await createChallenge(app, { title: 'Only Code', description: '```c\nint x = 0;\n```', points: 1000, answer: 'c' });
    try {
      const items = (await list('?q=excerpt%20source')).data;
      expect(items.map((c) => [c.id, c.excerpt])).toEqual([[id, 'The UART receive interrupt sets a flag and main waits for it. Why?']]);
      expect(items[0]!.description).toBe(description); // the source stays, for whoever needs it
      const long = `${'word '.repeat(60)}end`;
      await call(app, 'PUT', `/api/admin/challenges/${id}`, await app.adminToken(), { description: long });
      const cut = (await list('?q=excerpt%20source')).data[0]!.excerpt;
      expect(cut).toBe(`${'word '.repeat(32).trim()}…`); // 160 characters, cut at a word, the edit seen at once
      expect((await list('?q=only%20code')).data[0]!.excerpt).toBe('');
    } finally {
      await app.db.deleteFrom('challenges').where('id', 'in', [id, codeOnly]).execute();
    }
  });

  it('marks solved challenges, filters by status and counts the viewer’s solves over all visible challenges', async () => {
    const solver = await app.register();
    app.clock.advance(1000);
    expect((await submit(app, ids.medium, solver.token, '10k')).statusCode).toBe(201);
    app.clock.advance(1000);
    expect((await submit(app, ids.members, solver.token, '0x658')).statusCode).toBe(201);
    const all = await list('', solver.token);
    expect(all.meta.solved).toBe(2);
    expect(all.data.filter((c) => c.solved).map((c) => c.id)).toEqual([ids.medium, ids.members]);
    const medium = all.data.find((c) => c.id === ids.medium)!;
    expect(medium.solved_at).toBe(new Date(app.clock.now().getTime() - 1000).toISOString());
    expect(medium.solve_count).toBe(1);

    const solved = await list('?status=solved', solver.token);
    expect(solved.data.map((c) => c.id)).toEqual([ids.members, ids.medium]); // newest solve first
    expect(solved.meta).toMatchObject({ total: 2, solved: 2 });
    const unsolved = await list('?status=unsolved', solver.token);
    expect(unsolved.data.map((c) => c.id)).toEqual([ids.easy, ids.percent]);
    expect(unsolved.meta).toMatchObject({ total: 2, solved: 2 });
    // meta.solved ignores the filters
    expect((await list('?category=C', solver.token)).meta.solved).toBe(2);

    // Others see the solve count but not the solver's marks; signed out, 'solved' is empty and members-only solves are not counted.
    const other = await list('', member.token);
    expect(other.data.find((c) => c.id === ids.medium)).toMatchObject({ solved: false, solved_at: null, solve_count: 1 });
    expect(other.meta.solved).toBe(0);
    expect((await list('?status=solved')).data).toEqual([]);
    expect((await list('?status=unsolved')).meta.total).toBe(3);
  });
});

describe('the contract in /api/docs', () => {
  it('declares the success answer of every challenge route, with the list item, the challenge and the result as components', async () => {
    const doc = (await call(t, 'GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const successes = (path: string, method: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {}).filter((s) => s.startsWith('2'));
    expect(successes('/api/challenges', 'get')).toEqual(['200']);
    expect(successes('/api/challenges/{id}', 'get')).toEqual(['200']);
    expect(successes('/api/challenges/{id}/submissions', 'post')).toEqual(['201']);
    expect(successes('/api/admin/challenges', 'get')).toEqual(['200']);
    expect(successes('/api/admin/challenges', 'post')).toEqual(['201']);
    for (const method of ['get', 'put', 'delete']) expect(successes('/api/admin/challenges/{id}', method), method).toEqual(['200']);
    const text = JSON.stringify(doc.paths);
    for (const id of ['ChallengeListItem', 'Challenge', 'SubmissionResult', 'AdminChallengeListItem', 'AdminChallenge'])
      expect(text).toContain(`#/components/schemas/${id}"`);
  });
});

describe('GET /api/challenges/:id', () => {
  let pub: number;
  let members: number;
  let hidden: number;
  let member: Member;
  beforeAll(async () => {
    pub = await createChallenge(t, { title: 'Detail Public' });
    members = await createChallenge(t, { title: 'Detail Members', visibility: 'members' });
    hidden = await createChallenge(t, { title: 'Detail Hidden', visibility: 'hidden' });
    member = await t.register();
  });

  it('shows a public challenge to anyone', async () => {
    const res = await call(t, 'GET', `/api/challenges/${pub}`);
    expect(res.statusCode).toBe(200);
    expect(envelope<Challenge>(res).data).toMatchObject({ id: pub, title: 'Detail Public', solved: false, visibility: 'public' });
    expect(res.body).not.toContain('answer');
  });

  it('answers exactly the fields of its schema (the challenge; no excerpt, no answer data)', async () => {
    const res = await call(t, 'GET', `/api/challenges/${pub}`, member.token);
    const data = envelope<Record<string, unknown>>(res).data;
    expect(Object.keys(challengeSchema.shape).sort()).toEqual([...CHALLENGE_KEYS].sort());
    expect(Object.keys(data).sort()).toEqual([...CHALLENGE_KEYS].sort());
    expect(data).toMatchObject({
      description_html: '<p>Which <strong>register</strong> holds the value? Answer in hex.</p>',
      hints: ['Look at the datasheet'],
    });
    expect(Object.keys(res.json() as object).sort()).toEqual(['data', 'success']);
  });

  it("asks signed-out visitors to sign in for a members' challenge", async () => {
    const res = await call(t, 'GET', `/api/challenges/${members}`);
    expect(res.statusCode).toBe(401);
    expect(envelope(res).message).toBe('Please sign in to view this challenge');
    expect((await call(t, 'GET', `/api/challenges/${members}`, member.token)).statusCode).toBe(200);
  });

  it('answers 404 for hidden and missing challenges, even to admins', async () => {
    for (const [id, token] of [
      [hidden, undefined],
      [hidden, member.token],
      [hidden, await t.adminToken()],
      [999_999, member.token],
    ] as const) {
      const res = await call(t, 'GET', `/api/challenges/${id}`, token);
      expect(res.statusCode).toBe(404);
      expect(envelope(res).message).toBe(CHALLENGE_MESSAGES.notFound);
    }
    expect((await call(t, 'GET', '/api/challenges/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/challenges/:id/submissions', () => {
  let id: number;
  const points = 120;
  beforeAll(async () => {
    id = await createChallenge(t, { title: 'Submission Target', points, answer: '0x3F' });
  });

  it('a wrong answer is recorded (normalised) and changes nothing else', async () => {
    const m = await t.register();
    const res = await submit(t, id, m.token, '  0X40   Hex ');
    expect(res.statusCode).toBe(201);
    expect(envelope<SubmissionResult>(res)).toMatchObject({
      success: true,
      message: CHALLENGE_MESSAGES.wrong,
      data: { correct: false, already_solved: false, points_awarded: 0, points: 0, completed_challenges: 0 },
    });
    expect(await submissionsOf(t, m.user.id, id)).toEqual([
      { id: expect.any(Number), challenge_id: id, user_id: m.user.id, correct: 0, answer: '0x40 hex', created_at: t.clock.now().toISOString() },
    ]);
    expect(await solvesOf(t, m.user.id, id)).toEqual([]);
    expect(await ledgerOf(t, m.user.id)).toEqual([]);
    expect(await userRow(t, m.user.id)).toMatchObject({ points: 0, completed_challenges: 0 });
  });

  it('the first correct answer adds the points through the ledger and 1 to completed challenges', async () => {
    const m = await t.register();
    const res = await submit(t, id, m.token, '0x3f');
    expect(res.statusCode).toBe(201);
    expect(envelope<SubmissionResult>(res)).toMatchObject({
      message: CHALLENGE_MESSAGES.correct(points),
      data: { correct: true, already_solved: false, points_awarded: points, points, completed_challenges: 1 },
    });
    expect(await userRow(t, m.user.id)).toMatchObject({ points, completed_challenges: 1 });
    const ledger = await ledgerOf(t, m.user.id);
    expect(ledger).toEqual([
      expect.objectContaining({
        delta: points,
        balance: points,
        reason: 'Solved challenge: Submission Target',
        source: 'challenge',
        actor_id: null,
        created_at: t.clock.now().toISOString(),
      }),
    ]);
    expect(await solvesOf(t, m.user.id, id)).toEqual([{ challenge_id: id, user_id: m.user.id, points, solved_at: t.clock.now().toISOString() }]);
    // The correct answer itself is not kept.
    expect(await submissionsOf(t, m.user.id, id)).toEqual([expect.objectContaining({ correct: 1, answer: null })]);
    const detail = envelope<Challenge>(await call(t, 'GET', `/api/challenges/${id}`, m.token)).data;
    expect(detail).toMatchObject({ solved: true, solved_at: t.clock.now().toISOString() });
  });

  it('answers exactly the fields of its schema: the result, with the message beside it', async () => {
    const m = await t.register();
    for (const answer of ['wrong', '0x3f']) {
      const res = await submit(t, id, m.token, answer);
      expect(res.statusCode).toBe(201);
      const body = res.json() as { data: Record<string, unknown> };
      expect(Object.keys(body).sort()).toEqual(['data', 'message', 'success']);
      expect(Object.keys(body.data).sort()).toEqual(['already_solved', 'completed_challenges', 'correct', 'points', 'points_awarded']);
      expect(Object.keys(submissionResultSchema.shape).sort()).toEqual(Object.keys(body.data).sort());
    }
  });

  it('a repeat correct answer says already solved and adds nothing; a later wrong one too', async () => {
    const m = await t.register();
    await submit(t, id, m.token, '0x3f');
    const again = await submit(t, id, m.token, '0X3F');
    expect(again.statusCode).toBe(201);
    expect(envelope<SubmissionResult>(again)).toMatchObject({
      message: CHALLENGE_MESSAGES.alreadySolved,
      data: { correct: true, already_solved: true, points_awarded: 0, points, completed_challenges: 1 },
    });
    const wrong = await submit(t, id, m.token, 'nope');
    expect(envelope<SubmissionResult>(wrong)).toMatchObject({
      message: CHALLENGE_MESSAGES.wrong,
      data: { correct: false, already_solved: true, points_awarded: 0, points, completed_challenges: 1 },
    });
    expect(await userRow(t, m.user.id)).toMatchObject({ points, completed_challenges: 1 });
    expect(await ledgerOf(t, m.user.id)).toHaveLength(1);
    expect(await solvesOf(t, m.user.id, id)).toHaveLength(1);
    expect((await submissionsOf(t, m.user.id, id)).map((s) => [s.correct, s.answer])).toEqual([
      [1, null],
      [1, null],
      [0, 'nope'],
    ]);
  });

  it('five identical correct answers at once award the points exactly once', async () => {
    const m = await t.register();
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(t, id, m.token, '0x3f')));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const data = results.map((r) => envelope<SubmissionResult>(r).data);
    expect(data.filter((d) => d.points_awarded === points && !d.already_solved)).toHaveLength(1);
    expect(data.filter((d) => d.already_solved && d.points_awarded === 0)).toHaveLength(4);
    expect(data.every((d) => d.correct && d.points === points && d.completed_challenges === 1)).toBe(true);
    expect(await userRow(t, m.user.id)).toMatchObject({ points, completed_challenges: 1 });
    expect(await ledgerOf(t, m.user.id)).toHaveLength(1);
    expect(await solvesOf(t, m.user.id, id)).toHaveLength(1);
    expect(await submissionsOf(t, m.user.id, id)).toHaveLength(5);
  });

  it('concurrent solves of different challenges by one member all count', async () => {
    const m = await t.register();
    const more = await Promise.all([1, 2, 3].map((n) => createChallenge(t, { title: `Parallel ${n}`, points: 10 * n, answer: `p${n}` })));
    await Promise.all(more.map((cid, i) => submit(t, cid, m.token, `p${i + 1}`)));
    expect(await userRow(t, m.user.id)).toMatchObject({ points: 60, completed_challenges: 3 });
    const ledger = await ledgerOf(t, m.user.id);
    expect(ledger.map((l) => l.delta).sort((a, b) => a - b)).toEqual([10, 20, 30]);
    expect(Math.max(...ledger.map((l) => l.balance))).toBe(60);
  });

  it('accepts answers whatever their case, spacing and Unicode width', async () => {
    const cid = await createChallenge(t, { title: 'Normalised', answer: '  Priority   Inheritance ' });
    for (const answer of ['priority inheritance', 'PRIORITY\tINHERITANCE', 'ｐｒｉｏｒｉｔｙ　ｉｎｈｅｒｉｔａｎｃｅ']) {
      const m = await t.register();
      expect(envelope<SubmissionResult>(await submit(t, cid, m.token, answer)).data.correct, answer).toBe(true);
    }
    const m = await t.register();
    expect(envelope<SubmissionResult>(await submit(t, cid, m.token, 'priorityinheritance')).data.correct).toBe(false);
  });

  it('accepts alternative spellings through the answer pattern, matched against the whole answer', async () => {
    const cid = await createChallenge(t, { title: 'Divider', answer: '10k', answer_pattern: '(?:10|10\\.0)\\s*k(?:ohm|Ω)?' });
    const check = async (answer: string) => {
      const m = await t.register();
      return envelope<SubmissionResult>(await submit(t, cid, m.token, answer)).data.correct;
    };
    for (const answer of ['10k', '10.0 kOhm', '10 kΩ', '10 KΩ', '10K']) expect(await check(answer), answer).toBe(true);
    for (const answer of ['100k', 'x10k', '10k!', '1.0k', '10 k ohm']) expect(await check(answer), answer).toBe(false);
  });

  it('a pattern that backtracks catastrophically counts as no match instead of stalling the server', async () => {
    const cid = await createChallenge(t, { title: 'Careless Pattern', answer: 'right', answer_pattern: '(a+)+b' });
    const m = await t.register();
    const started = performance.now();
    const res = await submit(t, cid, m.token, 'a'.repeat(40));
    expect(envelope<SubmissionResult>(res).data.correct).toBe(false);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(envelope<SubmissionResult>(await submit(t, cid, m.token, 'aab')).data.correct).toBe(true);
    expect(envelope<SubmissionResult>(await submit(t, cid, m.token, 'RIGHT')).data.correct).toBe(true);
  });

  it('answers 401 signed out and changes nothing', async () => {
    const before = await t.count('challenge_submissions');
    const res = await submit(t, id, undefined, '0x3f');
    expect(res.statusCode).toBe(401);
    expect(envelope(res).error?.code).toBe('UNAUTHORIZED');
    expect(await t.count('challenge_submissions')).toBe(before);
  });

  it("answers 403 'Only active users may take part in challenges' to a pending account and records nothing", async () => {
    const pending = await memberWith(t, 'user', 'pending');
    const res = await submit(t, id, pending.token, '0x3f');
    expect(res.statusCode).toBe(403);
    expect(envelope(res)).toMatchObject({ message: CHALLENGE_MESSAGES.inactive, error: { code: 'FORBIDDEN' } });
    expect(await submissionsOf(t, pending.user.id, id)).toEqual([]);
    expect(await userRow(t, pending.user.id)).toMatchObject({ points: 0, completed_challenges: 0 });
  });

  it('inactive and suspended accounts are refused too: their tokens get 401, and the service says 403', async () => {
    for (const status of ['inactive', 'suspended'] as const) {
      const m = await memberWith(t, 'user', status);
      expect((await submit(t, id, m.token, '0x3f')).statusCode).toBe(401);
      await expect(submitAnswer(t.database, { challengeId: id, userId: m.user.id, answer: '0x3f', now: t.clock.now() })).rejects.toMatchObject({
        statusCode: 403,
        message: CHALLENGE_MESSAGES.inactive,
      });
      expect(await submissionsOf(t, m.user.id, id)).toEqual([]);
      expect(await userRow(t, m.user.id)).toMatchObject({ points: 0, completed_challenges: 0 });
    }
  });

  it('answers 404 for hidden and missing challenges and records nothing', async () => {
    const hidden = await createChallenge(t, { title: 'Hidden Target', visibility: 'hidden', answer: 'h' });
    const m = await t.register();
    for (const cid of [hidden, 987_654]) {
      const res = await submit(t, cid, m.token, 'h');
      expect(res.statusCode).toBe(404);
      expect(envelope(res).message).toBe(CHALLENGE_MESSAGES.notFound);
    }
    expect(await t.db.selectFrom('challenge_submissions').select('id').where('user_id', '=', m.user.id).execute()).toEqual([]);
  });

  it("members-only challenges take members' answers", async () => {
    const cid = await createChallenge(t, { title: 'Members Target', visibility: 'members', answer: 'm', points: 5 });
    const m = await t.register();
    expect(envelope<SubmissionResult>(await submit(t, cid, m.token, 'M')).data).toMatchObject({ correct: true, points_awarded: 5 });
  });

  it('validates the answer: required, at most 200 characters', async () => {
    const m = await t.register();
    for (const [answer, message] of [
      ['', CHALLENGE_MESSAGES.answerRequired],
      ['   ', CHALLENGE_MESSAGES.answerRequired],
      [undefined, CHALLENGE_MESSAGES.answerRequired],
      ['x'.repeat(201), 'Answer must be at most 200 characters long'],
    ] as const) {
      const res = await call(t, 'POST', `/api/challenges/${id}/submissions`, m.token, answer === undefined ? {} : { answer });
      expect(res.statusCode).toBe(400);
      expect(envelope(res)).toMatchObject({ message, error: { code: 'VALIDATION_ERROR', details: [{ path: 'answer', message }] } });
    }
    expect(await submissionsOf(t, m.user.id, id)).toEqual([]);
  });

  it('every seeded challenge accepts its own answer', async () => {
    const seeded = await t.db.selectFrom('challenges').select(['id', 'title', 'points']).where('created_by', 'is', null).execute();
    expect(seeded).toHaveLength(SEED_CHALLENGES.length);
    const m = await t.register();
    let total = 0;
    for (const c of SEED_CHALLENGES) {
      const row = seeded.find((s) => s.title === c.title)!;
      const data = envelope<SubmissionResult>(await submit(t, row.id, m.token, c.answer.toUpperCase())).data;
      expect(data, c.title).toMatchObject({ correct: true, points_awarded: c.points });
      total += c.points;
    }
    expect(await userRow(t, m.user.id)).toMatchObject({ points: total, completed_challenges: SEED_CHALLENGES.length });
  });
});

describe('submission rate limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { CHALLENGE_SUBMISSIONS_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('defaults to the core constant', () => {
    expect(loadConfig({}).CHALLENGE_SUBMISSIONS_PER_MINUTE).toBe(CHALLENGE_SUBMISSIONS_PER_MINUTE);
    expect(CHALLENGE_SUBMISSIONS_PER_MINUTE).toBe(10);
  });

  it('answers 429 beyond the limit per member, over all challenges, and records nothing more', async () => {
    const a = await createChallenge(app, { title: 'Limit A', answer: 'a' });
    const b = await createChallenge(app, { title: 'Limit B', answer: 'b' });
    const m = await app.register();
    for (const [cid, answer] of [
      [a, 'wrong'],
      [b, 'wrong'],
      [a, 'also wrong'],
    ] as const) {
      expect((await submit(app, cid, m.token, answer)).statusCode).toBe(201);
    }
    const limited = await submit(app, b, m.token, 'b');
    expect(limited.statusCode).toBe(429);
    expect(envelope(limited)).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many requests\. Please try again in /),
      error: { code: 'RATE_LIMITED' },
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Worded by the one rate-limit builder, like every other 429: the wait in the same whole seconds as Retry-After.
    expect(envelope(limited).message).toMatch(new RegExp(`^Too many requests\\. Please try again in ${Number(limited.headers['retry-after'])} seconds?\\.$`));
    expect(await app.db.selectFrom('challenge_submissions').select('id').where('user_id', '=', m.user.id).execute()).toHaveLength(3);
    expect(await userRow(app, m.user.id)).toMatchObject({ points: 0 });

    // Another member has their own allowance.
    const other = await app.register();
    expect((await submit(app, b, other.token, 'b')).statusCode).toBe(201);
  });
});

describe('answer check', () => {
  it('matches a pattern against the whole normalised answer, case-insensitively', () => {
    expect(matchesPattern('0x[0-9a-f]{2}', '0x3f')).toBe(true);
    expect(matchesPattern('0x[0-9a-f]{2}', '0X3F')).toBe(true);
    expect(matchesPattern('0x[0-9a-f]{2}', '0x3f0')).toBe(false);
    expect(matchesPattern('a|b', 'ab')).toBe(false); // alternation stays inside the anchors
    expect(matchesPattern('(', 'x')).toBe(false); // an invalid pattern never matches
    expect(matchesPattern('.*', 'x'.repeat(201))).toBe(false); // longer than any answer
  });

  it('runs a pattern in linear time (RE2; more in answer-patterns.test.ts)', () => {
    expect(matchesPattern('(a+)+b', 'a'.repeat(200))).toBe(false);
  });

  it('checks the salted hash in constant time and falls back to the pattern', () => {
    const stored = { answer_hash: '00', answer_salt: 'ab', answer_pattern: null };
    expect(isCorrectAnswer(stored, 'anything')).toBe(false); // a malformed hash never matches
    expect(isCorrectAnswer({ ...stored, answer_pattern: 'any.*' }, 'Anything')).toBe(true);
  });
});
