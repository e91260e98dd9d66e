import type { AccountExport } from '@esdc/core/account-data';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestChallenge } from '../../test/challenges.ts';
import { createTestEvent } from '../../test/events.ts';
import { solidImage, storedFiles, uploadImage } from '../../test/images.ts';
import { insertLearningCourse } from '../../test/learning-courses.ts';
import { recordPurchase } from '../../test/products.ts';
import { ADMIN_EMAIL, createTestApp, envelope, uniqueSuffix, withTestApp, type Member, type TestApp } from '../../test/harness.ts';

/*
 * SPEC §2 Your data: GET /api/user/export and DELETE /api/user/account (and the admin's delete, which goes through the
 * same erasure), on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Req = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; token?: string; payload?: unknown };
const call = (app: TestApp, r: Req) =>
  app.inject({
    method: r.method,
    url: r.url,
    headers: r.token ? app.authHeader(r.token) : {},
    ...(r.payload !== undefined ? { payload: r.payload as object } : {}),
  });

async function ok(app: TestApp, r: Req, status = 200) {
  const res = await call(app, r);
  expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(status);
  return envelope<never>(res).data;
}

/** A member with data in every feature, and the strings that identify them. */
interface RichMember extends Member {
  personal: string[];
  /** Storage keys of their uploads: the avatar and the unused one (personal), the project image (kept with the project). */
  imageKeys: { avatar: string; unused: string; project: string };
  projectId: number;
  likedProjectId: number;
  contributedProjectId: number;
  otherMember: Member;
  /** A full event (one seat) the member organises and holds the seat of; the other member waits for it. */
  eventId: number;
  /** Their shop listing, and a club product they bought and reviewed. */
  listingId: number;
  clubProductId: number;
}

