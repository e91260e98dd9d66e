import type { CommunityStats, MemberProfile, MemberStats, MemberSummary } from '@esdc/core/members';
import type { Project } from '@esdc/core/project';
import type { UserRole, UserStatus } from '@esdc/core/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestApp, envelope, uniqueSuffix, type Member, type TestApp, withTestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const setUser = (app: TestApp, id: number, values: { points?: number; completed_challenges?: number; role?: UserRole; status?: UserStatus }) =>
  app.db.updateTable('users').set(values).where('id', '=', id).execute();

const project = async (app: TestApp, token: string, overrides: Record<string, unknown> = {}) => {
  const res = await call(app, 'POST', '/api/projects', token, {
    title: 'Member Profile Project',
    description: 'A project that shows up on the member profile page.',
    category: 'IoT',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return envelope<Project>(res).data;
};

describe('GET /api/users: the member directory', () => {
  let tag: string;
  let ada: Member;
  let bob: Member;
  let cyd: Member;
  let dee: Member;
  let viewer: Member;
  beforeAll(async () => {
    tag = uniqueSuffix();
    viewer = await t.register();
    ada = await t.register({ name: `Ada ${tag}`, username: `ada_${tag}`, email: `ada.${tag}@dir.example`, github_username: 'ada-gh' });
    t.clock.advance(1000);
    bob = await t.register({ name: `bob ${tag}`, username: `bob_${tag}`, email: `bob.${tag}@dir.example` });
    t.clock.advance(1000);
    cyd = await t.register({ name: `Cyd ${tag}`, username: `cyd_${tag}`, email: `cyd.${tag}@dir.example` });
    t.clock.advance(1000);
    dee = await t.register({ name: `Dee ${tag}`, username: `dee_${tag}`, email: `dee.${tag}@dir.example` });
    await setUser(t, ada.user.id, { points: 10, completed_challenges: 5 });
    await setUser(t, bob.user.id, { points: 30, completed_challenges: 1, role: 'moderator' });
    await setUser(t, cyd.user.id, { points: 20, completed_challenges: 5 });
    await setUser(t, dee.user.id, { points: 99, status: 'suspended' });
  });

  const list = async (query: string, token?: string) => {
    const res = await call(t, 'GET', `/api/users?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return envelope<MemberSummary[]>(res);
  };
  const ids = (members: MemberSummary[]) => members.map((m) => m.id);

  it('is open to anyone, lists only active members, and hides emails from anonymous viewers', async () => {
    const env = await list(`q=${tag}`);
    expect(ids(env.data)).toEqual([ada.user.id, bob.user.id, cyd.user.id]);
    expect(env.meta).toEqual({ total: 3, limit: 20, offset: 0 });
    expect(env.data[0]).toEqual({
      id: ada.user.id,
      name: `Ada ${tag}`,
      username: `ada_${tag}`,
      role: 'user',
      avatar_url: null,
      github_username: 'ada-gh',
      bio: null,
      location: null,
      company: null,
      points: 10,
      completed_challenges: 5,
      joined_date: ada.user.joined_date,
    });
    expect(res(env)).not.toContain('@dir.example');
    expect(res(env)).not.toMatch(/password|argon2|status/);
  });

  const res = (env: unknown) => JSON.stringify(env);

  it('shows emails to admins, and to other members only those shown (member-privacy.test.ts)', async () => {
    const env = await list(`q=${tag}`, await t.adminToken());
    expect(env.data.map((m) => m.email)).toEqual([ada.email, bob.email, cyd.email]);
    expect((await list(`q=${tag}`, viewer.token)).data.map((m) => m.email)).toEqual([undefined, undefined, undefined]);
  });

  it('searches name and username case-insensitively; email only for admins', async () => {
    expect(ids((await list(`q=${encodeURIComponent(`BOB ${tag}`)}`)).data)).toEqual([bob.user.id]);
    expect(ids((await list(`q=CYD_${tag}`)).data)).toEqual([cyd.user.id]);
    expect((await list(`q=ada.${tag}%40dir`)).data).toEqual([]);
    expect((await list(`q=ada.${tag}%40dir`, viewer.token)).data).toEqual([]);
    expect(ids((await list(`q=ada.${tag}%40dir`, await t.adminToken())).data)).toEqual([ada.user.id]);
  });

  it('filters by role; an empty or "all" role means every role', async () => {
    expect(ids((await list(`q=${tag}&role=moderator`)).data)).toEqual([bob.user.id]);
    expect((await list(`q=${tag}&role=`)).meta?.total).toBe(3);
    expect((await list(`q=${tag}&role=all`)).meta?.total).toBe(3);
  });

  it('sorts by name (A–Z, any case), points, challenges and recent', async () => {
    expect(ids((await list(`q=${tag}&sort=name`)).data)).toEqual([ada.user.id, bob.user.id, cyd.user.id]);
    expect(ids((await list(`q=${tag}&sort=points`)).data)).toEqual([bob.user.id, cyd.user.id, ada.user.id]);
    expect(ids((await list(`q=${tag}&sort=challenges`)).data)).toEqual([cyd.user.id, ada.user.id, bob.user.id]);
    expect(ids((await list(`q=${tag}&sort=recent`)).data)).toEqual([cyd.user.id, bob.user.id, ada.user.id]);
  });

  it('pages on the server with limit, offset and the total', async () => {
    const page = await list(`q=${tag}&sort=points&limit=2&offset=1`);
    expect(ids(page.data)).toEqual([cyd.user.id, ada.user.id]);
    expect(page.meta).toEqual({ total: 3, limit: 2, offset: 1 });
  });

  it.each([
    ['sort=age', 'Invalid sort'],
    ['role=root', 'Invalid user role'],
  ])('answers 400 for %s with %j', async (query, message) => {
    const r = await call(t, 'GET', `/api/users?${query}`);
    expect(r.statusCode).toBe(400);
    expect(envelope(r).message).toBe(message);
  });

  it('answers 400 for limit 0 or above 100', async () => {
    expect((await call(t, 'GET', '/api/users?limit=0')).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/users?limit=101')).statusCode).toBe(400);
  });

  it('answers 401 for a revoked or suspended token, even on this public list', async () => {
    expect((await call(t, 'GET', '/api/users', dee.token)).statusCode).toBe(401);
  });
});

describe('GET /api/users/stats', () => {
  it('counts active members, their points and challenges, and admins', async () => {
    await withTestApp(async (f) => {
      const empty = await call(f, 'GET', '/api/users/stats');
      expect(empty.statusCode).toBe(200);
      expect(envelope<CommunityStats>(empty).data).toEqual({ total_members: 1, total_points: 0, challenges_solved: 0, admins: 1 });
      const a = await f.register();
      const b = await f.register();
      const c = await f.register();
      const d = await f.register();
      await setUser(f, a.user.id, { points: 40, completed_challenges: 2 });
      await setUser(f, b.user.id, { points: 15, completed_challenges: 1, role: 'admin' });
      await setUser(f, c.user.id, { points: 1000, completed_challenges: 9, status: 'suspended' });
      await setUser(f, d.user.id, { role: 'admin', status: 'inactive' });
      expect(envelope<CommunityStats>(await call(f, 'GET', '/api/users/stats')).data).toEqual({
        total_members: 3,
        total_points: 55,
        challenges_solved: 3,
        admins: 2,
      });
    });
  });
});

describe('GET /api/users/{id}/stats', () => {
  it('computes points, the all-time leaderboard rank (ties to who reached the score first; null without points), projects owned or contributed, likes received and given', async () => {
    await withTestApp(async (f) => {
      const a = await f.register();
      const b = await f.register();
      const c = await f.register();
      const gone = await f.register();
      // points_reached_at is what changePoints stamps with every change: b reached 100 before a.
      const reached = (points_reached_at: string) => f.db.updateTable('users').set({ points_reached_at });
      await setUser(f, a.user.id, { points: 100, completed_challenges: 4 });
      await reached('2026-01-02T00:00:00.000Z').where('id', '=', a.user.id).execute();
      await setUser(f, b.user.id, { points: 100 });
      await reached('2026-01-01T00:00:00.000Z').where('id', '=', b.user.id).execute();
      await setUser(f, c.user.id, { points: 50 });
      await reached('2025-12-01T00:00:00.000Z').where('id', '=', c.user.id).execute();
      await setUser(f, gone.user.id, { points: 500, status: 'suspended' });
      await reached('2025-01-01T00:00:00.000Z').where('id', '=', gone.user.id).execute();
      const own = await project(f, a.token, { contributors: [b.email] });
      const other = await project(f, c.token, { contributors: [a.email] });
      await project(f, c.token);
      for (const liker of [b, c]) expect((await call(f, 'POST', `/api/projects/${own.id}/like`, liker.token)).statusCode).toBe(200);
      await call(f, 'POST', `/api/projects/${other.id}/like`, a.token);

      const stats = async (id: number) => {
        const r = await call(f, 'GET', `/api/users/${id}/stats`, c.token);
        expect(r.statusCode, r.body).toBe(200);
        return envelope<MemberStats>(r).data;
      };
      // total_members is the board's size (active members with points: a, b, c), not every active account.
      expect(await stats(a.user.id)).toEqual({
        points: 100,
        completed_challenges: 4,
        rank: 2,
        total_members: 3,
        projects: 2,
        likes_received: 2,
        likes_given: 1,
        total_events_attended: 0,
        total_courses_completed: 0,
      });
      const board = envelope<{ total: number; entries: { id: number; rank: number }[] }>(await call(f, 'GET', '/api/leaderboard', c.token)).data;
      expect(board.total).toBe(3);
      for (const who of [a, b, c]) expect((await stats(who.user.id)).rank).toBe(board.entries.find((e) => e.id === who.user.id)?.rank);
      expect((await stats(b.user.id)).rank).toBe(1);
      expect(await stats(c.user.id)).toMatchObject({ rank: 3, projects: 2, likes_received: 1, likes_given: 1 });
      expect(
        await stats(
          await f.db
            .selectFrom('users')
            .select('id')
            .where('username', '=', 'admin')
            .executeTakeFirstOrThrow()
            .then((r) => r.id),
        ),
      ).toMatchObject({ points: 0, rank: null });
      expect((await stats(gone.user.id)).rank).toBeNull();
      expect(await stats(b.user.id)).toMatchObject({ projects: 1, likes_received: 0, likes_given: 1 });
    });
  });

  it("answers 401 signed out, 404 'User not found', 400 'Invalid user id'", async () => {
    const m = await t.register();
    expect((await call(t, 'GET', `/api/users/${m.user.id}/stats`)).statusCode).toBe(401);
    const missing = await call(t, 'GET', '/api/users/987654/stats', m.token);
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe('User not found');
    expect(envelope(await call(t, 'GET', '/api/users/abc/stats', m.token)).message).toBe('Invalid user id');
  });
});

describe('GET /api/users/by-username/{username}', () => {
  it('returns the profile with stats and the newest 12 projects, owned or contributed; email only for who may read it', async () => {
    const s = uniqueSuffix();
    const owner = await t.register({ name: `Profile ${s}`, username: `prof_${s}` });
    const friend = await t.register();
    await t.db.updateTable('users').set({ blog: 'https://blog.example.com', bio: 'Hello' }).where('id', '=', owner.user.id).execute();
    const made: number[] = [];
    for (let i = 0; i < 12; i++) {
      made.push((await project(t, owner.token, { title: `Owned project ${i}` })).id);
      t.clock.advance(1000);
    }
    made.push((await project(t, friend.token, { title: 'Friend project', contributors: [owner.email] })).id);

    const anon = await call(t, 'GET', `/api/users/by-username/PROF_${s}`);
    expect(anon.statusCode, anon.body).toBe(200);
    const profile = envelope<MemberProfile>(anon).data;
    expect(profile).toMatchObject({ id: owner.user.id, name: `Profile ${s}`, username: `prof_${s}`, bio: 'Hello', blog: 'https://blog.example.com' });
    expect(profile.email).toBeUndefined();
    expect(profile.stats).toMatchObject({ points: 0, projects: 13 });
    expect(profile.projects.map((p) => p.id)).toEqual(made.slice(1).reverse());
    expect(anon.body).not.toContain(owner.email);
    expect(anon.body).not.toMatch(/password|argon2/);

    // Another member does not read a hidden email (member-privacy.test.ts); an admin does.
    const byMember = envelope<MemberProfile>(await call(t, 'GET', `/api/users/by-username/prof_${s}`, friend.token)).data;
    expect(byMember.email).toBeUndefined();
    expect(byMember.projects[0]?.contributors.map((c) => c.email)).toEqual(['']);
    const signedIn = envelope<MemberProfile>(await call(t, 'GET', `/api/users/by-username/prof_${s}`, await t.adminToken())).data;
    expect(signedIn.email).toBe(owner.email);
    expect(signedIn.projects[0]?.contributors.map((c) => c.email)).toEqual([owner.email]);
  });

  it("answers 404 'User not found' for an unknown username and for a member who is not active", async () => {
    const missing = await call(t, 'GET', `/api/users/by-username/nobody_${uniqueSuffix()}`);
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing)).toEqual({ success: false, message: 'User not found', error: { code: 'NOT_FOUND' } });
    const m = await t.register();
    await setUser(t, m.user.id, { status: 'suspended' });
    expect((await call(t, 'GET', `/api/users/by-username/${m.user.username}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/users/{id}/password', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    current_password: 'member-pass-1',
    new_password: 'brand-new-1',
    confirm_password: 'brand-new-1',
    ...overrides,
  });
  const hashOf = async (id: number) => (await t.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;
  const revoked = async () => (await t.db.selectFrom('sessions').select('id').where('revoked_at', 'is not', null).execute()).length;

  it("changes the password, keeps this session, revokes the member's other sessions, and answers 'Password changed successfully'", async () => {
    const m = await t.register();
    const other = await t.login(m.email, m.password);
    const res = await call(t, 'PUT', `/api/users/${m.user.id}/password`, m.token, body());
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res)).toEqual({ success: true, data: null, message: 'Password changed successfully' });
    expect((await call(t, 'GET', '/api/user/profile', m.token)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/user/profile', other)).statusCode).toBe(401);
    expect(await t.login(m.email, 'brand-new-1')).toBeTruthy();
    const old = await t.inject({ method: 'POST', url: '/api/user/login', payload: { email: m.email, password: m.password } });
    expect(old.statusCode).toBe(401);
  });

  it.each([
    [{ current_password: 'wrong-password' }, 'Current password is incorrect', 'WRONG_CURRENT_PASSWORD'],
    [{ confirm_password: 'different-1' }, 'Passwords do not match', 'VALIDATION_ERROR'],
    [{ new_password: '12345', confirm_password: '12345' }, 'Password must be at least 6 characters long', 'VALIDATION_ERROR'],
    [{ current_password: '' }, 'Current password is required', 'VALIDATION_ERROR'],
  ])('answers 400 for %j with %j (code %s) and changes nothing', async (overrides, message, code) => {
    const m = await t.register();
    const other = await t.login(m.email, m.password);
    const hash = await hashOf(m.user.id);
    const before = await revoked();
    const res = await call(t, 'PUT', `/api/users/${m.user.id}/password`, m.token, body(overrides));
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe(message);
    expect(envelope(res).error?.code).toBe(code);
    expect(await hashOf(m.user.id)).toBe(hash);
    expect(await revoked()).toBe(before);
    expect((await call(t, 'GET', '/api/user/profile', other)).statusCode).toBe(200);
  });

  it("answers 403 on another member's password, even for an admin, and 401 signed out", async () => {
    const m = await t.register();
    const other = await t.register();
    const hash = await hashOf(other.user.id);
    const forbidden = await call(t, 'PUT', `/api/users/${other.user.id}/password`, m.token, body());
    expect(forbidden.statusCode).toBe(403);
    expect(envelope(forbidden)).toEqual({ success: false, message: 'You can only change your own password', error: { code: 'FORBIDDEN' } });
    expect((await call(t, 'PUT', `/api/users/${other.user.id}/password`, await t.adminToken(), body())).statusCode).toBe(403);
    expect((await call(t, 'PUT', `/api/users/${other.user.id}/password`, undefined, body())).statusCode).toBe(401);
    expect(await hashOf(other.user.id)).toBe(hash);
  });
});

describe('response contract (answers are serialised through the core members schemas)', () => {
  const SUMMARY_KEYS = [
    'avatar_url',
    'bio',
    'company',
    'completed_challenges',
    'github_username',
    'id',
    'joined_date',
    'location',
    'name',
    'points',
    'role',
    'username',
  ];
  const STATS_KEYS = [
    'completed_challenges',
    'likes_given',
    'likes_received',
    'points',
    'projects',
    'rank',
    'total_courses_completed',
    'total_events_attended',
    'total_members',
  ];
  const sorted = (o: object) => Object.keys(o).sort();
  let member: Member;
  let viewer: Member;
  beforeAll(async () => {
    member = await t.register({ github_username: 'contract-gh' });
    viewer = await t.register();
    await project(t, member.token, { title: 'Contract project' });
  });

  it('the directory sends exactly the summary fields (email only to who may read it) and the paging meta', async () => {
    const q = `q=${member.user.username}`;
    const anon = await call(t, 'GET', `/api/users?${q}`);
    const anonEnv = envelope<MemberSummary[]>(anon);
    expect(sorted(anonEnv)).toEqual(['data', 'meta', 'success']);
    expect(anonEnv.meta).toStrictEqual({ total: 1, limit: 20, offset: 0 });
    expect(sorted(anonEnv.data[0]!)).toEqual(SUMMARY_KEYS);
    expect(anon.body).not.toMatch(/password|argon2|status|suspension|@/);

    const signedIn = envelope<MemberSummary[]>(await call(t, 'GET', `/api/users?${q}`, await t.adminToken())).data[0]!;
    expect(sorted(signedIn)).toEqual([...SUMMARY_KEYS, 'email'].sort());
    expect(signedIn.email).toBe(member.email);
  });

  it("a profile sends the summary fields, blog, stats and the member's projects, each a whole project", async () => {
    const anon = await call(t, 'GET', `/api/users/by-username/${member.user.username}`);
    const profile = envelope<MemberProfile>(anon).data;
    expect(sorted(profile)).toEqual([...SUMMARY_KEYS, 'blog', 'github_verified', 'projects', 'stats'].sort());
    expect(profile.github_verified).toBe(false);
    expect(sorted(profile.stats)).toEqual(STATS_KEYS);
    expect(profile.projects).toHaveLength(1);
    expect(profile.projects[0]).toMatchObject({ title: 'Contract project', user_id: member.user.id, liked_by_me: false });
    expect(profile.projects[0]!.creator).toMatchObject({ id: member.user.id, username: member.user.username });
    expect(anon.body).not.toMatch(/password|argon2/);
    const signedIn = envelope<MemberProfile>(await call(t, 'GET', `/api/users/by-username/${member.user.username}`, member.token)).data;
    expect(sorted(signedIn)).toEqual([...SUMMARY_KEYS, 'blog', 'email', 'github_verified', 'projects', 'stats'].sort());
  });

  it("a member's stats and the community stats send exactly their counts", async () => {
    const stats = envelope<MemberStats>(await call(t, 'GET', `/api/users/${member.user.id}/stats`, viewer.token)).data;
    expect(sorted(stats)).toEqual(STATS_KEYS);
    expect(stats).toMatchObject({ projects: 1, rank: null });
    const community = envelope<CommunityStats>(await call(t, 'GET', '/api/users/stats')).data;
    expect(sorted(community)).toEqual(['admins', 'challenges_solved', 'total_members', 'total_points']);
  });
});
