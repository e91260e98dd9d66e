import type { AdminStats, AdminUser, AuditEntry } from '@esdc/core/admin-user-schemas';
import type { Project } from '@esdc/core/project';
import type { UserStatus } from '@esdc/core/user';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith, type ApiMethod } from '../../test/api.ts';
import { createTestChallenge } from '../../test/challenges.ts';
import { ADMIN_USER_KEYS } from '../../test/user-keys.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, envelope, uniqueSuffix, type Member, type TestApp, withTestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const member = memberWith;

const userRow = (app: TestApp, id: number) => app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
const auditOf = (app: TestApp, targetId: number) => app.db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).orderBy('id').execute();
const ledgerOf = (app: TestApp, userId: number) => app.db.selectFrom('points_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const adminId = async (app: TestApp) => (await app.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()).id;

/** Row counts of every table an admin call may write. */
async function counts(app: TestApp) {
  return {
    users: await app.count('users'),
    projects: await app.count('projects'),
    audit_log: await app.count('audit_log'),
    points_ledger: await app.count('points_ledger'),
    revoked: (await app.db.selectFrom('sessions').select('id').where('revoked_at', 'is not', null).execute()).length,
  };
}

function projectBody(overrides: Record<string, unknown> = {}) {
  return { title: 'Admin Made Project', description: 'Created from the admin panel for a member of the club.', category: 'Tools', ...overrides };
}

describe('admin API authorization: 401 signed out, 403 unless an active admin', () => {
  const routes: [ApiMethod, string, unknown?][] = [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/1'],
    ['POST', '/api/admin/users', { name: 'Nobody Here', username: 'nobody_here', email: 'nobody@example.com', password: 'password-1' }],
    ['PUT', '/api/admin/users/1', { bio: 'changed' }],
    ['DELETE', '/api/admin/users/1'],
    ['GET', '/api/admin/projects'],
    ['POST', '/api/admin/projects', { ...projectBody(), user_id: 1 }],
    ['PUT', '/api/admin/projects/1', { title: 'Changed title' }],
    ['DELETE', '/api/admin/projects/1'],
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/audit-log'],
  ];

  it.each(routes)("%s %s answers 401 'No token provided' signed out and writes nothing", async (method, url, body) => {
    const before = await counts(t);
    const res = await call(t, method, url, undefined, body);
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toEqual({ success: false, message: 'No token provided', error: { code: 'UNAUTHORIZED' } });
    expect(await counts(t)).toEqual(before);
  });

  it.each(routes)('%s %s answers 403 to a member, a moderator and a pending admin, and writes nothing', async (method, url, body) => {
    for (const [role, status] of [
      ['user', 'active'],
      ['moderator', 'active'],
      ['admin', 'pending'],
    ] as const) {
      const m = await member(t, role, status);
      const before = await counts(t);
      const res = await call(t, method, url, m.token, body);
      expect(res.statusCode, `${role} ${status}`).toBe(403);
      expect(envelope(res).error?.code).toBe('FORBIDDEN');
      expect(await counts(t)).toEqual(before);
    }
  });

  it.each(routes)('%s %s answers 401 to a suspended or inactive admin (their token is refused)', async (method, url, body) => {
    for (const status of ['suspended', 'inactive'] as const) {
      const m = await member(t, 'admin', 'active');
      await t.db.updateTable('users').set({ status }).where('id', '=', m.user.id).execute();
      const before = await counts(t);
      expect((await call(t, method, url, m.token, body)).statusCode, status).toBe(401);
      expect(await counts(t)).toEqual(before);
    }
  });
});

describe('GET /api/admin/users', () => {
  let tag: string;
  let a: Member;
  let b: Member;
  let c: Member;
  beforeAll(async () => {
    tag = uniqueSuffix();
    a = await t.register({ name: `Alpha ${tag}`, username: `alpha_${tag}`, email: `alpha.${tag}@list.example` });
    t.clock.advance(1000);
    b = await t.register({ name: `Bravo ${tag}`, username: `bravo_${tag}`, email: `bravo.${tag}@list.example` });
    t.clock.advance(1000);
    c = await t.register({ name: `Charlie ${tag}`, username: `charlie_${tag}`, email: `charlie.${tag}@list.example` });
    await t.db.updateTable('users').set({ role: 'moderator', status: 'suspended', suspension_reason: 'Testing' }).where('id', '=', c.user.id).execute();
  });

  const list = async (query: string) => {
    const res = await call(t, 'GET', `/api/admin/users?${query}`, await t.adminToken());
    expect(res.statusCode, res.body).toBe(200);
    return envelope<AdminUser[]>(res);
  };

  it('lists every user, newest first, with the suspension reason and never the password hash', async () => {
    const env = await list(`q=${tag}`);
    expect(env.data.map((u) => u.id)).toEqual([c.user.id, b.user.id, a.user.id]);
    expect(env.meta).toEqual({ total: 3, limit: 20, offset: 0 });
    expect(env.data[0]).toEqual({ ...c.user, role: 'moderator', status: 'suspended', suspension_reason: 'Testing', updated_at: c.user.updated_at });
    expect(env.data[2]).toEqual({ ...a.user, suspension_reason: null });
    expect(JSON.stringify(env)).not.toMatch(/password|argon2/);
  });

  it('searches name, username and email case-insensitively', async () => {
    expect((await list(`q=${encodeURIComponent(`BRAVO ${tag}`)}`)).data.map((u) => u.id)).toEqual([b.user.id]);
    expect((await list(`q=CHARLIE_${tag}`)).data.map((u) => u.id)).toEqual([c.user.id]);
    expect((await list(`q=alpha.${tag}%40LIST`)).data.map((u) => u.id)).toEqual([a.user.id]);
  });

  it('filters by exact email and username (SPEC §7), role and status', async () => {
    expect((await list(`email=${encodeURIComponent(`ALPHA.${tag}@list.example`)}`)).data.map((u) => u.id)).toEqual([a.user.id]);
    expect((await list(`email=alpha.${tag}`)).data).toEqual([]);
    expect((await list(`username=BRAVO_${tag}`)).data.map((u) => u.id)).toEqual([b.user.id]);
    expect((await list(`q=${tag}&role=moderator`)).data.map((u) => u.id)).toEqual([c.user.id]);
    expect((await list(`q=${tag}&status=active`)).data.map((u) => u.id)).toEqual([b.user.id, a.user.id]);
    expect((await list(`q=${tag}&role=&status=`)).meta?.total).toBe(3);
  });

  it('pages with limit and offset', async () => {
    const page = await list(`q=${tag}&limit=2&offset=1`);
    expect(page.data.map((u) => u.id)).toEqual([b.user.id, a.user.id]);
    expect(page.meta).toEqual({ total: 3, limit: 2, offset: 1 });
  });

  it.each([
    ['role=root', 'Invalid user role'],
    ['status=banned', 'Invalid user status'],
  ])('answers 400 for %s with %j', async (query, message) => {
    const res = await call(t, 'GET', `/api/admin/users?${query}`, await t.adminToken());
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe(message);
  });

  it('answers 400 for a limit above 100', async () => {
    expect((await call(t, 'GET', '/api/admin/users?limit=101', await t.adminToken())).statusCode).toBe(400);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('returns one user with the suspension reason', async () => {
    const m = await t.register();
    const res = await call(t, 'GET', `/api/admin/users/${m.user.id}`, await t.adminToken());
    expect(res.statusCode).toBe(200);
    expect(envelope<AdminUser>(res).data).toEqual({ ...m.user, suspension_reason: null });
  });

  it("answers 404 'User not found' and 400 'Invalid user id'", async () => {
    const missing = await call(t, 'GET', '/api/admin/users/987654', await t.adminToken());
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing)).toEqual({ success: false, message: 'User not found', error: { code: 'NOT_FOUND' } });
    const bad = await call(t, 'GET', '/api/admin/users/abc', await t.adminToken());
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).message).toBe('Invalid user id');
  });
});