/** Registers a member and gives them a profile, projects, likes, contributions, challenge answers, game scores and points. */
async function richMember(app: TestApp): Promise<RichMember> {
  const s = uniqueSuffix();
  const oldName = `Oldname Quorvath ${s}`;
  const member = await app.register({ name: oldName, username: `zq_${s}`, email: `zelda.${s}@test.local`, github_username: `zq-gh-${s}` });
  const other = await app.register();
  const admin = await app.adminToken();
  const id = member.user.id;
  const name = `Zelda Quorvath ${s}`;
  // An admin renames them (the audit entry holds the old and the new name).
  await ok(app, { method: 'PUT', url: `/api/admin/users/${id}`, token: admin, payload: { name } });
  const profile = {
    bio: `Bio marker ${s} builds RISC-V boards`,
    location: `Placeville ${s}`,
    company: `Companyco ${s}`,
    blog: `https://blog-${s}.example.org/`,
  };
  await ok(app, { method: 'PUT', url: `/api/users/${id}`, token: member.token, payload: profile });

  const own = (await ok(
    app,
    {
      method: 'POST',
      url: '/api/projects',
      token: member.token,
      payload: {
        title: `Own project ${s}`,
        description: 'An ESP32 weather station that reports every minute.',
        category: 'IoT',
        tags: [`tag${s}`],
        technologies: ['ESP32'],
      },
    },
    201,
  )) as { id: number };
  const theirs = (await ok(
    app,
    {
      method: 'POST',
      url: '/api/projects',
      token: other.token,
      payload: {
        title: `Other project ${s}`,
        description: 'A line-following robot with a PID loop on an STM32.',
        category: 'Robotics',
        contributors: [member.email],
      },
    },
    201,
  )) as { id: number };
  const liked = (await ok(
    app,
    {
      method: 'POST',
      url: '/api/projects',
      token: other.token,
      payload: { title: `Liked project ${s}`, description: 'A CAN bus sniffer built on a Raspberry Pi Pico.', category: 'Automotive' },
    },
    201,
  )) as { id: number };
  await ok(app, { method: 'POST', url: `/api/projects/${liked.id}/like`, token: member.token });
  await ok(app, { method: 'POST', url: `/api/projects/${own.id}/like`, token: other.token });
  await ok(app, { method: 'POST', url: `/api/projects/${liked.id}/views`, token: member.token });

  const challenge = await createTestChallenge(app, { title: `Challenge ${s}`, answer: '0x3F', points: 40 });
  await ok(app, { method: 'POST', url: `/api/challenges/${challenge}/submissions`, token: member.token, payload: { answer: `wrong guess ${s}` } }, 201);
  await ok(app, { method: 'POST', url: `/api/challenges/${challenge}/submissions`, token: member.token, payload: { answer: '0x3F' } }, 201);
  app.clock.advance(60_000);
  await ok(app, { method: 'POST', url: '/api/games/snake/scores', token: member.token, payload: { score: 120, duration_ms: 45_000 } }, 201);
  await ok(app, {
    method: 'PUT',
    url: `/api/admin/users/${id}`,
    token: admin,
    payload: { points_adjustment: { operation: 'add', amount: 15, reason: `Bonus for ${name}` } },
  });
  // Mail, GitHub and image data: a reset link mailed to them (registration already queued a verification link), a
  // linked GitHub account, an uploaded avatar, an image on their own project and an upload they never used.
  await ok(app, { method: 'POST', url: '/api/user/forgot-password', payload: { email: member.email } });
  await app.db
    .insertInto('user_identities')
    .values({ provider: 'github', provider_user_id: `gh-${s}`, user_id: id, login: `zq-gh-${s}`, linked_at: app.clock.now().toISOString() })
    .execute();
  const png = { filename: 'me.png', type: 'image/png' };
  const avatar = await uploadImage(app, member.token, { ...png, data: await solidImage(64, 64, 'png', '#aa3366') });
  await ok(app, { method: 'PUT', url: `/api/users/${id}`, token: member.token, payload: { avatar_url: avatar.variants[0]!.webp } });
  const shot = await uploadImage(app, member.token, { ...png, data: await solidImage(320, 200, 'png', '#33aa66') });
  await ok(app, { method: 'PUT', url: `/api/projects/${own.id}`, token: member.token, payload: { image_ids: [shot.id], cover_image_id: shot.id } });
  const unused = await uploadImage(app, member.token, { ...png, data: await solidImage(32, 32, 'png', '#6633aa') });
  const keyOf = (url: string) => url.split('/')[2]!;
  const avatarKey = keyOf(avatar.variants[0]!.webp);
  const unusedKey = keyOf(unused.variants[0]!.webp);
  // Events: a one-seat event the member organises and registers for; the other member waits in line.
  const start = new Date(app.clock.now().getTime() + 86_400_000);
  const event = (await ok(
    app,
    {
      method: 'POST',
      url: '/api/events',
      token: admin,
      payload: {
        title: `Event ${s}`,
        description: 'A soldering evening for the account export test.',
        category: 'Workshop',
        start_date: start.toISOString(),
        end_date: new Date(start.getTime() + 3_600_000).toISOString(),
        max_participants: 1,
        organizer_ids: [id],
        status: 'published',
      },
    },
    201,
  )) as { id: number };
  await ok(app, { method: 'POST', url: `/api/events/${event.id}/registration`, token: member.token }, 201);
  await ok(app, { method: 'POST', url: `/api/events/${event.id}/registration`, token: other.token }, 201);
  // Shop: a listing of theirs and a verified review of a club product they bought.
  const listing = (await ok(
    app,
    {
      method: 'POST',
      url: '/api/products',
      token: member.token,
      payload: { name: `Listing of ${name}`, description: 'A spare ESP32 board from the lab course.', category: 'Hardware', price_cents: 900, stock: 1 },
    },
    201,
  )) as { id: number };
  const clubProduct = (await ok(
    app,
    {
      method: 'POST',
      url: '/api/products',
      token: admin,
      payload: { name: `Club kit ${s}`, description: 'A sensor kit sold by the club.', category: 'Components', price_cents: 3400, stock: 5 },
    },
    201,
  )) as { id: number };
  await recordPurchase(app, id, clubProduct.id, 'fulfilled');
  await ok(
    app,
    {
      method: 'POST',
      url: `/api/products/${clubProduct.id}/reviews`,
      token: member.token,
      payload: { rating: 4, title: `Review by ${name}`, comment: 'Every module worked first time.' },
    },
    201,
  );
  // A second session (another device).
  await app.login(member.email, member.password);
  return {
    ...member,
    user: { ...member.user, name },
    personal: [name, oldName, member.user.username, member.email, `zq-gh-${s}`, ...Object.values(profile), avatarKey, unusedKey],
    imageKeys: { avatar: avatarKey, unused: unusedKey, project: keyOf(shot.variants[0]!.webp) },
    projectId: own.id,
    likedProjectId: liked.id,
    contributedProjectId: theirs.id,
    otherMember: other,
    eventId: event.id,
    listingId: listing.id,
    clubProductId: clubProduct.id,
  };
}

