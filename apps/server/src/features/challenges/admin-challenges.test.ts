import type { AuditEntry } from '@esdc/core/admin-user-schemas';
import { CHALLENGE_MESSAGES, normalizeAnswer, type AdminChallenge, type AdminChallengeListItem, type SubmissionResult } from '@esdc/core/challenge';
import { adminChallengeListItemSchema, adminChallengeSchema, type ChallengeCreateInput } from '@esdc/core/challenge-schemas';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ApiMethod } from '../../test/api.ts';
import { ADMIN_CHALLENGE_KEYS } from '../../test/challenges.ts';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';

/*
 * The admin panel's Challenges tab API (SPEC §2 Challenges; the contract: /api/docs):
 * active admins list, create, edit and delete challenges, with solve and submission counts and audit entries.
 */

const body = (overrides: Partial<ChallengeCreateInput> = {}): ChallengeCreateInput => ({
  title: 'SPI Mode Puzzle',
  description: 'The clock idles high and data is sampled on the rising edge. Which SPI mode is it?',
  category: 'Protocols',
  difficulty: 'Medium',
  points: 150,
  answer: '3',
  answer_pattern: 'mode\\s*3',
  hints: ['CPOL is the idle level', 'CPHA picks the edge'],
  visibility: 'public',
  ...overrides,
});

let t: TestApp;
let admin: string;
let member: Member;

beforeAll(async () => {
  t = await createTestApp({ env: { CHALLENGE_SUBMISSIONS_PER_MINUTE: '1000' } });
  admin = await t.adminToken();
  member = await t.register();
});
afterAll(async () => {
  await t?.close();
});

const create = async (overrides: Partial<ChallengeCreateInput> = {}) => {
  const res = await call(t, 'POST', '/api/admin/challenges', admin, body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return envelope<AdminChallenge>(res).data;
};
const submit2 = (app: TestApp, id: number, token: string, answer: string) => call(app, 'POST', `/api/challenges/${id}/submissions`, token, { answer });
const submit = (id: number, token: string, answer: string) => submit2(t, id, token, answer);
const auditOf = (id: number) =>
  t.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'challenge').where('target_id', '=', id).orderBy('id').execute();
const storedRow = (id: number) => t.db.selectFrom('challenges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('who may use the admin challenge API', () => {
  const routes: [ApiMethod, string, unknown?][] = [
    ['GET', '/api/admin/challenges'],
    ['GET', '/api/admin/challenges/1'],
    ['POST', '/api/admin/challenges', body()],
    ['PUT', '/api/admin/challenges/1', { title: 'Changed title' }],
    ['DELETE', '/api/admin/challenges/1'],
  ];

  it.each(routes)('%s %s: 401 signed out, 403 for members, moderators and pending admins', async (method, url, payload) => {
    const before = await t.count('challenges');
    expect((await call(t, method, url, undefined, payload)).statusCode).toBe(401);
    const moderator = await t.register();
    await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', moderator.user.id).execute();
    const pendingAdmin = await t.register();
    await t.db.updateTable('users').set({ role: 'admin', status: 'pending' }).where('id', '=', pendingAdmin.user.id).execute();
    for (const token of [member.token, moderator.token, pendingAdmin.token]) {
      const res = await call(t, method, url, token, payload);
      expect(res.statusCode).toBe(403);
      expect(envelope(res).error?.code).toBe('FORBIDDEN');
    }
    expect(await t.count('challenges')).toBe(before);
  });
});