describe('POST /api/admin/users', () => {
  const body = (overrides: Record<string, unknown> = {}) => {
    const s = uniqueSuffix();
    return { name: `Created ${s}`, username: `created_${s}`, email: `created.${s}@example.com`, password: 'admin-made-1', ...overrides };
  };

  it("creates the user with role 'user' and status 'active' by default, records user.created, and the user can sign in", async () => {
    const input = body({ email: '  MixedCase.Created@Example.com ', github_username: 'made-by-admin' });
    const res = await call(t, 'POST', '/api/admin/users', await t.adminToken(), input);
    expect(res.statusCode, res.body).toBe(201);
    const env = envelope<AdminUser>(res);
    expect(env.message).toBe('User created successfully');
    expect(env.data).toMatchObject({
      name: input.name,
      username: input.username,
      email: 'mixedcase.created@example.com',
      role: 'user',
      status: 'active',
      github_username: 'made-by-admin',
      points: 0,
      suspension_reason: null,
      joined_date: t.clock.now().toISOString(),
    });
    expect(res.body).not.toMatch(/password|argon2/);
    expect(await t.login('mixedcase.created@example.com', 'admin-made-1')).toBeTruthy();
    const audit = await auditOf(t, env.data.id);
    expect(audit).toEqual([
      expect.objectContaining({ actor_id: await adminId(t), action: 'user.created', target_type: 'user', created_at: t.clock.now().toISOString() }),
    ]);
    expect(JSON.parse(audit[0]!.details)).toEqual({
      via: 'admin',
      username: input.username,
      email: 'mixedcase.created@example.com',
      role: 'user',
      status: 'active',
    });
  });

  it('takes a role and a status', async () => {
    const res = await call(t, 'POST', '/api/admin/users', await t.adminToken(), body({ role: 'moderator', status: 'pending' }));
    expect(res.statusCode).toBe(201);
    expect(envelope<AdminUser>(res).data).toMatchObject({ role: 'moderator', status: 'pending' });
  });

  it.each([
    [{ name: 'Al' }, 'Name must be at least 3 characters long'],
    [{ username: 'ab' }, 'Username must be at least 3 characters long'],
    [{ email: 'not-an-email' }, 'Invalid email format'],
    [{ email: '' }, 'Email cannot be empty'],
    [{ password: 'short' }, 'Password must be at least 8 characters long!'],
    [{ password: '' }, 'Password is required'],
    [{ role: 'superuser' }, 'Invalid user role'],
    [{ status: 'banned' }, 'Invalid user status'],
  ])('answers 400 for %j with %j and writes nothing', async (overrides, message) => {
    const before = await counts(t);
    const res = await call(t, 'POST', '/api/admin/users', await t.adminToken(), body(overrides));
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ success: false, message, error: { code: 'VALIDATION_ERROR' } });
    expect(await counts(t)).toEqual(before);
  });

  it('answers 409 for a taken email, a taken username (any case), or both, and writes nothing', async () => {
    const existing = await t.register();
    const token = await t.adminToken();
    const before = await counts(t);
    const email = await call(t, 'POST', '/api/admin/users', token, body({ email: existing.email.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(envelope(email)).toEqual({ success: false, message: 'Email already registered', error: { code: 'EMAIL_TAKEN' } });
    const username = await call(t, 'POST', '/api/admin/users', token, body({ username: existing.user.username.toUpperCase() }));
    expect(envelope(username)).toEqual({ success: false, message: 'Username already taken', error: { code: 'USERNAME_TAKEN' } });
    const both = await call(t, 'POST', '/api/admin/users', token, body({ email: existing.email, username: existing.user.username }));
    expect(envelope(both).message).toBe('Validation failed: Email already registered, Username already taken');
    expect(envelope(both).error).toEqual({
      code: 'CONFLICT',
      details: [
        { path: 'email', message: 'Email already registered', code: 'EMAIL_TAKEN' },
        { path: 'username', message: 'Username already taken', code: 'USERNAME_TAKEN' },
      ],
    });
    expect(await counts(t)).toEqual(before);
  });
});

describe('PUT /api/admin/users/{id}: profile fields and role', () => {
  it("updates the fields sent, keeps the others, answers 'User updated successfully' and records user.updated", async () => {
    const m = await t.register({ github_username: 'keep-me' });
    t.clock.advance(1000);
    const res = await call(t, 'PUT', `/api/admin/users/${m.user.id}`, await t.adminToken(), {
      name: 'Renamed By Admin',
      bio: 'Set by an admin',
      location: 'Lab 3',
    });
    expect(res.statusCode, res.body).toBe(200);
    const env = envelope<AdminUser>(res);
    expect(env.message).toBe('User updated successfully');
    expect(env.data).toMatchObject({
      name: 'Renamed By Admin',
      bio: 'Set by an admin',
      location: 'Lab 3',
      github_username: 'keep-me',
      updated_at: t.clock.now().toISOString(),
    });
    const [entry] = await auditOf(t, m.user.id).then((rows) => rows.filter((r) => r.action === 'user.updated'));
    expect(JSON.parse(entry!.details)).toEqual({
      fields: ['name', 'bio', 'location'],
      changes: { name: { from: m.user.name, to: 'Renamed By Admin' }, bio: { from: null, to: 'Set by an admin' }, location: { from: null, to: 'Lab 3' } },
    });
  });

  it('changes the role and records user.role_changed', async () => {
    const m = await t.register();
    const res = await call(t, 'PUT', `/api/admin/users/${m.user.id}`, await t.adminToken(), { role: 'moderator' });
    expect(envelope<AdminUser>(res).data.role).toBe('moderator');
    const entries = (await auditOf(t, m.user.id)).filter((r) => r.action === 'user.role_changed');
    expect(entries.map((e) => JSON.parse(e.details))).toEqual([{ from: 'user', to: 'moderator' }]);
  });

  it('answers 409 for an email or username of another user and writes nothing', async () => {
    const m = await t.register();
    const other = await t.register();
    const before = await userRow(t, m.user.id);
    const beforeCounts = await counts(t);
    const email = await call(t, 'PUT', `/api/admin/users/${m.user.id}`, await t.adminToken(), { email: other.email, name: 'Should Not Stick' });
    expect(email.statusCode).toBe(409);
    expect(envelope(email)).toEqual({ success: false, message: 'Email already registered', error: { code: 'EMAIL_TAKEN' } });
    const username = await call(t, 'PUT', `/api/admin/users/${m.user.id}`, await t.adminToken(), { username: other.user.username.toUpperCase() });
    expect(envelope(username)).toEqual({ success: false, message: 'Username already taken', error: { code: 'USERNAME_TAKEN' } });
    const both = await call(t, 'PUT', `/api/admin/users/${m.user.id}`, await t.adminToken(), { email: other.email, username: other.user.username });
    expect(envelope(both).error).toEqual({
      code: 'CONFLICT',
      details: [
        { path: 'email', message: 'Email already registered', code: 'EMAIL_TAKEN' },
        { path: 'username', message: 'Username already taken', code: 'USERNAME_TAKEN' },
      ],
    });
    expect(await userRow(t, m.user.id)).toEqual(before);
    expect(await counts(t)).toEqual(beforeCounts);
  });

  it("lets a user keep their own email and change their username's case", async () => {
    const m = await t.register();
    const res = await call(t, 'PUT', `/api/admin/users/${m.user.id}`, await t.adminToken(), { email: m.email, username: m.user.username.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope<AdminUser>(res).data.username).toBe(m.user.username.toUpperCase());
  });

  it.each([
    [{ name: 'Al' }, 'Name must be at least 3 characters long'],
    [{ email: 'bad' }, 'Invalid email format'],
    [{ role: 'root' }, 'Invalid user role'],
    [{ status: 'banned' }, 'Invalid user status'],
    [{ password: 'short' }, 'Password must be at least 8 characters long!'],
  ])('answers 400 for %j with %j and writes nothing', async (body, message) => {
    const m = await t.register();
    const before = await userRow(t, m.user.id);
    const beforeCounts = await counts(t);
    const res = await call(t, 'PUT', `/api/admin/users/${m.user.id}`, await t.adminToken(), body);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe(message);
    expect(await userRow(t, m.user.id)).toEqual(before);
    expect(await counts(t)).toEqual(beforeCounts);
  });

  it("answers 404 'User not found' and 400 'Invalid user id'", async () => {
    expect(envelope(await call(t, 'PUT', '/api/admin/users/987654', await t.adminToken(), { bio: 'x' }))).toMatchObject({ message: 'User not found' });
    const bad = await call(t, 'PUT', '/api/admin/users/0', await t.adminToken(), { bio: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).message).toBe('Invalid user id');
  });
});

describe('PUT /api/admin/users/{id}: status transitions (SPEC §4)', () => {
  const put = async (id: number, body: Record<string, unknown>) => call(t, 'PUT', `/api/admin/users/${id}`, await t.adminToken(), body);

  it('walks every transition with its audit event, refusing the two the spec refuses', async () => {
    const m = await t.register();
    const id = m.user.id;
    const step = async (body: Record<string, unknown>, expected: { status: UserStatus; suspension_reason: string | null } | string) => {
      const before = await userRow(t, id);
      const beforeCounts = await counts(t);
      const res = await put(id, body);
      if (typeof expected === 'string') {
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(envelope(res)).toEqual({ success: false, message: expected, error: { code: 'VALIDATION_ERROR' } });
        expect(await userRow(t, id)).toEqual(before);
        expect(await counts(t)).toEqual(beforeCounts);
      } else {
        expect(res.statusCode, res.body).toBe(200);
        expect(envelope<AdminUser>(res).data).toMatchObject(expected);
      }
    };
    await step({ status: 'active' }, 'User is already active');
    await step({ status: 'suspended' }, 'Suspension reason is required');
    await step({ status: 'suspended', suspension_reason: '   ' }, 'Suspension reason is required');
    await step({ status: 'suspended', suspension_reason: ' Spam in the forum ' }, { status: 'suspended', suspension_reason: 'Spam in the forum' });
    await step({ status: 'suspended', suspension_reason: 'Again' }, 'User is already suspended');
    await step({ suspension_reason: 'Spam and abuse' }, { status: 'suspended', suspension_reason: 'Spam and abuse' });
    await step({ status: 'active' }, { status: 'active', suspension_reason: null });
    await step({ status: 'inactive' }, { status: 'inactive', suspension_reason: null });
    await step({ status: 'inactive' }, { status: 'inactive', suspension_reason: null });
    await step({ status: 'pending' }, { status: 'pending', suspension_reason: null });
    await step({ status: 'pending' }, { status: 'pending', suspension_reason: null });
    await step({ status: 'suspended', suspension_reason: 'From pending' }, { status: 'suspended', suspension_reason: 'From pending' });
    await step({ status: 'inactive' }, { status: 'inactive', suspension_reason: null });
    await step({ status: 'suspended', suspension_reason: 'From inactive' }, { status: 'suspended', suspension_reason: 'From inactive' });
    await step({ status: 'pending' }, { status: 'pending', suspension_reason: null });
    await step({ status: 'active' }, { status: 'active', suspension_reason: null });

    const actions = (await auditOf(t, id)).map((e) => [e.action, JSON.parse(e.details)]);
    expect(actions).toEqual([
      ['user.created', { via: 'registration', username: m.user.username, email: m.email, role: 'user', status: 'active' }],
      ['user.suspended', { from: 'active', reason: 'Spam in the forum' }],
      ['user.updated', { fields: ['suspension_reason'], changes: { suspension_reason: { from: 'Spam in the forum', to: 'Spam and abuse' } } }],
      ['user.activated', { from: 'suspended' }],
      ['user.deactivated', { from: 'active' }],
      ['user.deactivated', { from: 'inactive' }],
      ['user.updated', { fields: ['status'], changes: { status: { from: 'inactive', to: 'pending' } } }],
      ['user.updated', { fields: ['status'], changes: { status: { from: 'pending', to: 'pending' } } }],
      ['user.suspended', { from: 'pending', reason: 'From pending' }],
      ['user.deactivated', { from: 'suspended' }],
      ['user.suspended', { from: 'inactive', reason: 'From inactive' }],
      ['user.updated', { fields: ['status'], changes: { status: { from: 'suspended', to: 'pending' } } }],
      ['user.activated', { from: 'pending' }],
    ]);
  });

  it('refuses the whole body when the status change is refused: other fields and points stay as they were', async () => {
    const m = await t.register();
    const before = await userRow(t, m.user.id);
    const beforeCounts = await counts(t);
    const res = await put(m.user.id, { name: 'Not Applied', status: 'active', points_adjustment: { operation: 'add', amount: 10, reason: 'Not applied' } });
    expect(envelope(res).message).toBe('User is already active');
    expect(await userRow(t, m.user.id)).toEqual(before);
    expect(await counts(t)).toEqual(beforeCounts);
  });

  it.each(['suspended', 'inactive'] as const)('making a member %s revokes all their sessions: their token gets 401 on the next call', async (status) => {
    const m = await t.register();
    const second = await t.login(m.email, m.password);
    expect((await call(t, 'GET', '/api/user/profile', m.token)).statusCode).toBe(200);
    const res = await put(m.user.id, { status, suspension_reason: 'Abuse' });
    expect(res.statusCode, res.body).toBe(200);
    // Their holder is told why, for the sign-in page to show (SPEC §8 Login failure).
    for (const token of [m.token, second]) {
      const next = await call(t, 'GET', '/api/user/profile', token);
      expect(next.statusCode).toBe(401);
      expect(envelope(next)).toEqual(
        status === 'suspended'
          ? { success: false, message: 'Your account has been suspended: Abuse', error: { code: 'ACCOUNT_SUSPENDED' } }
          : { success: false, message: 'Your account is inactive. Please contact an admin.', error: { code: 'ACCOUNT_INACTIVE' } },
      );
    }
    const live = await t.db.selectFrom('sessions').select('id').where('user_id', '=', m.user.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);

    // Reactivation does not bring the old sessions back; signing in again works.
    expect((await put(m.user.id, { status: 'active' })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/user/profile', m.token)).statusCode).toBe(401);
    const fresh = await t.login(m.email, m.password);
    expect((await call(t, 'GET', '/api/user/profile', fresh)).statusCode).toBe(200);
  });

  it('a suspended member cannot sign in, and is told why', async () => {
    const m = await t.register();
    await put(m.user.id, { status: 'suspended', suspension_reason: 'Spam in the forum' });
    const res = await t.inject({ method: 'POST', url: '/api/user/login', payload: { email: m.email, password: m.password } });
    expect(res.statusCode).toBe(403);
    expect(envelope(res).message).toBe('Your account has been suspended: Spam in the forum');
  });

  it('changing other fields or the role keeps the sessions', async () => {
    const m = await t.register();
    await put(m.user.id, { role: 'moderator', bio: 'Moderates' });
    expect((await call(t, 'GET', '/api/user/profile', m.token)).statusCode).toBe(200);
  });
});

describe('PUT /api/admin/users/{id}: password', () => {
  it("sets the password, revokes the user's sessions, and the new password signs in", async () => {
    const m = await t.register();
    const res = await call(t, 'PUT', `/api/admin/users/${m.user.id}`, await t.adminToken(), { password: 'set-by-admin-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t, 'GET', '/api/user/profile', m.token)).statusCode).toBe(401);
    expect(await t.login(m.email, 'set-by-admin-1')).toBeTruthy();
    const bad = await t.inject({ method: 'POST', url: '/api/user/login', payload: { email: m.email, password: m.password } });
    expect(bad.statusCode).toBe(401);
    const [entry] = (await auditOf(t, m.user.id)).filter((e) => e.action === 'user.updated');
    expect(JSON.parse(entry!.details)).toEqual({ fields: ['password'], changes: {} });
    expect(entry!.details).not.toContain('set-by-admin-1');
  });
});

describe('PUT /api/admin/users/{id}: points (SPEC §4 Points)', () => {
  const adjust = async (id: number, operation: string, amount: unknown, ...rest: [reason?: unknown]) =>
    call(t, 'PUT', `/api/admin/users/${id}`, await t.adminToken(), {
      points_adjustment: { operation, amount, reason: rest.length ? rest[0] : 'Test adjustment' },
    });

  it('adds, subtracts with a floor at 0 and multiplies with rounding, writing the ledger with delta and balance', async () => {
    const m = await t.register();
    const admin = await adminId(t);
    const expectPoints = async (res: Awaited<ReturnType<typeof adjust>>, points: number) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(envelope<AdminUser>(res).data.points).toBe(points);
      expect((await userRow(t, m.user.id))?.points).toBe(points);
    };
    await expectPoints(await adjust(m.user.id, 'add', 50, '  Won the hackathon  '), 50);
    await expectPoints(await adjust(m.user.id, 'subtract', 20), 30);
    await expectPoints(await adjust(m.user.id, 'multiply', 1.5), 45);
    await expectPoints(await adjust(m.user.id, 'multiply', 0.5), 23);
    await expectPoints(await adjust(m.user.id, 'subtract', 100), 0);
    await expectPoints(await adjust(m.user.id, 'subtract', 5), 0);
    await expectPoints(await adjust(m.user.id, 'add', 7), 7);
    await expectPoints(await adjust(m.user.id, 'multiply', 0), 0);

    const ledger = await ledgerOf(t, m.user.id);
    expect(ledger.map((l) => [l.delta, l.balance])).toEqual([
      [50, 50],
      [-20, 30],
      [15, 45],
      [-22, 23],
      [-23, 0],
      [7, 7],
      [-7, 0],
    ]);
    expect(ledger[0]).toMatchObject({ reason: 'Won the hackathon', source: 'admin', actor_id: admin, created_at: t.clock.now().toISOString() });
    expect(ledger.reduce((sum, l) => sum + l.delta, 0)).toBe(0);

    const events = (await auditOf(t, m.user.id)).filter((e) => e.action === 'user.points_adjusted').map((e) => JSON.parse(e.details));
    expect(events).toHaveLength(8);
    expect(events[0]).toEqual({ operation: 'add', amount: 50, reason: 'Won the hackathon', from: 0, to: 50, delta: 50 });
    expect(events[5]).toEqual({ operation: 'subtract', amount: 5, reason: 'Test adjustment', from: 0, to: 0, delta: 0 });
  });

  it.each([
    ['add', -5, 'x', 'Points cannot be negative'],
    ['multiply', -0.5, 'x', 'Points cannot be negative'],
    ['add', 'ten', 'x', 'Points must be a number'],
    ['add', null, 'x', 'Points must be a number'],
    ['add', 2.5, 'x', 'Points must be a whole number'],
    ['add', 5, '', 'A reason is required'],
    ['add', 5, undefined, 'A reason is required'],
    ['add', 5, 'r'.repeat(201), 'Reason must be at most 200 characters long'],
    ['divide', 5, 'x', 'Invalid points operation'],
  ])('%s %j (reason %j) answers 400 %j and writes nothing', async (operation, amount, reason, message) => {
    const m = await t.register();
    await adjust(m.user.id, 'add', 10);
    const before = await userRow(t, m.user.id);
    const beforeCounts = await counts(t);
    const res = await adjust(m.user.id, operation, amount, reason);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe(message);
    expect(await userRow(t, m.user.id)).toEqual(before);
    expect(await counts(t)).toEqual(beforeCounts);
  });

  it("answers 400 'Points total is too large' past the maximum and writes nothing", async () => {
    const m = await t.register();
    await adjust(m.user.id, 'add', 600_000_000);
    const beforeCounts = await counts(t);
    const res = await adjust(m.user.id, 'multiply', 2);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('Points total is too large');
    expect((await userRow(t, m.user.id))?.points).toBe(600_000_000);
    expect(await counts(t)).toEqual(beforeCounts);
  });

  it('keeps concurrent adjustments: none is lost', async () => {
    const m = await t.register();
    const token = await t.adminToken();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t, 'PUT', `/api/admin/users/${m.user.id}`, token, { points_adjustment: { operation: 'add', amount: 5, reason: 'Race' } }),
      ),
    );
    expect((await userRow(t, m.user.id))?.points).toBe(40);
    const ledger = await ledgerOf(t, m.user.id);
    expect(ledger).toHaveLength(8);
    expect(ledger.map((l) => l.balance).sort((x, y) => x - y)).toEqual([5, 10, 15, 20, 25, 30, 35, 40]);
  });
});

describe('the last active admin', () => {
  let f: TestApp;
  afterEach(async () => {
    await f?.close();
  });

  const put = (token: string, id: number, body: Record<string, unknown>) => call(f, 'PUT', `/api/admin/users/${id}`, token, body);

  it.each([
    [{ role: 'user' }],
    [{ role: 'moderator' }],
    [{ status: 'suspended', suspension_reason: 'Going away' }],
    [{ status: 'inactive' }],
    [{ status: 'pending' }],
  ])("cannot demote, suspend or deactivate themselves (%j): 'Cannot remove the last active admin', nothing written", async (body) => {
    f = await createTestApp();
    const token = await f.adminToken();
    const id = await adminId(f);
    const before = await userRow(f, id);
    const beforeCounts = await counts(f);
    const res = await put(token, id, body);
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toEqual({ success: false, message: 'Cannot remove the last active admin', error: { code: 'VALIDATION_ERROR' } });
    expect(await userRow(f, id)).toEqual(before);
    expect(await counts(f)).toEqual(beforeCounts);
    expect((await call(f, 'GET', '/api/admin/stats', token)).statusCode).toBe(200);
  });

  it("cannot delete themselves: 403 'You cannot delete your own account', the reason that applies, not the last-admin one", async () => {
    f = await createTestApp();
    const id = await adminId(f);
    const beforeCounts = await counts(f);
    const res = await call(f, 'DELETE', `/api/admin/users/${id}`, await f.adminToken());
    expect(res.statusCode).toBe(403);
    expect(envelope(res)).toEqual({ success: false, message: 'You cannot delete your own account', error: { code: 'FORBIDDEN' } });
    expect(await counts(f)).toEqual(beforeCounts);
  });

  it('a suspended or pending second admin does not count', async () => {
    f = await createTestApp();
    await member(f, 'admin', 'suspended');
    await member(f, 'admin', 'pending');
    const res = await put(await f.adminToken(), await adminId(f), { role: 'user' });
    expect(envelope(res).message).toBe('Cannot remove the last active admin');
  });

  it('with a second active admin, an admin may step down, and then loses admin access', async () => {
    f = await createTestApp();
    const other = await member(f, 'admin');
    const token = await f.adminToken();
    const id = await adminId(f);
    const res = await put(token, id, { role: 'user' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(f, 'GET', '/api/admin/stats', token)).statusCode).toBe(403);
    // Now `other` is the last active admin.
    const self = await put(other.token, other.user.id, { status: 'inactive' });
    expect(envelope(self).message).toBe('Cannot remove the last active admin');
  });

  it("with a second active admin, deleting yourself is still refused: 'You cannot delete your own account'", async () => {
    f = await createTestApp();
    const other = await member(f, 'admin');
    const res = await call(f, 'DELETE', `/api/admin/users/${other.user.id}`, other.token);
    expect(res.statusCode).toBe(403);
    expect(envelope(res).message).toBe('You cannot delete your own account');
    expect(await userRow(f, other.user.id)).toBeDefined();
  });

  it('two admins demoting each other at once always leave one active admin', async () => {
    f = await createTestApp();
    let a = { id: await adminId(f), token: await f.adminToken() };
    for (let round = 0; round < 8; round++) {
      const other = await member(f, 'admin');
      const b = { id: other.user.id, token: other.token };
      const results = await Promise.all([put(a.token, b.id, { role: 'user' }), put(b.token, a.id, { role: 'user' })]);
      const admins = await f.db.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'active').execute();
      expect(admins).toHaveLength(1);
      // One wins; the other is refused by the last-admin rule (400) or, arriving after the first committed,
      // because its caller is no longer an admin (403).
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([400, 403]).toContain(codes[1]);
      a = admins[0]!.id === a.id ? a : b;
    }
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it("deletes the user with their sessions and projects, answers 'User deleted successfully' and records user.deleted", async () => {
    const m = await t.register();
    const project = await call(t, 'POST', '/api/projects', m.token, projectBody());
    expect(project.statusCode).toBe(201);
    const projectId = envelope<Project>(project).data.id;
    const res = await call(t, 'DELETE', `/api/admin/users/${m.user.id}`, await t.adminToken());
    expect(res.statusCode).toBe(200);
    expect(envelope(res)).toEqual({ success: true, data: null, message: 'User deleted successfully' });
    // SPEC §2 Your data: the same erasure as a member's own deletion: the row stays as an anonymous tombstone (for the
    // ledger).
    expect(await userRow(t, m.user.id)).toMatchObject({
      name: 'Former member',
      email: `deleted:${m.user.id}`,
      status: 'inactive',
      deleted_at: expect.any(String),
    });
    expect((await call(t, 'GET', `/api/admin/users/${m.user.id}`, await t.adminToken())).statusCode).toBe(404);
    expect(await t.db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', m.user.id).execute()).toEqual([]);
    expect((await call(t, 'GET', '/api/user/profile', m.token)).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/projects/${projectId}`)).statusCode).toBe(404);
    const deleted = (await auditOf(t, m.user.id)).find((e) => e.action === 'user.deleted');
    expect(deleted).toMatchObject({ actor_id: await adminId(t), target_type: 'user' });
    expect(JSON.parse(deleted!.details)).toEqual({ via: 'admin', projects: 'delete' });
  });

  it("answers 404 'User not found' and 400 'Invalid user id', writing nothing", async () => {
    const before = await counts(t);
    const missing = await call(t, 'DELETE', '/api/admin/users/987654', await t.adminToken());
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe('User not found');
    expect((await call(t, 'DELETE', '/api/admin/users/x', await t.adminToken())).statusCode).toBe(400);
    expect(await counts(t)).toEqual(before);
  });

  it('deletes another admin when one active admin remains', async () => {
    const other = await member(t, 'admin');
    expect((await call(t, 'DELETE', `/api/admin/users/${other.user.id}`, await t.adminToken())).statusCode).toBe(200);
  });
});

describe('admin projects', () => {
  let owner: Member;
  beforeAll(async () => {
    owner = await t.register();
  });

  it('POST creates a project for a member, records project.created, and the public list shows it at once', async () => {
    const token = await t.adminToken();
    expect((await call(t, 'GET', '/api/projects')).statusCode).toBe(200); // warm the public cache
    const res = await call(t, 'POST', '/api/admin/projects', token, { ...projectBody({ title: 'For A Member' }), user_id: owner.user.id });
    expect(res.statusCode, res.body).toBe(201);
    const project = envelope<Project>(res).data;
    expect(project).toMatchObject({ title: 'For A Member', user_id: owner.user.id, creator: { id: owner.user.id } });
    const list = envelope<Project[]>(await call(t, 'GET', '/api/projects'));
    expect(list.data.map((p) => p.id)).toContain(project.id);
    const [entry] = await t.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'project').where('target_id', '=', project.id).execute();
    expect(entry).toMatchObject({ action: 'project.created', actor_id: await adminId(t) });
    expect(JSON.parse(entry!.details)).toEqual({ title: 'For A Member', user_id: owner.user.id });
  });

  it.each([
    [{ user_id: undefined }, 'User ID is required'],
    [{ user_id: '' }, 'User ID is required'],
    [{ user_id: 'abc' }, 'User ID is required'],
    [{ title: 'Tiny' }, 'Title must be at least 5 characters long'],
    [{ description: 'Too short' }, 'Description must be at least 20 characters long'],
    [{ status: 'done' }, 'Invalid project status'],
  ])('POST answers 400 for %j with %j and writes nothing', async (overrides, message) => {
    const before = await counts(t);
    const res = await call(t, 'POST', '/api/admin/projects', await t.adminToken(), { ...projectBody(), user_id: owner.user.id, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe(message);
    expect(await counts(t)).toEqual(before);
  });

  it("POST answers 404 'User not found' for an owner who does not exist, writing nothing", async () => {
    const before = await counts(t);
    const res = await call(t, 'POST', '/api/admin/projects', await t.adminToken(), { ...projectBody(), user_id: 987654 });
    expect(res.statusCode).toBe(404);
    expect(envelope(res).message).toBe('User not found');
    expect(await counts(t)).toEqual(before);
  });

  it('GET lists every project with q, user_id and status filters and paging', async () => {
    const tag = uniqueSuffix();
    const token = await t.adminToken();
    const mk = async (title: string, status: string) =>
      envelope<Project>(await call(t, 'POST', '/api/admin/projects', token, { ...projectBody({ title, status }), user_id: owner.user.id })).data;
    const p1 = await mk(`Filter ${tag} one`, 'draft');
    t.clock.advance(1000);
    const p2 = await mk(`Filter ${tag} two`, 'completed');
    const all = envelope<Project[]>(await call(t, 'GET', `/api/admin/projects?q=${tag}`, token));
    expect(all.data.map((p) => p.id)).toEqual([p2.id, p1.id]);
    expect(all.meta).toEqual({ total: 2, limit: 20, offset: 0 });
    const completed = envelope<Project[]>(await call(t, 'GET', `/api/admin/projects?q=${tag}&status=completed`, token));
    expect(completed.data.map((p) => p.id)).toEqual([p2.id]);
    const mine = envelope<Project[]>(await call(t, 'GET', `/api/admin/projects?user_id=${owner.user.id}&limit=1&offset=1`, token));
    expect(mine.meta?.limit).toBe(1);
    expect(mine.data).toHaveLength(1);
    expect((await call(t, 'GET', '/api/admin/projects?status=nope', token)).statusCode).toBe(400);
  });

  it("PUT updates any member's project and records project.updated; a refused transition writes nothing", async () => {
    const created = await call(t, 'POST', '/api/projects', owner.token, projectBody({ title: 'Owned By Member' }));
    const project = envelope<Project>(created).data;
    const token = await t.adminToken();
    const res = await call(t, 'PUT', `/api/admin/projects/${project.id}`, token, { title: 'Renamed By Admin', status: 'in_progress' });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope<Project>(res).data).toMatchObject({ title: 'Renamed By Admin', status: 'in_progress' });
    const entries = await t.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'project').where('target_id', '=', project.id).execute();
    expect(entries.map((e) => [e.action, JSON.parse(e.details)])).toEqual([['project.updated', { title: 'Renamed By Admin', fields: ['title', 'status'] }]]);

    const before = await counts(t);
    const back = await call(t, 'PUT', `/api/admin/projects/${project.id}`, token, { status: 'draft' });
    expect(back.statusCode).toBe(400);
    expect(envelope(back).message).toBe('A project cannot go back to draft');
    expect(await counts(t)).toEqual(before);
    expect((await call(t, 'PUT', '/api/admin/projects/987654', token, { title: 'Missing project' })).statusCode).toBe(404);
  });

  it("DELETE removes any project, answers 'Project deleted successfully' and records project.deleted", async () => {
    const project = envelope<Project>(await call(t, 'POST', '/api/projects', owner.token, projectBody({ title: 'Doomed Project' }))).data;
    const token = await t.adminToken();
    const res = await call(t, 'DELETE', `/api/admin/projects/${project.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(envelope(res)).toEqual({ success: true, data: null, message: 'Project deleted successfully' });
    expect((await call(t, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(404);
    const [entry] = await t.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'project').where('target_id', '=', project.id).execute();
    expect(entry?.action).toBe('project.deleted');
    expect(JSON.parse(entry!.details)).toEqual({ title: 'Doomed Project', user_id: owner.user.id });
    const again = await call(t, 'DELETE', `/api/admin/projects/${project.id}`, token);
    expect(again.statusCode).toBe(404);
    expect(envelope(again).message).toBe('Project not found');
  });
});

describe('GET /api/admin/stats', () => {
  let f: TestApp;
  afterAll(async () => {
    await f?.close();
  });

  it('is computed from the database', async () => {
    f = await createTestApp();
    const token = await f.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const first = await call(f, 'GET', '/api/admin/stats', token);
    expect(first.statusCode, first.body).toBe(200);
    const empty = envelope<AdminStats>(first).data;
    expect(empty).toEqual({
      total_users: 1,
      active_users: 1,
      suspended_users: 0,
      inactive_users: 0,
      pending_users: 0,
      admins: 1,
      moderators: 0,
      total_projects: 0,
      total_points: 0,
      challenges_completed: 0,
      new_users_30d: 1,
    });

    f.clock.advance(40 * 86_400_000); // the admin and the next two members are older than 30 days
    const old1 = await member(f, 'moderator');
    const old2 = await member(f, 'user', 'suspended');
    f.clock.advance(40 * 86_400_000);
    const m1 = await member(f);
    const m2 = await member(f, 'moderator', 'inactive');
    await member(f, 'user', 'pending');
    await f.db.updateTable('users').set({ points: 120, completed_challenges: 3 }).where('id', '=', m1.user.id).execute();
    await f.db.updateTable('users').set({ points: 30, completed_challenges: 1 }).where('id', '=', old2.user.id).execute();
    await f.db.updateTable('users').set({ points: 5 }).where('id', '=', m2.user.id).execute();
    const old1Token = await f.login(old1.email, old1.password); // their first session expired with the clock
    for (const token of [m1.token, old1Token]) expect((await call(f, 'POST', '/api/projects', token, projectBody())).statusCode).toBe(201);
    await call(f, 'POST', '/api/projects', m1.token, projectBody({ title: 'Second project' }));

    const res = await call(f, 'GET', '/api/admin/stats', await f.login(ADMIN_EMAIL, ADMIN_PASSWORD));
    expect(res.statusCode).toBe(200);
    expect(envelope<AdminStats>(res).data).toEqual({
      total_users: 6,
      active_users: 3,
      suspended_users: 1,
      inactive_users: 1,
      pending_users: 1,
      admins: 1,
      moderators: 2,
      total_projects: 3,
      total_points: 155,
      challenges_completed: 4,
      new_users_30d: 3,
    });
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists entries newest first with the actor, filters by action, and pages', async () => {
    await withTestApp(async (f) => {
      const token = await f.adminToken();
      const admin = await adminId(f);
      const m = await f.register();
      f.clock.advance(1000);
      await call(f, 'PUT', `/api/admin/users/${m.user.id}`, token, { status: 'suspended', suspension_reason: 'Spam' });
      f.clock.advance(1000);
      await call(f, 'PUT', `/api/admin/users/${m.user.id}`, token, { status: 'active' });

      const res = await call(f, 'GET', '/api/admin/audit-log', token);
      expect(res.statusCode).toBe(200);
      const env = envelope<AuditEntry[]>(res);
      expect(env.meta).toEqual({ total: 3, limit: 20, offset: 0 });
      const adminActor = { id: admin, name: 'Club Admin', username: 'admin' };
      expect(env.data).toEqual([
        {
          id: expect.any(Number),
          action: 'user.activated',
          target_type: 'user',
          target_id: m.user.id,
          target_name: m.user.name,
          target_exists: true,
          details: { from: 'suspended' },
          created_at: f.clock.now().toISOString(),
          actor: adminActor,
        },
        {
          id: expect.any(Number),
          action: 'user.suspended',
          target_type: 'user',
          target_id: m.user.id,
          target_name: m.user.name,
          target_exists: true,
          details: { from: 'active', reason: 'Spam' },
          created_at: expect.any(String),
          actor: adminActor,
        },
        {
          id: expect.any(Number),
          action: 'user.created',
          target_type: 'user',
          target_id: m.user.id,
          target_name: m.user.name,
          target_exists: true,
          details: { via: 'registration', username: m.user.username, email: m.email, role: 'user', status: 'active' },
          created_at: m.user.joined_date,
          actor: { id: m.user.id, name: m.user.name, username: m.user.username },
        },
      ]);

      const suspended = envelope<AuditEntry[]>(await call(f, 'GET', '/api/admin/audit-log?action=user.suspended', token));
      expect(suspended.data.map((e) => e.action)).toEqual(['user.suspended']);
      expect(suspended.meta?.total).toBe(1);
      const paged = envelope<AuditEntry[]>(await call(f, 'GET', '/api/admin/audit-log?limit=1&offset=1', token));
      expect(paged.data.map((e) => e.action)).toEqual(['user.suspended']);
      expect(paged.meta).toEqual({ total: 3, limit: 1, offset: 1 });

      const bad = await call(f, 'GET', '/api/admin/audit-log?action=user.hacked', token);
      expect(bad.statusCode).toBe(400);
      expect(envelope(bad).message).toBe('Invalid audit action');

      // Deleting the member keeps the log (SPEC §2 Your data): entries they made or that are about them show 'Former
      // member', and their personal data is redacted from the details.
      await call(f, 'DELETE', `/api/admin/users/${m.user.id}`, token);
      const after = envelope<AuditEntry[]>(await call(f, 'GET', '/api/admin/audit-log?action=user.created', token));
      expect(after.data).toHaveLength(1);
      expect(after.data[0]?.actor).toEqual({ id: m.user.id, name: 'Former member', username: '' });
      expect(after.data[0]?.target_name).toBe('Former member');
      expect(after.data[0]?.target_exists).toBe(false);
      expect(after.data[0]?.details).toEqual({ via: 'registration', username: '[redacted]', email: '[redacted]', role: 'user', status: 'active' });
      expect(envelope<AuditEntry[]>(await call(f, 'GET', '/api/admin/audit-log?action=user.deleted', token)).data[0]).toMatchObject({
        target_name: 'Former member',
        details: { via: 'admin', projects: 'delete' },
      });
      expect(envelope<AuditEntry[]>(await call(f, 'GET', '/api/admin/audit-log?action=user.deleted', token)).data[0]?.actor).toEqual(adminActor);
    });
  });
});

describe('GET /api/admin/audit-log target names', () => {
  it("names each target as it is now: a renamed user's or challenge's current name, never just '#id'", async () => {
    await withTestApp(async (f) => {
      const token = await f.adminToken();
      const m = await f.register({ name: 'Ann Audit' });
      f.clock.advance(1000);
      expect((await call(f, 'PUT', `/api/admin/users/${m.user.id}`, token, { name: 'Anna Audit' })).statusCode).toBe(200);
      const challengeId = await createTestChallenge(f, { title: 'Audit Log Challenge', description: 'A challenge whose title the audit log shows.' });
      f.clock.advance(1000);
      expect((await call(f, 'PUT', `/api/admin/challenges/${challengeId}`, token, { title: 'Audit Log Challenge Renamed' })).statusCode).toBe(200);

      const log = envelope<AuditEntry[]>(await call(f, 'GET', '/api/admin/audit-log', token)).data;
      const names = log.map((e) => [e.action, e.target_type, e.target_name]);
      expect(names).toEqual([
        ['challenge.updated', 'challenge', 'Audit Log Challenge Renamed'],
        ['challenge.created', 'challenge', 'Audit Log Challenge Renamed'],
        ['user.updated', 'user', 'Anna Audit'],
        ['user.created', 'user', 'Anna Audit'],
      ]);
      expect(log[2]?.details).toEqual({ fields: ['name'], changes: { name: { from: 'Ann Audit', to: 'Anna Audit' } } });
    });
  });
});

describe('response contract (answers are serialised through core adminUserSchema, auditEntrySchema)', () => {
  /** The public user's fields plus the suspension reason, and nothing else (never the password hash). */
  const sorted = (o: object) => Object.keys(o).sort();

  it('list, get, create and update send exactly the admin user; delete sends data null', async () => {
    const token = await t.adminToken();
    const s = uniqueSuffix();
    const created = await call(t, 'POST', '/api/admin/users', token, {
      name: `Contract ${s}`,
      username: `contract_${s}`,
      email: `contract.${s}@example.com`,
      password: 'contract-1',
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = envelope<AdminUser>(created).data;
    const suspended = await call(t, 'PUT', `/api/admin/users/${user.id}`, token, { status: 'suspended', suspension_reason: 'Contract check' });
    const listed = await call(t, 'GET', `/api/admin/users?username=contract_${s}`, token);
    const one = await call(t, 'GET', `/api/admin/users/${user.id}`, token);
    for (const res of [created, suspended, one]) {
      expect(sorted(envelope(res))).toEqual(res === one ? ['data', 'success'] : ['data', 'message', 'success']);
      expect(sorted(envelope<AdminUser>(res).data)).toEqual(ADMIN_USER_KEYS);
      expect(res.body).not.toMatch(/password|argon2/);
    }
    expect(envelope<AdminUser>(one).data.suspension_reason).toBe('Contract check');
    const page = envelope<AdminUser[]>(listed);
    expect(sorted(page)).toEqual(['data', 'meta', 'success']);
    expect(page.meta).toStrictEqual({ total: 1, limit: 20, offset: 0 });
    expect(sorted(page.data[0]!)).toEqual(ADMIN_USER_KEYS);
    expect(listed.body).not.toMatch(/password|argon2/);

    const deleted = await call(t, 'DELETE', `/api/admin/users/${user.id}`, token);
    expect(JSON.parse(deleted.body)).toStrictEqual({ success: true, data: null, message: 'User deleted successfully' });
  });

  it('the audit log sends each entry with its details, target name and actor, and the paging meta', async () => {
    const token = await t.adminToken();
    const m = await t.register();
    await call(t, 'PUT', `/api/admin/users/${m.user.id}`, token, { role: 'moderator' });
    const res = await call(t, 'GET', '/api/admin/audit-log?action=user.role_changed&limit=1', token);
    const env = envelope<AuditEntry[]>(res);
    expect(sorted(env)).toEqual(['data', 'meta', 'success']);
    expect(sorted(env.meta!)).toEqual(['limit', 'offset', 'total']);
    const entry = env.data[0]!;
    expect(sorted(entry)).toEqual(['action', 'actor', 'created_at', 'details', 'id', 'target_exists', 'target_id', 'target_name', 'target_type']);
    expect(entry).toMatchObject({ action: 'user.role_changed', target_type: 'user', target_id: m.user.id, target_name: m.user.name });
    expect(entry.details).toStrictEqual({ from: 'user', to: 'moderator' });
    expect(sorted(entry.actor!)).toEqual(['id', 'name', 'username']);
  });
});
