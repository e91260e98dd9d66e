import type { AuditAction } from '@esdc/core/admin-user-schemas';
import type { Project } from '@esdc/core/project';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './test/api.ts';
import { createTestChallenge } from './test/challenges.ts';
import { createTestEvent } from './test/events.ts';
import { createTestApp, envelope, uniqueSuffix, type Member, type TestApp, withTestApp } from './test/harness.ts';
import { insertTestCoupon, insertTestProduct } from './test/shop.ts';

/*
 * Read-check-write rules under concurrency (SPEC §4 Concurrency). Each test sends the same request (or competing
 * requests) 20 times at once through app.inject and checks that the rule held as if they had run one after
 * another: exactly the successes a serial order allows, the rule's own message for the rest, and a database in
 * a state a serial order can produce. On SQLite the transactions serialise; on PostgreSQL (READ COMMITTED,
 * TEST_DATABASE_URL) they really overlap, which is what these tests are for.
 */

/** An admin acting in a test: id and token. */
type Admin = { id: number; token: string };

/** How many requests each test sends at once. */
const N = 20;

/** Sends `n` requests at once. */
const burst = (n: number, send: (i: number) => Promise<LightMyRequestResponse>) => Promise.all(Array.from({ length: n }, (_, i) => send(i)));

/** Status codes with how often each occurred, e.g. { 200: 1, 400: 19 }. */
function tally(results: LightMyRequestResponse[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of results) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
}

/** The messages of the responses that were not 2xx, distinct. */
const failureMessages = (results: LightMyRequestResponse[]) => [...new Set(results.filter((r) => r.statusCode >= 300).map((r) => envelope(r).message))];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CHALLENGE_SUBMISSIONS_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t?.close();
});