describe('POST /api/admin/challenges', () => {
  it('creates a challenge, stores only a salted hash of the normalised answer and records challenge.created', async () => {
    const res = await call(t, 'POST', '/api/admin/challenges', admin, body({ title: '  Created Here  ', answer: '  Mode   THREE ' }));
    expect(res.statusCode).toBe(201);
    const created = envelope<AdminChallenge>(res);
    expect(created.message).toBe('Challenge created successfully');
    expect(Object.keys(res.json() as object).sort()).toEqual(['data', 'message', 'success']);
    expect(created.data).toEqual({
      id: expect.any(Number),
      title: 'Created Here',
      description: body().description,
      description_html: `<p>${body().description}</p>`,
      category: 'Protocols',
      difficulty: 'Medium',
      points: 150,
      hints: ['CPOL is the idle level', 'CPHA picks the edge'],
      visibility: 'public',
      answer_pattern: 'mode\\s*3',
      solve_count: 0,
      submission_count: 0,
      solved: false,
      solved_at: null,
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    });
    expect(res.body).not.toMatch(/answer_hash|answer_salt|"answer"|three/i);

    const row = await storedRow(created.data.id);
    expect(row.answer_salt).toMatch(/^[0-9a-f]{32}$/);
    expect(row.answer_hash).toBe(
      createHash('sha256')
        .update(row.answer_salt + normalizeAnswer('mode three'))
        .digest('hex'),
    );
    expect(JSON.stringify(row)).not.toMatch(/three/i);
    const adminRow = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
    expect(row.created_by).toBe(adminRow.id);

    const audit = await auditOf(created.data.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'challenge.created', actor_id: adminRow.id, target_type: 'challenge' });
    expect(JSON.parse(audit[0]!.details)).toEqual({ title: 'Created Here', category: 'Protocols', difficulty: 'Medium', points: 150, visibility: 'public' });

    // Both the hashed answer and the pattern work.
    for (const answer of ['MODE THREE', 'mode 3', 'Mode3']) {
      const m = await t.register();
      expect(envelope<SubmissionResult>(await submit(created.data.id, m.token, answer)).data.correct, answer).toBe(true);
    }
  });

  it('gives each challenge its own salt, so equal answers have different hashes', async () => {
    const a = await storedRow((await create({ title: 'Salt One', answer: 'same' })).id);
    const b = await storedRow((await create({ title: 'Salt Two', answer: 'same' })).id);
    expect(a.answer_salt).not.toBe(b.answer_salt);
    expect(a.answer_hash).not.toBe(b.answer_hash);
  });

  it('defaults hints to none, visibility to public and the pattern to null', async () => {
    const { hints: _h, visibility: _v, answer_pattern: _p, ...minimal } = body({ title: 'Minimal Challenge' });
    const res = await call(t, 'POST', '/api/admin/challenges', admin, minimal);
    expect(res.statusCode).toBe(201);
    expect(envelope<AdminChallenge>(res).data).toMatchObject({ hints: [], visibility: 'public', answer_pattern: null });
  });

  it.each([
    ['title', undefined, 'Challenge title is required'],
    ['title', '   ', 'Challenge title is required'],
    ['title', 'ab', 'Title must be at least 3 characters long'],
    ['title', 'x'.repeat(121), 'Title must be at most 120 characters long'],
    ['description', undefined, 'Challenge description is required'],
    ['description', 'too short', 'Description must be at least 10 characters long'],
    ['category', 'Basket Weaving', 'Invalid challenge category'],
    ['difficulty', 'Impossible', 'Invalid challenge difficulty'],
    ['visibility', 'secret', 'Invalid challenge visibility'],
    ['points', 0, 'Points must be between 1 and 1000'],
    ['points', 1001, 'Points must be between 1 and 1000'],
    ['points', 1.5, 'Points must be a whole number'],
    ['points', 'lots', 'Points must be a number'],
    ['answer', undefined, 'Answer is required'],
    ['answer', '  ', 'Answer is required'],
    ['answer', 'x'.repeat(201), 'Answer must be at most 200 characters long'],
    ['answer_pattern', '(unclosed', 'Answer pattern is not a valid regular expression'],
    ['answer_pattern', 'x'.repeat(201), 'Answer pattern must be at most 200 characters long'],
    ['hints', ['one', '  '], 'Hints cannot be empty'],
    ['hints', ['1', '2', '3', '4', '5', '6'], 'At most 5 hints'],
    ['hints', 'not a list', 'Hints must be a list of texts'],
  ])('refuses %s = %j with %j and creates nothing', async (field, value, message) => {
    const before = await t.count('challenges');
    const payload: Record<string, unknown> = { ...body({ title: 'Validation Case' }) };
    if (value === undefined) delete payload[field];
    else payload[field] = value;
    const res = await call(t, 'POST', '/api/admin/challenges', admin, payload);
    expect(res.statusCode).toBe(400);
    const failure = envelope(res);
    expect(failure.error?.code).toBe('VALIDATION_ERROR');
    expect(failure.error?.details).toContainEqual({ path: expect.stringMatching(new RegExp(`^${field}`)), message });
    expect(await t.count('challenges')).toBe(before);
  });
});