/** Every table of the test database (SQLite's catalogue, or the test schema's on PostgreSQL). */
async function allTables(app: TestApp): Promise<string[]> {
  if (app.database.engine === 'postgres') {
    const { rows } = await sql<{
      table_name: string;
    }>`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(app.db);
    return rows.map((r) => r.table_name);
  }
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(app.db);
  return rows.map((r) => r.name);
}

/** Every value of every column of every table that holds one of `needles` (case-insensitive), as 'table.column: value'. */
async function findPersonalData(app: TestApp, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  const lower = needles.map((n) => n.toLowerCase());
  for (const table of await allTables(app)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(app.db);
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue;
        const text = (typeof value === 'string' ? value : JSON.stringify(value)).toLowerCase();
        for (const needle of lower) if (text.includes(needle)) found.push(`${table}.${column}: ${String(value)}`);
      }
    }
  }
  return found;
}

const deleteAccount = (app: TestApp, token: string | undefined, payload: unknown) => call(app, { method: 'DELETE', url: '/api/user/account', token, payload });

describe('GET /api/user/export', () => {
  it('holds every row about the member, one section per kind of data, and no secret', async () => {
    const m = await richMember(t);
    const res = await call(t, { method: 'GET', url: '/api/user/export', token: m.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const data = envelope<AccountExport>(res).data;
    expect(data).toMatchObject({ format: 'esdc-hub-account-export', version: 1, exported_at: t.clock.now().toISOString(), user_id: m.user.id });
    type Rows = Array<Record<string, unknown>>;
    const s = data.sections as { profile: Record<string, unknown> } & Record<
      | 'sessions'
      | 'linked_accounts'
      | 'account_links'
      | 'mail'
      | 'images'
      | 'projects'
      | 'project_contributions'
      | 'project_likes'
      | 'project_views'
      | 'challenge_submissions'
      | 'challenge_solves'
      | 'game_scores'
      | 'event_registrations'
      | 'events_organized'
      | 'points_ledger'
      | 'points_periods'
      | 'notifications'
      | 'notification_preferences'
      | 'wishlist'
      | 'orders'
      | 'audit_log',
      Rows
    >;
    expect(Object.keys(s)).toEqual([
      'profile',
      'sessions',
      'linked_accounts',
      'account_links',
      'mail',
      'projects',
      'project_contributions',
      'project_likes',
      'project_views',
      'images',
      'challenge_submissions',
      'challenge_solves',
      'challenges_created',
      'game_scores',
      'event_registrations',
      'event_attendance',
      'events_organized',
      'points_ledger',
      'points_periods',
      'notifications',
      'notification_preferences',
      'notification_digest',
      'cart',
      'wishlist',
      'orders',
      'product_listings',
      'product_reviews',
      'doc_articles_edited',
      'resources',
      'blog_posts',
      'blog_likes',
      'course_enrollments',
      'courses_taught',
      'course_likes',
      'course_reviews',
      'course_views',
      'course_lesson_completions',
      'course_exam_attempts',
      'certificates',
      'audit_log',
      'chat_messages',
      'chat_mutes',
      'chatbot_history',
      'forum_threads',
      'forum_posts',
      'forum_post_edits',
      'forum_post_likes',
      'forum_reports',
      'forum_subscriptions',
      'teams',
      'team_members',
      'team_invitations',
      'planning_boards',
      'planning_board_shares',
      'planning_tasks',
      'planning_task_assignments',
      'roadmap_votes',
      'job_applications',
      'jobs',
      'job_saved_searches',
      'review_requests',
      'reviews_claimed',
      'review_comments',
      'hackathons',
      'workshops',
      'mentorship',
    ]);
    expect(s.profile).toMatchObject({
      id: m.user.id,
      name: m.user.name,
      email: m.email,
      username: m.user.username,
      github_username: m.personal[4],
      bio: m.personal[5],
      points: 55,
    });
    expect(s.sessions).toHaveLength(2);
    expect(s.sessions[0]).toEqual({
      created_at: expect.any(String),
      expires_at: expect.any(String),
      revoked_at: null,
      ip: expect.any(String),
      user_agent: expect.any(String),
    });
    expect(s.linked_accounts).toEqual([{ provider: 'github', provider_user_id: expect.any(String), login: m.personal[4], linked_at: expect.any(String) }]);
    expect(s.account_links.map((x) => x.purpose).sort()).toEqual(['email-verification', 'password-reset']);
    expect(s.mail.map((x) => x.kind).sort()).toEqual(['email-verification', 'password-reset']);
    expect(s.images).toHaveLength(3);
    expect(s.images[0]).toMatchObject({ id: expect.any(Number), width: 64, height: 64, variants: expect.any(Array) });
    expect(s.projects).toEqual([expect.objectContaining({ id: m.projectId, technologies: ['ESP32'], tags: [expect.stringMatching(/^tag/)], likes: 1 })]);
    expect(s.project_contributions).toEqual([expect.objectContaining({ project_id: m.contributedProjectId })]);
    expect(s.project_likes).toEqual([expect.objectContaining({ project_id: m.likedProjectId })]);
    expect(s.project_views).toEqual([expect.objectContaining({ project_id: m.likedProjectId })]);
    expect(s.challenge_submissions.map((x) => x.correct)).toEqual([0, 1]);
    expect(s.challenge_solves).toEqual([expect.objectContaining({ points: 40 })]);
    expect(s.game_scores).toEqual([expect.objectContaining({ game: 'snake', score: 120, duration_ms: 45_000 })]);
    expect(s.event_registrations).toEqual([
      expect.objectContaining({ event_id: m.eventId, status: 'registered', code: expect.any(String), checked_in_at: null }),
    ]);
    expect(s.events_organized).toEqual([expect.objectContaining({ id: m.eventId, role: 'organizer' })]);
    const shop = data.sections as Record<'product_listings' | 'product_reviews', Rows>;
    expect(shop.product_listings).toEqual([expect.objectContaining({ id: m.listingId, seller_id: m.user.id, price_cents: 900, images: [], features: [] })]);
    expect(shop.product_reviews).toEqual([expect.objectContaining({ product_id: m.clubProductId, rating: 4 })]);
    expect(s.points_ledger.map((x) => x.delta)).toEqual([40, 15]);
    expect(s.points_periods.length).toBeGreaterThanOrEqual(2);
    expect(s.audit_log.map((x) => x.action)).toEqual(expect.arrayContaining(['user.created', 'user.updated', 'user.points_adjusted']));
    // Never a secret: no password hash, no session id.
    const sessionIds = (await t.db.selectFrom('sessions').select('id').where('user_id', '=', m.user.id).execute()).map((r) => r.id);
    expect(res.body).not.toMatch(/password_hash|argon2|token_hash|code_verifier/);
    for (const sid of sessionIds) expect(res.body).not.toContain(sid);
  });

  it('holds the challenges the member wrote, the courses they teach, their attendance and their last digest', async () => {
    const member = await t.register();
    const now = t.clock.now().toISOString();
    const challenge = await createTestChallenge(t, { title: `Written ${uniqueSuffix()}`, answer: '42', points: 10 });
    await t.db.updateTable('challenges').set({ created_by: member.user.id }).where('id', '=', challenge).execute();
    const course = await insertLearningCourse(t.db, { title: 'Taught course', instructorId: member.user.id }, now);
    const event = (await createTestEvent(t)).id;
    await t.db.insertInto('event_attendance').values({ event_id: event, user_id: member.user.id, points: 5, checked_in_at: now }).execute();
    await t.db.insertInto('notification_digests').values({ user_id: member.user.id, last_sent_at: now }).execute();
    const res = await call(t, { method: 'GET', url: '/api/user/export', token: member.token });
    const s = envelope<AccountExport>(res).data.sections as Record<string, unknown>;
    expect(s.challenges_created).toEqual([expect.objectContaining({ id: challenge, points: 10 })]);
    expect(JSON.stringify(s.challenges_created)).not.toContain('answer');
    expect(s.courses_taught).toEqual([expect.objectContaining({ id: course.id, title: 'Taught course' })]);
    expect(s.event_attendance).toEqual([expect.objectContaining({ event_id: event, points: 5, checked_in_at: now })]);
    expect(s.notification_digest).toEqual({ last_sent_at: now });
  });

  it('answers 401 signed out', async () => {
    expect((await call(t, { method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/user/account', () => {
  it('refuses a wrong password with a clear message and changes nothing', async () => {
    const m = await t.register();
    const before = await t.db.selectFrom('users').selectAll().where('id', '=', m.user.id).executeTakeFirstOrThrow();
    const res = await deleteAccount(t, m.token, { password: 'not-my-password', projects: 'keep' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ success: false, message: 'Password is incorrect', error: { code: 'WRONG_PASSWORD' } });
    expect(await t.db.selectFrom('users').selectAll().where('id', '=', m.user.id).executeTakeFirstOrThrow()).toEqual(before);
    expect((await call(t, { method: 'GET', url: '/api/user/profile', token: m.token })).statusCode).toBe(200);
  });

  it('refuses bad input naming the field, and answers 401 signed out', async () => {
    const m = await t.register();
    const noChoice = await deleteAccount(t, m.token, { password: m.password });
    expect(noChoice.statusCode).toBe(400);
    expect(envelope(noChoice).message).toBe('Choose whether to delete or keep your projects');
    const noPassword = await deleteAccount(t, m.token, { projects: 'keep' });
    expect(noPassword.statusCode).toBe(400);
    expect(envelope(noPassword).message).toBe('Password is required');
    expect((await deleteAccount(t, undefined, { password: 'x', projects: 'keep' })).statusCode).toBe(401);
    expect((await call(t, { method: 'GET', url: '/api/user/profile', token: m.token })).statusCode).toBe(200);
  });

  it('counts wrong passwords like sign-in: 429 once there are too many', async () => {
    await withTestApp(
      async (app) => {
        const m = await app.register();
        for (let i = 0; i < 2; i += 1) expect((await deleteAccount(app, m.token, { password: `wrong-${i}`, projects: 'keep' })).statusCode).toBe(400);
        const refused = await deleteAccount(app, m.token, { password: m.password, projects: 'keep' });
        expect(refused.statusCode).toBe(429);
        expect((await call(app, { method: 'GET', url: '/api/user/profile', token: m.token })).statusCode).toBe(200);
      },
      { env: { ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '2', SIGN_IN_SLOWDOWN_MAX_MS: '0' } },
    );
  });

  it("keeping projects: signs out everywhere, erases every personal value from every table, keeps the ledger and everyone else's totals", async () => {
    await withTestApp(async (app) => {
      const m = await richMember(app);
      const bystander = await app.register();
      const adminId = (await app.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()).id;
      await ok(app, {
        method: 'PUT',
        url: `/api/admin/users/${bystander.user.id}`,
        token: await app.adminToken(),
        payload: { points_adjustment: { operation: 'add', amount: 70, reason: 'Workshop help' } },
      });
      const board = async () =>
        ((await ok(app, { method: 'GET', url: '/api/leaderboard?timeframe=all&limit=50' })) as { entries: Array<{ id: number; points: number }> }).entries;
      const othersBefore = (await board()).filter((e) => e.id !== m.user.id).map((e) => [e.id, e.points]);
      expect(othersBefore.length).toBeGreaterThan(0);
      const ledgerBefore = await app.db.selectFrom('points_ledger').select(['id', 'user_id', 'delta', 'balance', 'created_at']).orderBy('id').execute();
      const tokens = [m.token, await app.login(m.email, m.password)];
      // The scan sees the member's data before (in users, sessions' neighbours, audit details, the ledger reason).
      const before = await findPersonalData(app, m.personal);
      expect(before.some((f) => f.startsWith('users.'))).toBe(true);
      expect(before.some((f) => f.startsWith('audit_log.details'))).toBe(true);
      expect(before.some((f) => f.startsWith('points_ledger.reason'))).toBe(true);
      for (const table of ['outgoing_mail', 'user_identities', 'images'])
        expect(
          before.some((f) => f.startsWith(`${table}.`)),
          table,
        ).toBe(true);
      expect(await app.db.selectFrom('account_tokens').select('id').where('user_id', '=', m.user.id).execute()).not.toHaveLength(0);
      const stored = (key: string) => storedFiles(app).some((f) => f.startsWith(key));
      expect([stored(m.imageKeys.avatar), stored(m.imageKeys.unused), stored(m.imageKeys.project)]).toEqual([true, true, true]);

      const res = await deleteAccount(app, m.token, { password: m.password, projects: 'keep' });
      expect(res.statusCode, res.body).toBe(200);
      expect(envelope(res)).toMatchObject({ success: true, data: null, message: 'Your account has been deleted' });

      // Signed out everywhere, and no sign-in any more.
      for (const token of tokens) expect((await call(app, { method: 'GET', url: '/api/user/profile', token })).statusCode).toBe(401);
      expect((await call(app, { method: 'POST', url: '/api/user/login', payload: { email: m.email, password: m.password } })).statusCode).toBe(401);

      // Nothing personal left anywhere (every table, every column: tables added later are checked too).
      expect(await findPersonalData(app, m.personal)).toEqual([]);
      expect(await app.db.selectFrom('account_tokens').select('id').where('user_id', '=', m.user.id).execute()).toEqual([]);
      // The avatar's and the unused upload's files are gone; the kept project still shows its image.
      expect([stored(m.imageKeys.avatar), stored(m.imageKeys.unused), stored(m.imageKeys.project)]).toEqual([false, false, true]);

      // The tombstone keeps the id and the points; the ledger is untouched but for redacted reasons.
      const row = await app.db.selectFrom('users').selectAll().where('id', '=', m.user.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'Former member',
        username: `deleted:${m.user.id}`,
        email: `deleted:${m.user.id}`,
        status: 'inactive',
        role: 'user',
        points: 55,
        bio: null,
        github_username: null,
        deleted_at: expect.any(String),
      });
      const ledgerAfter = await app.db.selectFrom('points_ledger').select(['id', 'user_id', 'delta', 'balance', 'created_at']).orderBy('id').execute();
      expect(ledgerAfter).toEqual(ledgerBefore);
      expect(await app.db.selectFrom('points_ledger').select('reason').where('user_id', '=', m.user.id).orderBy('id').execute()).toEqual([
        { reason: expect.any(String) },
        { reason: '[redacted]' },
      ]);
      // Everyone else keeps their total; the former member is left off the board like any inactive account.
      const after = await board();
      expect(after.some((e) => e.id === m.user.id)).toBe(false);
      expect(after.map((e) => [e.id, e.points])).toEqual(othersBefore);
      expect(await app.db.selectFrom('challenge_solves').select('user_id').where('user_id', '=', m.user.id).execute()).toHaveLength(1);

      // Likes, contributions, submissions, scores, views and sessions are gone; the like count went down.
      for (const table of ['project_likes', 'project_contributors', 'challenge_submissions', 'game_scores', 'sessions'] as const) {
        expect(await app.db.selectFrom(table).select('user_id').where('user_id', '=', m.user.id).execute(), table).toEqual([]);
      }
      expect(await app.db.selectFrom('project_views').select('viewer').where('viewer', '=', `user:${m.user.id}`).execute()).toEqual([]);
      expect((await app.db.selectFrom('projects').select('likes').where('id', '=', m.likedProjectId).executeTakeFirstOrThrow()).likes).toBe(0);

      // Events: the member left the event and its organiser list; the first in line took the seat.
      expect(await app.db.selectFrom('event_registrations').select('user_id').where('user_id', '=', m.user.id).execute()).toEqual([]);
      expect(await app.db.selectFrom('event_organizers').select('user_id').where('user_id', '=', m.user.id).execute()).toEqual([]);
      const seats = await app.db.selectFrom('event_registrations').select(['user_id', 'status']).where('event_id', '=', m.eventId).execute();
      expect(seats).toEqual([{ user_id: m.otherMember.user.id, status: 'registered' }]);
      expect(
        (await app.db.selectFrom('events').select('registered_participants').where('id', '=', m.eventId).executeTakeFirstOrThrow()).registered_participants,
      ).toBe(1);

      // Shop: their listing is gone, their review too, and the club product's rating no longer counts it.
      expect(await app.db.selectFrom('products').select('id').where('id', '=', m.listingId).execute()).toEqual([]);
      expect(await app.db.selectFrom('product_reviews').select('id').where('user_id', '=', m.user.id).execute()).toEqual([]);
      expect(await app.db.selectFrom('products').select(['rating_sum', 'review_count']).where('id', '=', m.clubProductId).executeTakeFirstOrThrow()).toEqual({
        rating_sum: 0,
        review_count: 0,
      });

      // The kept project shows 'Former member', with no profile to link to.
      const project = (await ok(app, { method: 'GET', url: `/api/projects/${m.projectId}` })) as { creator: { name: string; username: string }; likes: number };
      expect(project.creator).toMatchObject({ name: 'Former member', username: '' });
      expect(project.likes).toBe(1);

      // The audit log: one 'user.deleted' with the id only; the actor of older entries reads 'Former member'.
      const audit = (await ok(app, { method: 'GET', url: '/api/admin/audit-log?limit=100', token: await app.adminToken() })) as Array<{
        action: string;
        target_id: number | null;
        details: Record<string, unknown>;
        actor: { id: number; name: string } | null;
      }>;
      const deletions = audit.filter((e) => e.action === 'user.deleted' && e.target_id === m.user.id);
      expect(deletions).toHaveLength(1);
      expect(deletions[0]).toMatchObject({ details: { via: 'self', projects: 'keep' }, actor: { id: m.user.id, name: 'Former member', username: '' } });
      expect(adminId).toBeGreaterThan(0);

      // A tombstone is no member: not listed, not found, not searchable, not counted.
      const admin = await app.adminToken();
      const directory = (await ok(app, { method: 'GET', url: '/api/users?limit=100' })) as Array<{ id: number }>;
      expect(directory.some((u) => u.id === m.user.id)).toBe(false);
      for (const status of ['', '&status=inactive']) {
        const list = (await ok(app, { method: 'GET', url: `/api/admin/users?limit=100${status}`, token: admin })) as Array<{ id: number }>;
        expect(list.some((u) => u.id === m.user.id)).toBe(false);
      }
      expect((await call(app, { method: 'GET', url: `/api/admin/users/${m.user.id}`, token: admin })).statusCode).toBe(404);
      expect((await call(app, { method: 'GET', url: `/api/users/${m.user.id}`, token: bystander.token })).statusCode).toBe(404);
      expect((await call(app, { method: 'PUT', url: `/api/admin/users/${m.user.id}`, token: admin, payload: { status: 'active' } })).statusCode).toBe(404);
      expect((await call(app, { method: 'PUT', url: `/api/users/${m.user.id}`, token: admin, payload: { bio: 'back' } })).statusCode).toBe(404);
      expect((await call(app, { method: 'DELETE', url: `/api/admin/users/${m.user.id}`, token: admin })).statusCode).toBe(404);
      const stats = (await ok(app, { method: 'GET', url: '/api/admin/stats', token: admin })) as { total_users: number };
      expect(stats.total_users).toBe(
        Number(
          (
            await app.db
              .selectFrom('users')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('deleted_at', 'is', null)
              .executeTakeFirstOrThrow()
          ).n,
        ),
      );

      // The same email and username can register again, as a new member.
      const again = await app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: { name: 'Someone New', username: m.user.username, email: m.email, password: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' },
      });
      expect(again.statusCode, again.body).toBe(201);
    });
  });

  it('deleting projects removes them with their likes, tags and contributors', async () => {
    await withTestApp(async (app) => {
      const m = await richMember(app);
      const res = await deleteAccount(app, m.token, { password: m.password, projects: 'delete' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await app.db.selectFrom('projects').select('id').where('user_id', '=', m.user.id).execute()).toEqual([]);
      for (const table of ['project_tags', 'project_technologies', 'project_likes', 'project_contributors'] as const) {
        expect(await app.db.selectFrom(table).select('project_id').where('project_id', '=', m.projectId).execute(), table).toEqual([]);
      }
      expect((await call(app, { method: 'GET', url: `/api/projects/${m.projectId}` })).statusCode).toBe(404);
      // Other members' projects stay.
      expect((await call(app, { method: 'GET', url: `/api/projects/${m.contributedProjectId}` })).statusCode).toBe(200);
      expect(await findPersonalData(app, m.personal)).toEqual([]);
    });
  });

  it('the last active admin cannot delete themselves; another admin can', async () => {
    await withTestApp(async (app) => {
      const admin = await app.adminToken();
      const me = await app.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
      const refused = await deleteAccount(app, admin, { password: 'admin-pass-123', projects: 'keep' });
      expect(refused.statusCode).toBe(400);
      expect(envelope(refused).message).toBe('Cannot delete the last active admin');
      expect((await call(app, { method: 'GET', url: '/api/user/profile', token: admin })).statusCode).toBe(200);

      const second = await app.register();
      await ok(app, { method: 'PUT', url: `/api/admin/users/${second.user.id}`, token: admin, payload: { role: 'admin' } });
      const res = await deleteAccount(app, admin, { password: 'admin-pass-123', projects: 'keep' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await app.db.selectFrom('users').select(['name', 'role']).where('id', '=', me.id).executeTakeFirstOrThrow()).toEqual({
        name: 'Former member',
        role: 'user',
      });
    });
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('goes through the same erasure: the ledger stays under a tombstone, nothing personal is left, the audit entry names no one', async () => {
    await withTestApp(async (app) => {
      const m = await richMember(app);
      const ledgerBefore = await app.db.selectFrom('points_ledger').select(['id', 'delta', 'balance']).where('user_id', '=', m.user.id).orderBy('id').execute();
      const res = await call(app, { method: 'DELETE', url: `/api/admin/users/${m.user.id}`, token: await app.adminToken() });
      expect(res.statusCode, res.body).toBe(200);
      expect(envelope(res).message).toBe('User deleted successfully');
      expect(await app.db.selectFrom('points_ledger').select(['id', 'delta', 'balance']).where('user_id', '=', m.user.id).orderBy('id').execute()).toEqual(
        ledgerBefore,
      );
      expect(await app.db.selectFrom('projects').select('id').where('user_id', '=', m.user.id).execute()).toEqual([]);
      expect(await findPersonalData(app, m.personal)).toEqual([]);
      const entry = await app.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'user.deleted')
        .where('target_id', '=', m.user.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(entry.details)).toEqual({ via: 'admin', projects: 'delete' });
      expect((await call(app, { method: 'GET', url: '/api/user/profile', token: m.token })).statusCode).toBe(401);
    });
  });
});