async function createProject(token: string, overrides: Record<string, unknown> = {}): Promise<Project> {
  const res = await call(t, 'POST', '/api/projects', token, {
    title: `Race project ${uniqueSuffix()}`,
    description: 'A project that many requests change at the same time.',
    category: 'IoT',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return envelope<Project>(res).data;
}

const projectRow = (id: number) => t.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditCount = (action: AuditAction, targetId: number) =>
  t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

describe('project status transitions', () => {
  let owner: Member;
  beforeAll(async () => {
    owner = await t.register();
  });
  const action = (id: number, name: string) => call(t, 'POST', `/api/projects/${id}/status`, owner.token, { action: name });

  it("completes once: 20 simultaneous 'complete' give one success and 'Project is already completed'", async () => {
    for (let round = 0; round < 3; round++) {
      const p = await createProject(owner.token, { status: 'in_progress' });
      const results = await burst(N, () => action(p.id, 'complete'));
      expect(tally(results)).toEqual({ 200: 1, 400: N - 1 });
      expect(failureMessages(results)).toEqual(['Project is already completed']);
      const row = await projectRow(p.id);
      expect(row.status).toBe('completed');
      expect(row.completed_at).not.toBeNull();
    }
  });

  it("starts once: 20 simultaneous 'start' give one success and 'Can only start draft projects'", async () => {
    for (let round = 0; round < 3; round++) {
      const p = await createProject(owner.token, { status: 'draft' });
      const results = await burst(N, () => action(p.id, 'start'));
      expect(tally(results)).toEqual({ 200: 1, 400: N - 1 });
      expect(failureMessages(results)).toEqual(['Can only start draft projects']);
      expect((await projectRow(p.id)).status).toBe('in_progress');
    }
  });

  it("an edit to 'in_progress' racing 'complete' never reopens a completed project", async () => {
    // Serially: every 'start' (as an edit) that comes after the 'complete' is refused, so the project always
    // ends completed, and exactly one 'complete' succeeds.
    for (let round = 0; round < 3; round++) {
      const p = await createProject(owner.token, { status: 'draft' });
      const results = await burst(N, (i) =>
        i % 2 === 0 ? call(t, 'PUT', `/api/projects/${p.id}`, owner.token, { status: 'in_progress' }) : action(p.id, 'complete'),
      );
      const completes = results.filter((_, i) => i % 2 === 1);
      const edits = results.filter((_, i) => i % 2 === 0);
      expect(tally(completes)).toEqual({ 200: 1, 400: N / 2 - 1 });
      expect(failureMessages(completes)).toEqual(['Project is already completed']);
      for (const message of failureMessages(edits)) expect(message).toBe('Can only start draft projects');
      const row = await projectRow(p.id);
      expect(row.status).toBe('completed');
      expect(row.completed_at).not.toBeNull();
    }
  });

  it('concurrent edits of the contributors leave exactly one of the lists sent, never a 500 or a mix', async () => {
    const common = await t.register();
    const others = await Promise.all(Array.from({ length: 4 }, () => t.register()));
    for (let round = 0; round < 3; round++) {
      const p = await createProject(owner.token);
      const lists = Array.from({ length: N }, (_, i) => [common.email, others[i % others.length]!.email]);
      const results = await burst(N, (i) => call(t, 'PUT', `/api/projects/${p.id}`, owner.token, { contributors: lists[i] }));
      expect(tally(results)).toEqual({ 200: N });
      const stored = await t.db.selectFrom('project_contributors').select('user_id').where('project_id', '=', p.id).orderBy('user_id').execute();
      const ids = stored.map((s) => s.user_id);
      expect(ids).toHaveLength(2);
      expect(ids).toContain(common.user.id);
    }
  });
});

describe('likes', () => {
  it('20 simultaneous likes by one member count once; by 20 members, 20 times', async () => {
    const owner = await t.register();
    const fan = await t.register();
    const p = await createProject(owner.token);
    const same = await burst(N, () => call(t, 'POST', `/api/projects/${p.id}/like`, fan.token));
    expect(tally(same)).toEqual({ 200: N });
    expect((await projectRow(p.id)).likes).toBe(1);

    const fans = await Promise.all(Array.from({ length: N }, () => t.register()));
    const many = await burst(N, (i) => call(t, 'POST', `/api/projects/${p.id}/like`, fans[i]!.token));
    expect(tally(many)).toEqual({ 200: N });
    expect((await projectRow(p.id)).likes).toBe(N + 1);
    expect(await t.db.selectFrom('project_likes').select('user_id').where('project_id', '=', p.id).execute()).toHaveLength(N + 1);
  });
});

describe('admin user changes', () => {
  const put = async (id: number, body: Record<string, unknown>, token?: string) =>
    call(t, 'PUT', `/api/admin/users/${id}`, token ?? (await t.adminToken()), body);

  it("suspends once: 20 simultaneous suspensions give one success and 'User is already suspended'", async () => {
    const m = await t.register();
    const token = await t.adminToken();
    const results = await burst(N, () => put(m.user.id, { status: 'suspended', suspension_reason: 'Spam' }, token));
    expect(tally(results)).toEqual({ 200: 1, 400: N - 1 });
    expect(failureMessages(results)).toEqual(['User is already suspended']);
    expect(await auditCount('user.suspended', m.user.id)).toBe(1);
  });

  it("activates once: 20 simultaneous activations give one success and 'User is already active'", async () => {
    const m = await t.register();
    const token = await t.adminToken();
    expect((await put(m.user.id, { status: 'suspended', suspension_reason: 'Spam' }, token)).statusCode).toBe(200);
    const results = await burst(N, () => put(m.user.id, { status: 'active' }, token));
    expect(tally(results)).toEqual({ 200: 1, 400: N - 1 });
    expect(failureMessages(results)).toEqual(['User is already active']);
    expect(await auditCount('user.activated', m.user.id)).toBe(1);
  });

  /**
   * Rounds of two active admins acting on each other at once, on an app of their own (the shared one's admin
   * must stay active): each round promotes a new member to face the admin who survived the previous one.
   */
  async function adminDuels(
    rounds: number,
    send: (app: TestApp, actor: Admin, target: Admin) => Promise<LightMyRequestResponse>,
    check: (results: LightMyRequestResponse[]) => void,
  ) {
    await withTestApp(async (app) => {
      const seeded = await app.db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
      let a: Admin = { id: seeded.id, token: await app.adminToken() };
      for (let round = 0; round < rounds; round++) {
        const other = await app.register();
        expect((await call(app, 'PUT', `/api/admin/users/${other.user.id}`, a.token, { role: 'admin' })).statusCode).toBe(200);
        const b: Admin = { id: other.user.id, token: other.token };
        const results = await burst(N, (i) => (i % 2 === 0 ? send(app, a, b) : send(app, b, a)));
        check(results);
        const admins = await app.db.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'active').execute();
        expect(admins).toHaveLength(1);
        a = admins[0]!.id === a.id ? a : b;
      }
    });
  }

  // Ten rounds: before this was fixed the admins' rows and the target's were locked in two statements, which
  // deadlocked on PostgreSQL (500) within 20 rounds in each of 3 runs.
  it('two admins suspending each other 20 times at once always leave one active admin, and never deadlock', async () => {
    await adminDuels(
      10,
      (app, actor, target) => call(app, 'PUT', `/api/admin/users/${target.id}`, actor.token, { status: 'suspended', suspension_reason: 'Race' }),
      (results) => {
        expect(tally(results)[200]).toBe(1);
        // The rest: the target is already suspended, the other is the last admin, or (arriving after the winner
        // committed) the caller is suspended and signed out.
        for (const r of results.filter((x) => x.statusCode !== 200)) {
          expect([400, 401, 403], r.body).toContain(r.statusCode);
          if (r.statusCode === 400) expect(['User is already suspended', 'Cannot remove the last active admin']).toContain(envelope(r).message);
        }
      },
    );
  });

  it('two admins deleting each other 20 times at once always leave one active admin, and never deadlock', async () => {
    await adminDuels(
      5,
      (app, actor, target) => call(app, 'DELETE', `/api/admin/users/${target.id}`, actor.token),
      (results) => {
        expect(tally(results)[200]).toBe(1);
        for (const r of results.filter((x) => x.statusCode !== 200)) {
          expect([400, 401, 404], r.body).toContain(r.statusCode);
          if (r.statusCode === 400) expect(envelope(r).message).toBe('Cannot delete the last active admin');
        }
      },
    );
  });

  it('keeps 20 simultaneous points adjustments: none is lost, the ledger balances run 5…100', async () => {
    const m = await t.register();
    const token = await t.adminToken();
    const results = await burst(N, () => put(m.user.id, { points_adjustment: { operation: 'add', amount: 5, reason: 'Race' } }, token));
    expect(tally(results)).toEqual({ 200: N });
    const user = await t.db.selectFrom('users').select('points').where('id', '=', m.user.id).executeTakeFirstOrThrow();
    expect(user.points).toBe(5 * N);
    const ledger = await t.db.selectFrom('points_ledger').select('balance').where('user_id', '=', m.user.id).execute();
    expect(ledger.map((l) => l.balance).sort((x, y) => x - y)).toEqual(Array.from({ length: N }, (_, i) => 5 * (i + 1)));
  });

  it("creates one user from 20 simultaneous creations with one email: the rest 'Email already registered'", async () => {
    const token = await t.adminToken();
    const email = `admin.race.${uniqueSuffix()}@test.local`;
    const results = await burst(N, (i) =>
      call(t, 'POST', '/api/admin/users', token, { name: `Race ${i}`, username: `race_${uniqueSuffix()}`, email, password: 'race-pass-123' }),
    );
    expect(tally(results)).toEqual({ 201: 1, 409: N - 1 });
    expect(failureMessages(results)).toEqual(['Email already registered']);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  it('deletes a user once: 20 simultaneous deletions give one success and 404', async () => {
    const m = await t.register();
    const token = await t.adminToken();
    const results = await burst(N, () => call(t, 'DELETE', `/api/admin/users/${m.user.id}`, token));
    expect(tally(results)).toEqual({ 200: 1, 404: N - 1 });
    expect(failureMessages(results)).toEqual(['User not found']);
    expect(await auditCount('user.deleted', m.user.id)).toBe(1);
  });

  it('deletes an own account once: 20 simultaneous deletions give one success, the rest 401 or 404, one audit entry', async () => {
    const m = await t.register();
    const results = await burst(N, () => call(t, 'DELETE', '/api/user/account', m.token, { password: m.password, projects: 'keep' }));
    expect(tally(results)[200]).toBe(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect([401, 404], r.body).toContain(r.statusCode);
    expect(await auditCount('user.deleted', m.user.id)).toBe(1);
    expect(await t.db.selectFrom('users').select('name').where('id', '=', m.user.id).executeTakeFirstOrThrow()).toEqual({ name: 'Former member' });
  });
});

describe('registration and password', () => {
  it("registers one member from 20 simultaneous sign-ups with one email: the rest 'Email already registered'", async () => {
    const email = `race.${uniqueSuffix()}@test.local`;
    const results = await burst(N, (i) =>
      call(t, 'POST', '/api/user/register', undefined, {
        name: `Racer ${i}`,
        username: `racer_${uniqueSuffix()}`,
        email,
        password: 'member-pass-1',
        confirmPassword: 'member-pass-1',
      }),
    );
    expect(tally(results)).toEqual({ 201: 1, 409: N - 1 });
    expect(failureMessages(results)).toEqual(['Email already registered']);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  it("registers one member from 20 simultaneous sign-ups with one username: the rest 'Username already taken'", async () => {
    const username = `racer_${uniqueSuffix()}`;
    const results = await burst(N, (i) =>
      call(t, 'POST', '/api/user/register', undefined, {
        name: `Racer ${i}`,
        username,
        email: `racer.${uniqueSuffix()}@test.local`,
        password: 'member-pass-1',
        confirmPassword: 'member-pass-1',
      }),
    );
    expect(tally(results)).toEqual({ 201: 1, 409: N - 1 });
    expect(failureMessages(results)).toEqual(['Username already taken']);
  });

  it("changes a password once: 20 simultaneous changes from the same current password give one success and 'Current password is incorrect'", async () => {
    const m = await t.register();
    const results = await burst(N, (i) =>
      call(t, 'PUT', `/api/users/${m.user.id}/password`, m.token, {
        current_password: m.password,
        new_password: `new-pass-${i}-xyz`,
        confirm_password: `new-pass-${i}-xyz`,
      }),
    );
    expect(tally(results)).toEqual({ 200: 1, 400: N - 1 });
    expect(failureMessages(results)).toEqual(['Current password is incorrect']);
    // The password stored is the one the successful request set.
    const winner = results.findIndex((r) => r.statusCode === 200);
    await t.login(m.email, `new-pass-${winner}-xyz`);
  });
});

describe('challenges', () => {
  const createChallenge = () => createTestChallenge(t, { title: `Race Challenge ${uniqueSuffix()}` });

  it('awards a solve once: 20 simultaneous correct answers by one member give the points once', async () => {
    const id = await createChallenge();
    const m = await t.register();
    const results = await burst(N, () => call(t, 'POST', `/api/challenges/${id}/submissions`, m.token, { answer: '0x3f' }));
    expect(tally(results)).toEqual({ 201: N });
    const messages = results.map((r) => envelope(r).message);
    expect(messages.filter((x) => x === 'Correct! You earned 50 points.')).toHaveLength(1);
    expect(messages.filter((x) => x === 'Correct, but you have already solved this challenge.')).toHaveLength(N - 1);
    const user = await t.db.selectFrom('users').select(['points', 'completed_challenges']).where('id', '=', m.user.id).executeTakeFirstOrThrow();
    expect(user).toEqual({ points: 50, completed_challenges: 1 });
  });

  it("deletes a challenge once: 20 simultaneous deletions give one success and 'Challenge not found'", async () => {
    const id = await createChallenge();
    const token = await t.adminToken();
    const results = await burst(N, () => call(t, 'DELETE', `/api/admin/challenges/${id}`, token));
    expect(tally(results)).toEqual({ 200: 1, 404: N - 1 });
    expect(failureMessages(results)).toEqual(['Challenge not found']);
    expect(await auditCount('challenge.deleted', id)).toBe(1);
  });

  it('an edit racing a deletion is either saved and recorded, or refused with 404 and not recorded', async () => {
    const token = await t.adminToken();
    for (let round = 0; round < 3; round++) {
      const id = await createChallenge();
      const results = await burst(N, (i) =>
        i === N / 2 ? call(t, 'DELETE', `/api/admin/challenges/${id}`, token) : call(t, 'PUT', `/api/admin/challenges/${id}`, token, { points: 60 + i }),
      );
      const edits = results.filter((_, i) => i !== N / 2);
      expect(results[N / 2]!.statusCode).toBe(200);
      for (const r of edits) expect([200, 404]).toContain(r.statusCode);
      expect(await auditCount('challenge.updated', id)).toBe(edits.filter((r) => r.statusCode === 200).length);
    }
  });
});

describe('game scores', () => {
  it('of 20 equal results saved at once by one member, exactly one is their best', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await t.register();
      const results = await burst(N, () => call(t, 'POST', '/api/games/snake/scores', m.token, { score: 120, duration_ms: 45_000 }));
      expect(tally(results)).toEqual({ 201: N });
      const saved = results.map((r) => envelope<{ id: number; best: boolean }>(r).data);
      const bests = saved.filter((s) => s.best);
      expect(bests).toHaveLength(1);
      // …and it is the one the board shows: the first saved.
      expect(bests[0]!.id).toBe(Math.min(...saved.map((s) => s.id)));
    }
  });
});

describe('admin projects', () => {
  it('deletes a project once: 20 simultaneous deletions give one success, 404 for the rest, one audit entry', async () => {
    const owner = await t.register();
    const p = await createProject(owner.token);
    const token = await t.adminToken();
    const results = await burst(N, () => call(t, 'DELETE', `/api/admin/projects/${p.id}`, token));
    expect(tally(results)).toEqual({ 200: 1, 404: N - 1 });
    expect(failureMessages(results)).toEqual(['Project not found']);
    expect(await auditCount('project.deleted', p.id)).toBe(1);
  });
});

describe('event capacity and the waitlist', () => {
  it('100 members registering at once for 20 places: exactly 20 seats, the rest waitlisted in arrival order; 20 leaving at once promote the next 20', async () => {
    const members: Member[] = [];
    for (let i = 0; i < 100; i += 1) members.push(await t.register());
    const event = await createTestEvent(t, { body: { max_participants: 20 } });
    const results = await burst(100, (i) => call(t, 'POST', `/api/events/${event.id}/registration`, members[i]!.token));
    expect(tally(results)).toEqual({ 201: 100 });
    const answers = results.map((r) => envelope<{ status: string; waitlist_position: number | null }>(r).data);
    expect(answers.filter((a) => a.status === 'registered')).toHaveLength(20);
    // Each waitlisted member was told a different place in line: 1…80.
    expect(
      answers
        .filter((a) => a.status === 'waitlisted')
        .map((a) => a.waitlist_position)
        .sort((a, b) => a! - b!),
    ).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    const rows = await t.db.selectFrom('event_registrations').select(['id', 'user_id', 'status']).where('event_id', '=', event.id).orderBy('id').execute();
    // Arrival order is the order the event row was locked in: the first 20 rows hold the seats.
    expect(rows.map((r) => r.status)).toEqual([...Array<string>(20).fill('registered'), ...Array<string>(80).fill('waitlisted')]);
    const seats = async () =>
      (await t.db.selectFrom('events').select('registered_participants').where('id', '=', event.id).executeTakeFirstOrThrow()).registered_participants;
    expect(await seats()).toBe(20);

    // The 20 seat holders leave at once: the next 20 in line take their seats, never more.
    const holders = new Set(rows.slice(0, 20).map((r) => r.user_id));
    const leaving = members.filter((m) => holders.has(m.user.id));
    const left = await burst(20, (i) => call(t, 'DELETE', `/api/events/${event.id}/registration`, leaving[i]!.token));
    expect(tally(left)).toEqual({ 200: 20 });
    const after = await t.db.selectFrom('event_registrations').select(['id', 'status']).where('event_id', '=', event.id).orderBy('id').execute();
    expect(after.map((r) => r.status)).toEqual([...Array<string>(20).fill('registered'), ...Array<string>(60).fill('waitlisted')]);
    expect(after.slice(0, 20).map((r) => r.id)).toEqual(rows.slice(20, 40).map((r) => r.id));
    expect(await seats()).toBe(20);
  });

  it('20 simultaneous check-ins of one code mark attendance once and award the points once', async () => {
    const m = await t.register();
    const event = await createTestEvent(t, { body: { attendance_points: 30 } });
    const reg = await call(t, 'POST', `/api/events/${event.id}/registration`, m.token);
    const code = envelope<{ code: string }>(reg).data.code;
    const token = await t.adminToken();
    const results = await burst(N, () => call(t, 'POST', `/api/events/${event.id}/check-ins`, token, { code }));
    expect(tally(results)).toEqual({ 200: N });
    const firsts = results.map((r) => envelope<{ already_checked_in: boolean; points_awarded: number }>(r).data).filter((d) => !d.already_checked_in);
    expect(firsts).toEqual([expect.objectContaining({ points_awarded: 30 })]);
    const ledger = await t.db.selectFrom('points_ledger').select('delta').where('user_id', '=', m.user.id).where('source', '=', 'event').execute();
    expect(ledger).toEqual([{ delta: 30 }]);
  });
});

describe('event attendance', () => {
  it('a check-in racing 19 attempts to unregister: either attended (points once, registration kept) or left first (no points)', async () => {
    const m = await t.register();
    const event = await createTestEvent(t, { body: { attendance_points: 40 } });
    const code = envelope<{ code: string }>(await call(t, 'POST', `/api/events/${event.id}/registration`, m.token)).data.code;
    const token = await t.adminToken();
    const results = await burst(N, (i) =>
      i === N / 2 ? call(t, 'POST', `/api/events/${event.id}/check-ins`, token, { code }) : call(t, 'DELETE', `/api/events/${event.id}/registration`, m.token),
    );
    const checkIn = results[N / 2]!;
    const ledger = await t.db.selectFrom('points_ledger').select('delta').where('user_id', '=', m.user.id).where('source', '=', 'event').execute();
    const registration = await t.db
      .selectFrom('event_registrations')
      .select('checked_in_at')
      .where('event_id', '=', event.id)
      .where('user_id', '=', m.user.id)
      .executeTakeFirst();
    if (checkIn.statusCode === 200) {
      expect(ledger).toEqual([{ delta: 40 }]);
      expect(registration?.checked_in_at).toEqual(expect.any(String));
      expect(tally(results.filter((r) => r !== checkIn))).toEqual({ 409: N - 1 });
    } else {
      expect(checkIn.statusCode).toBe(404);
      expect(ledger).toEqual([]);
      expect(registration).toBeUndefined();
    }
  });
});

describe('shop checkout (stock is never oversold)', () => {
  it('50 members checking out the last 10 units at once: exactly 10 sold, stock 0, 10 orders, the rest OUT_OF_STOCK', async () => {
    const members: Member[] = [];
    for (let i = 0; i < 50; i += 1) members.push(await t.register());
    const productId = await insertTestProduct(t.db, { name: 'Last units', stock: 50 }, t.clock.now());
    for (const m of members) {
      const res = await call(t, 'POST', '/api/cart/items', m.token, { product_id: productId, quantity: 1 });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.db.updateTable('products').set({ stock: 10 }).where('id', '=', productId).execute();
    const results = await burst(50, (i) => call(t, 'POST', '/api/orders', members[i]!.token, {}));
    expect(tally(results)).toEqual({ 201: 10, 409: 40 });
    expect(failureMessages(results)).toEqual(['Not enough stock for "Last units"']);
    const row = await t.db.selectFrom('products').select(['stock', 'sales_count']).where('id', '=', productId).executeTakeFirstOrThrow();
    expect(row).toEqual({ stock: 0, sales_count: 10 });
    const sold = await t.db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.sum<number>('quantity').as('units'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(Number(sold.units)).toBe(10);
    const orders = await t.db
      .selectFrom('orders')
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select('orders.id')
      .where('order_lines.product_id', '=', productId)
      .execute();
    expect(orders).toHaveLength(10);
  }, 60_000);

  it('a coupon limited to 5 uses, redeemed by 20 members at once: exactly 5 orders use it', async () => {
    const members: Member[] = [];
    for (let i = 0; i < N; i += 1) members.push(await t.register());
    const productId = await insertTestProduct(t.db, { name: 'Coupon kit', stock: 1000, price_cents: 1000 }, t.clock.now());
    const coupon = await insertTestCoupon(t.db, [productId], { type: 'fixed', discount: 300, max_uses_total: 5 }, t.clock.now());
    for (const m of members) expect((await call(t, 'POST', '/api/cart/items', m.token, { product_id: productId })).statusCode).toBe(200);
    const results = await burst(N, (i) => call(t, 'POST', '/api/orders', members[i]!.token, { coupon_code: coupon.code }));
    expect(tally(results)).toEqual({ 201: 5, 409: N - 5 });
    expect(failureMessages(results)).toEqual(['This coupon has been used up']);
    const row = await t.db.selectFrom('coupons').select('uses').where('id', '=', coupon.id).executeTakeFirstOrThrow();
    expect(row.uses).toBe(5);
    expect(await t.db.selectFrom('coupon_redemptions').select('order_id').where('coupon_id', '=', coupon.id).execute()).toHaveLength(5);
    const product = await t.db.selectFrom('products').select(['stock', 'sales_count']).where('id', '=', productId).executeTakeFirstOrThrow();
    expect(product).toEqual({ stock: 995, sales_count: 5 });
  });

  it('20 simultaneous adds of one product by one member, and 20 wishlist adds: never an error, one line, one wishlist row', async () => {
    const m = await t.register();
    const productId = await insertTestProduct(t.db, { stock: 1000 }, t.clock.now());
    const adds = await burst(N, () => call(t, 'POST', '/api/cart/items', m.token, { product_id: productId }));
    expect(tally(adds)).toEqual({ 200: N });
    const lines = await t.db.selectFrom('cart_items').select('quantity').where('user_id', '=', m.user.id).execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBeGreaterThanOrEqual(1);
    expect(lines[0]!.quantity).toBeLessThanOrEqual(N);
    const wishes = await burst(N, () => call(t, 'PUT', `/api/wishlist/${productId}`, m.token));
    expect(tally(wishes)).toEqual({ 200: N });
    expect(await t.db.selectFrom('wishlist_items').select('product_id').where('user_id', '=', m.user.id).execute()).toHaveLength(1);
  });

  it('20 simultaneous cancellations of one order restore its stock once', async () => {
    const m = await t.register();
    const productId = await insertTestProduct(t.db, { stock: 5 }, t.clock.now());
    await call(t, 'POST', '/api/cart/items', m.token, { product_id: productId, quantity: 3 });
    const order = envelope<{ id: number }>(await call(t, 'POST', '/api/orders', m.token, {})).data;
    const results = await burst(N, () => call(t, 'POST', `/api/orders/${order.id}/cancellation`, m.token));
    expect(tally(results)).toEqual({ 200: 1, 409: N - 1 });
    const row = await t.db.selectFrom('products').select(['stock', 'sales_count']).where('id', '=', productId).executeTakeFirstOrThrow();
    expect(row).toEqual({ stock: 5, sales_count: 0 });
  });
});