describe('GET /api/admin/challenges', () => {
  let ids: { pub: number; members: number; hidden: number };
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp({ env: { CHALLENGE_SUBMISSIONS_PER_MINUTE: '1000' } });
    await app.db.deleteFrom('challenges').execute();
    token = await app.adminToken();
    const make = async (overrides: Partial<ChallengeCreateInput>) => {
      app.clock.advance(1000);
      const res = await call(app, 'POST', '/api/admin/challenges', token, body(overrides));
      return envelope<AdminChallenge>(res).data.id;
    };
    ids = {
      pub: await make({ title: 'Listed Public', category: 'C', difficulty: 'Easy', points: 50, answer: 'p' }),
      members: await make({ title: 'Listed Members', category: 'RTOS', difficulty: 'Medium', answer: 'm', visibility: 'members' }),
      hidden: await make({ title: 'Listed Hidden Draft', category: 'RTOS', difficulty: 'Hard', points: 300, answer: 'h', visibility: 'hidden' }),
    };
  });
  afterAll(async () => {
    await app?.close();
  });

  const list = async (query = '') => {
    const res = await call(app, 'GET', `/api/admin/challenges${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<AdminChallengeListItem[]>(res);
  };

  it('lists every challenge, hidden ones too, newest first, with a total', async () => {
    const res = await list();
    expect(res.data.map((c) => c.id)).toEqual([ids.hidden, ids.members, ids.pub]);
    expect(res.meta).toEqual({ total: 3, limit: 50, offset: 0 });
    expect(JSON.stringify(res.data)).not.toMatch(/answer_hash|answer_salt/);
  });

  it('answers exactly the fields of the schemas: list items with their excerpt, one challenge without; never the answer', async () => {
    const listed = await call(app, 'GET', '/api/admin/challenges', token);
    const body = listed.json() as { data: Record<string, unknown>[]; meta: object };
    expect(Object.keys(body).sort()).toEqual(['data', 'meta', 'success']);
    expect(Object.keys(body.meta).sort()).toEqual(['limit', 'offset', 'total']);
    const itemKeys = [...ADMIN_CHALLENGE_KEYS, 'excerpt'].sort();
    expect(Object.keys(adminChallengeListItemSchema.shape).sort()).toEqual(itemKeys);
    expect(body.data).toHaveLength(3);
    for (const item of body.data) expect(Object.keys(item).sort()).toEqual(itemKeys);
    expect(body.data.find((c) => c.id === ids.pub)?.excerpt).toBe(body.data.find((c) => c.id === ids.pub)?.description); // plain text stays as it is

    const one = await call(app, 'GET', `/api/admin/challenges/${ids.pub}`, token);
    expect(Object.keys(envelope<object>(one).data).sort()).toEqual([...ADMIN_CHALLENGE_KEYS].sort());
    expect(Object.keys(adminChallengeSchema.shape).sort()).toEqual([...ADMIN_CHALLENGE_KEYS].sort());
    expect(listed.body + one.body).not.toMatch(/answer_hash|answer_salt|"answer"|email|password/);
  });

  it('filters by visibility, category, difficulty and text, and pages', async () => {
    expect((await list('?visibility=hidden')).data.map((c) => c.id)).toEqual([ids.hidden]);
    expect((await list('?visibility=all&category=')).meta?.total).toBe(3);
    expect((await list('?category=RTOS')).data.map((c) => c.id)).toEqual([ids.hidden, ids.members]);
    expect((await list('?difficulty=Easy')).data.map((c) => c.id)).toEqual([ids.pub]);
    expect((await list('?q=draft')).data.map((c) => c.id)).toEqual([ids.hidden]);
    expect((await list('?limit=1&offset=1')).data.map((c) => c.id)).toEqual([ids.members]);
    expect((await call(app, 'GET', '/api/admin/challenges?visibility=secret', token)).statusCode).toBe(400);
  });

  it('counts solves and submissions, right and wrong', async () => {
    const a = await app.register();
    const b = await app.register();
    await submit2(app, ids.pub, a.token, 'wrong');
    await submit2(app, ids.pub, a.token, 'p');
    await submit2(app, ids.pub, b.token, 'P');
    await submit2(app, ids.pub, b.token, 'p');
    await submit2(app, ids.members, b.token, 'nope');
    const res = await list();
    const counts = Object.fromEntries(res.data.map((c) => [c.id, [c.solve_count, c.submission_count]]));
    expect(counts).toEqual({ [ids.pub]: [2, 4], [ids.members]: [0, 1], [ids.hidden]: [0, 0] });
    const one = envelope<AdminChallenge>(await call(app, 'GET', `/api/admin/challenges/${ids.pub}`, token)).data;
    expect(one).toMatchObject({ solve_count: 2, submission_count: 4 });
  });

  it('shows one challenge whatever its visibility; 404 when missing', async () => {
    const hidden = await call(app, 'GET', `/api/admin/challenges/${ids.hidden}`, token);
    expect(hidden.statusCode).toBe(200);
    expect(envelope<AdminChallenge>(hidden).data).toMatchObject({ id: ids.hidden, visibility: 'hidden', answer_pattern: 'mode\\s*3' });
    const missing = await call(app, 'GET', '/api/admin/challenges/999999', token);
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe(CHALLENGE_MESSAGES.notFound);
  });
});

describe('PUT /api/admin/challenges/:id', () => {
  it('updates the fields sent, records challenge.updated with their names, and keeps the rest', async () => {
    const c = await create({ title: 'Before Update', answer: 'old' });
    t.clock.advance(60_000);
    const res = await call(t, 'PUT', `/api/admin/challenges/${c.id}`, admin, { title: 'After Update', points: 300, hints: [] });
    expect(res.statusCode).toBe(200);
    const updated = envelope<AdminChallenge>(res);
    expect(updated.message).toBe('Challenge updated successfully');
    expect(updated.data).toMatchObject({
      title: 'After Update',
      points: 300,
      hints: [],
      description: c.description,
      category: c.category,
      answer_pattern: c.answer_pattern,
      created_at: c.created_at,
      updated_at: t.clock.now().toISOString(),
    });
    expect(Object.keys(updated.data).sort()).toEqual([...ADMIN_CHALLENGE_KEYS].sort());
    const audit = await auditOf(c.id);
    expect(audit.map((a) => a.action)).toEqual(['challenge.created', 'challenge.updated']);
    expect(JSON.parse(audit[1]!.details)).toEqual({ title: 'After Update', fields: ['title', 'points', 'hints'] });
    // The answer was not sent, so the old one still works.
    expect(envelope<SubmissionResult>(await submit(c.id, (await t.register()).token, 'old')).data.correct).toBe(true);
  });

  it('a new answer replaces the old one (new salt); an empty one keeps it; a null pattern removes the pattern', async () => {
    const c = await create({ title: 'Answer Swap', answer: 'old answer', answer_pattern: 'legacy' });
    const before = await storedRow(c.id);
    await call(t, 'PUT', `/api/admin/challenges/${c.id}`, admin, { answer: '' });
    expect(await storedRow(c.id)).toMatchObject({ answer_hash: before.answer_hash, answer_salt: before.answer_salt });

    const res = await call(t, 'PUT', `/api/admin/challenges/${c.id}`, admin, { answer: 'New Answer', answer_pattern: null });
    expect(res.statusCode).toBe(200);
    expect(envelope<AdminChallenge>(res).data.answer_pattern).toBeNull();
    expect(res.body).not.toMatch(/new answer/i);
    const after = await storedRow(c.id);
    expect(after.answer_salt).not.toBe(before.answer_salt);
    const m = await t.register();
    for (const [answer, correct] of [
      ['old answer', false],
      ['legacy', false],
      ['new answer', true],
    ] as const) {
      expect(envelope<SubmissionResult>(await submit(c.id, m.token, answer)).data.correct, answer).toBe(correct);
    }
    const audit = await auditOf(c.id);
    expect(JSON.parse(audit.at(-1)!.details)).toEqual({ title: 'Answer Swap', fields: ['answer', 'answer_pattern'] });
  });

  it('hiding a challenge takes it out of the member API', async () => {
    const c = await create({ title: 'Soon Hidden', answer: 'x' });
    expect((await call(t, 'GET', `/api/challenges/${c.id}`)).statusCode).toBe(200);
    await call(t, 'PUT', `/api/admin/challenges/${c.id}`, admin, { visibility: 'hidden' });
    expect((await call(t, 'GET', `/api/challenges/${c.id}`)).statusCode).toBe(404);
    expect((await submit(c.id, member.token, 'x')).statusCode).toBe(404);
  });

  it('refuses invalid changes with the schema messages and changes nothing; 404 when missing', async () => {
    const c = await create({ title: 'Stays Put' });
    const before = await storedRow(c.id);
    for (const [payload, message] of [
      [{ title: 'ab' }, 'Title must be at least 3 characters long'],
      [{ points: -5 }, 'Points must be between 1 and 1000'],
      [{ answer_pattern: '[' }, 'Answer pattern is not a valid regular expression'],
      [{ category: 'Knitting' }, 'Invalid challenge category'],
    ] as const) {
      const res = await call(t, 'PUT', `/api/admin/challenges/${c.id}`, admin, payload);
      expect(res.statusCode).toBe(400);
      expect(envelope(res)).toMatchObject({ message, error: { code: 'VALIDATION_ERROR' } });
    }
    expect(await storedRow(c.id)).toEqual(before);
    expect(await auditOf(c.id)).toHaveLength(1);
    const missing = await call(t, 'PUT', '/api/admin/challenges/999999', admin, { title: 'Nobody Home' });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe(CHALLENGE_MESSAGES.notFound);
  });
});

describe('DELETE /api/admin/challenges/:id', () => {
  it('removes the challenge with its submissions and solves, keeps the points members earned, and records challenge.deleted', async () => {
    const c = await create({ title: 'Short Lived', answer: 'gone', points: 80 });
    const solver = await t.register();
    await submit(c.id, solver.token, 'wrong');
    await submit(c.id, solver.token, 'gone');
    const res = await call(t, 'DELETE', `/api/admin/challenges/${c.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(envelope(res)).toEqual({ success: true, data: null, message: 'Challenge deleted successfully' });

    expect(await t.db.selectFrom('challenges').select('id').where('id', '=', c.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('challenge_submissions').select('id').where('challenge_id', '=', c.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('challenge_solves').select('user_id').where('challenge_id', '=', c.id).execute()).toEqual([]);
    // The ledger is history: the points and the completed count stay.
    expect(await t.db.selectFrom('users').select(['points', 'completed_challenges']).where('id', '=', solver.user.id).executeTakeFirstOrThrow()).toEqual({
      points: 80,
      completed_challenges: 1,
    });
    expect(await t.db.selectFrom('points_ledger').select(['delta', 'reason']).where('user_id', '=', solver.user.id).execute()).toEqual([
      { delta: 80, reason: 'Solved challenge: Short Lived' },
    ]);

    const audit = await auditOf(c.id);
    expect(audit.map((a) => a.action)).toEqual(['challenge.created', 'challenge.deleted']);
    expect(JSON.parse(audit[1]!.details)).toEqual({ title: 'Short Lived', solve_count: 1, submission_count: 2 });

    const again = await call(t, 'DELETE', `/api/admin/challenges/${c.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/challenges/${c.id}`)).statusCode).toBe(404);
  });
});

describe('audit log', () => {
  it('lists challenge events and filters by them', async () => {
    const c = await create({ title: 'Audited Challenge' });
    const res = await call(t, 'GET', '/api/admin/audit-log?action=challenge.created', admin);
    expect(res.statusCode).toBe(200);
    const entries = envelope<AuditEntry[]>(res).data;
    expect(entries.every((e) => e.action === 'challenge.created' && e.target_type === 'challenge')).toBe(true);
    expect(entries[0]).toMatchObject({ target_id: c.id, details: { title: 'Audited Challenge' }, actor: { username: 'admin' } });
  });
});
