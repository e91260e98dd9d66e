import type { Notification } from '@esdc/core/notification';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../platform/notifications/notify.ts';
import { call, memberWith } from '../../test/api.ts';
import { createTestChallenge } from '../../test/challenges.ts';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { openSse } from '../../test/sse.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Stores a notification for members directly through the platform entry point (as a feature does). */
async function give(userIds: number[], title = 'Hello', type: Notification['type'] = 'announcement') {
  await t.db
    .transaction()
    .execute((trx) => notify(trx, t.database.engine, { userIds, type, title, message: `${title} message`, link: '/projects' }, t.clock.now()));
}

async function list(token: string, query = '') {
  const res = await call(t, 'GET', `/api/notifications${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return envelope<Notification[]>(res) as unknown as { data: Notification[]; meta: { total: number; unread_count: number; limit: number; offset: number } };
}

async function createProject(token: string, title = 'Smart Greenhouse Monitor'): Promise<number> {
  const res = await call(t, 'POST', '/api/projects', token, {
    title,
    description: 'ESP32 nodes measure soil moisture and publish over MQTT.',
    category: 'IoT',
  });
  expect(res.statusCode, res.body).toBe(201);
  return envelope<{ id: number }>(res).data.id;
}

describe('a member’s notifications', () => {
  it('lists only their own, newest first, with the unread count; read, read-all and delete change only theirs', async () => {
    const a = await t.register();
    const b = await t.register();
    await give([a.user.id], 'First');
    t.clock.advance(1000);
    await give([a.user.id, b.user.id], 'Second');

    const page = await list(a.token);
    expect(page.data.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      type: 'announcement',
      title: 'Second',
      message: 'Second message',
      link: '/projects',
      read: false,
      time: expect.any(String),
    });
    expect(page.meta).toEqual({ total: 2, limit: 20, offset: 0, unread_count: 2 });
    const bPage = await list(b.token);
    expect(bPage.data.map((n) => n.title)).toEqual(['Second']);
    const bId = bPage.data[0]!.id;

    // Someone else's id: 404, and nothing changes.
    for (const [method, url] of [
      ['POST', `/api/notifications/${bId}/read`],
      ['DELETE', `/api/notifications/${bId}`],
    ] as const) {
      const res = await call(t, method, url, a.token);
      expect(res.statusCode).toBe(404);
      expect(envelope(res).message).toBe('Notification not found');
    }
    expect((await list(b.token)).meta.unread_count).toBe(1);
    expect((await call(t, 'POST', '/api/notifications/999999/read', a.token)).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/notifications/abc/read', a.token)).statusCode).toBe(400);

    const [second, first] = page.data;
    const read = await call(t, 'POST', `/api/notifications/${first!.id}/read`, a.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(envelope(read)).toMatchObject({ data: { unread_count: 1 }, message: 'Notification marked as read' });
    // Again: still 200, unchanged.
    expect(envelope(await call(t, 'POST', `/api/notifications/${first!.id}/read`, a.token)).data).toEqual({ unread_count: 1 });
    expect((await list(a.token, '?unread=true')).data.map((n) => n.id)).toEqual([second!.id]);
    expect((await list(a.token)).data.find((n) => n.id === first!.id)?.read).toBe(true);

    const all = await call(t, 'POST', '/api/notifications/read-all', a.token);
    expect(envelope(all)).toMatchObject({ data: { unread_count: 0 }, message: 'All notifications marked as read' });
    expect((await list(b.token)).meta.unread_count).toBe(1);

    const del = await call(t, 'DELETE', `/api/notifications/${second!.id}`, a.token);
    expect(envelope(del)).toMatchObject({ data: { unread_count: 0 }, message: 'Notification deleted' });
    expect((await list(a.token)).data.map((n) => n.id)).toEqual([first!.id]);
    expect((await list(b.token)).data.map((n) => n.id)).toEqual([bId]);
  });

  it('pages and refuses a bad query', async () => {
    const m = await t.register();
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      await give([m.user.id], `N${i}`);
    }
    const page = await list(m.token, '?limit=2&offset=1');
    expect(page.data.map((n) => n.title)).toEqual(['N1', 'N0']);
    expect(page.meta).toMatchObject({ total: 3, unread_count: 3 });
    expect(envelope(await call(t, 'GET', '/api/notifications?unread=yes', m.token)).message).toBe('Invalid unread filter');
    expect((await call(t, 'GET', '/api/notifications')).statusCode).toBe(401);
  });
});

describe('preferences', () => {
  it("answers every type ('in_app' by default), changes some, and 'off' stores nothing of that type", async () => {
    const m = await t.register();
    const got = await call(t, 'GET', '/api/notifications/preferences', m.token);
    expect(envelope<{ preferences: Record<string, string> }>(got).data.preferences).toMatchObject({ project_liked: 'in_app', announcement: 'in_app' });

    const put = await call(t, 'PUT', '/api/notifications/preferences', m.token, { preferences: { announcement: 'off', project_liked: 'email' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(envelope<{ preferences: Record<string, string> }>(put).data.preferences).toMatchObject({
      announcement: 'off',
      project_liked: 'email',
      challenge_solved: 'in_app',
    });
    expect(envelope(put).message).toBe('Notification preferences saved');

    const bad = await call(t, 'PUT', '/api/notifications/preferences', m.token, { preferences: { announcement: 'sms' } });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).message).toBe('Invalid notification preference');

    await give([m.user.id], 'Muted', 'announcement');
    await give([m.user.id], 'Liked', 'project_liked');
    expect((await list(m.token)).data.map((n) => n.title)).toEqual(['Liked']);

    // Back to in_app: stored again.
    await call(t, 'PUT', '/api/notifications/preferences', m.token, { preferences: { announcement: 'in_app' } });
    await give([m.user.id], 'Heard', 'announcement');
    expect((await list(m.token)).data.map((n) => n.title)).toContain('Heard');
    expect(await t.db.selectFrom('notification_preferences').select('type').where('user_id', '=', m.user.id).execute()).toEqual([{ type: 'project_liked' }]);
  });
});

describe('admin announcements', () => {
  it('reach every active member, or one role; only admins send them; audited', async () => {
    const fresh = await createTestApp();
    try {
      const admin = await fresh.adminToken();
      const user = await fresh.register();
      const moderator = await memberWith(fresh, 'moderator');
      const suspended = await memberWith(fresh, 'user', 'suspended');
      const muted = await fresh.register();
      await call(fresh, 'PUT', '/api/notifications/preferences', muted.token, { preferences: { announcement: 'off' } });

      const forbidden = await call(fresh, 'POST', '/api/admin/announcements', user.token, { title: 'Hello all', message: 'Hi' });
      expect(forbidden.statusCode).toBe(403);
      expect((await call(fresh, 'POST', '/api/admin/announcements', undefined, { title: 'Hello all', message: 'Hi' })).statusCode).toBe(401);
      const bad = await call(fresh, 'POST', '/api/admin/announcements', admin, { title: 'Hello all', message: 'Hi', link: 'https://evil.example' });
      expect(bad.statusCode).toBe(400);
      expect(await fresh.count('notifications')).toBe(0);

      const toMods = await call(fresh, 'POST', '/api/admin/announcements', admin, {
        title: 'Moderators meeting',
        message: 'Friday 5pm',
        audience: 'moderator',
      });
      expect(toMods.statusCode, toMods.body).toBe(201);
      expect(envelope(toMods)).toMatchObject({ data: { recipients: 1 }, message: 'Announcement sent to 1 member' });

      const toAll = await call(fresh, 'POST', '/api/admin/announcements', admin, {
        title: 'Lab closed',
        message: 'The lab is closed on Friday.',
        link: '/events',
      });
      // The admin, the member and the moderator: not the suspended one, not the one who turned announcements off.
      expect(envelope(toAll)).toMatchObject({ data: { recipients: 3 }, message: 'Announcement sent to 3 members' });

      const rows = await fresh.db.selectFrom('notifications').select(['user_id', 'title', 'link']).orderBy('id').execute();
      expect(
        rows
          .filter((r) => r.title === 'Lab closed')
          .map((r) => r.user_id)
          .sort(),
      ).toEqual(
        [user.user.id, moderator.user.id, (await fresh.db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow()).id].sort(),
      );
      expect(rows.some((r) => r.user_id === suspended.user.id || r.user_id === muted.user.id)).toBe(false);
      const audit = await fresh.db.selectFrom('audit_log').select(['action', 'target_type', 'details']).where('action', '=', 'announcement.sent').execute();
      expect(audit).toHaveLength(2);
      expect(JSON.parse(audit[1]!.details)).toEqual({ audience: 'all', title: 'Lab closed', recipients: 3 });
    } finally {
      await fresh.close();
    }
  });
});

describe('actions that notify', () => {
  it("a like notifies the project's owner (not a self-like, not a repeated like)", async () => {
    const owner = await t.register({ name: 'Grace Owner' });
    const fan = await t.register({ name: 'Ada Fan' });
    const id = await createProject(owner.token, 'Blinky Board');
    await call(t, 'POST', `/api/projects/${id}/like`, owner.token);
    expect((await list(owner.token)).data).toEqual([]);
    await call(t, 'POST', `/api/projects/${id}/like`, fan.token);
    await call(t, 'POST', `/api/projects/${id}/like`, fan.token);
    const got = (await list(owner.token)).data;
    expect(got).toEqual([
      expect.objectContaining({ type: 'project_liked', title: 'New like on your project', message: 'Ada Fan liked "Blinky Board".', link: `/projects/${id}` }),
    ]);
    expect((await list(fan.token)).data).toEqual([]);
  });

  it('a first correct answer notifies the solver with the points', async () => {
    const m = await t.register();
    const id = await createTestChallenge(t, { title: 'Hex register', points: 40 });
    await call(t, 'POST', `/api/challenges/${id}/submissions`, m.token, { answer: 'wrong' });
    await call(t, 'POST', `/api/challenges/${id}/submissions`, m.token, { answer: '0x3F' });
    await call(t, 'POST', `/api/challenges/${id}/submissions`, m.token, { answer: '0x3F' });
    expect((await list(m.token)).data).toEqual([
      expect.objectContaining({
        type: 'challenge_solved',
        title: 'Challenge solved',
        message: 'You solved "Hex register" and earned 40 points.',
        link: `/challenges/${id}`,
      }),
    ]);
  });

  it('a role or status change by an admin notifies the member', async () => {
    const m = await t.register();
    const admin = await t.adminToken();
    expect((await call(t, 'PUT', `/api/admin/users/${m.user.id}`, admin, { role: 'moderator' })).statusCode).toBe(200);
    expect((await call(t, 'PUT', `/api/admin/users/${m.user.id}`, admin, { status: 'inactive' })).statusCode).toBe(200);
    const rows = await t.db.selectFrom('notifications').select(['type', 'title', 'message']).where('user_id', '=', m.user.id).orderBy('id').execute();
    expect(rows).toEqual([
      { type: 'account_changed', title: 'Your role changed', message: 'An admin changed your role to moderator.' },
      { type: 'account_changed', title: 'Your account status changed', message: 'An admin changed your account status to inactive.' },
    ]);
  });

  it('a refused action stores nothing (the notification is in its transaction)', async () => {
    const before = await t.count('notifications');
    const res = await call(t, 'PUT', `/api/admin/users/1`, await t.adminToken(), { role: 'user' });
    expect(res.statusCode).toBe(400); // the last active admin
    expect(await t.count('notifications')).toBe(before);
  });
});

describe('the live stream', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('sends the unread count, then a notification created by another request, then the new count after a read', async () => {
    const owner = await t.register();
    const fan = await t.register({ name: 'Live Fan' });
    const id = await createProject(owner.token, 'Live Board');
    const stream = await openSse(`${base}/api/notifications/stream`, owner.token);
    const other = await openSse(`${base}/api/notifications/stream`, fan.token);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      expect(stream.headers.get('content-encoding')).toBeNull();
      expect(await stream.next('unread')).toEqual({ unread_count: 0 });

      const like = await fetch(`${base}/api/projects/${id}/like`, { method: 'POST', headers: { authorization: `Bearer ${fan.token}` } });
      expect(like.status).toBe(200);
      const n = (await stream.next('notification')) as Notification;
      expect(n).toMatchObject({ type: 'project_liked', message: 'Live Fan liked "Live Board".', read: false });
      expect(await stream.next('unread')).toEqual({ unread_count: 1 });

      // Read in another tab: this stream hears the new count.
      await call(t, 'POST', `/api/notifications/${n.id}/read`, owner.token);
      expect(await stream.next('unread')).toEqual({ unread_count: 0 });
      // The liker's stream got nothing but its own count.
      expect(other.events.filter((e) => e.event === 'notification')).toEqual([]);
    } finally {
      stream.close();
      other.close();
    }
  });

  it('ends when the session is revoked (sign-out) or the member is suspended', async () => {
    const m = await t.register();
    const stream = await openSse(`${base}/api/notifications/stream`, m.token);
    await stream.next('unread');
    expect((await call(t, 'POST', '/api/user/logout', m.token)).statusCode).toBe(200);
    await stream.ended;

    const s = await t.register();
    const token2 = s.token;
    const stream2 = await openSse(`${base}/api/notifications/stream`, token2);
    await stream2.next('unread');
    const res = await call(t, 'PUT', `/api/admin/users/${s.user.id}`, await t.adminToken(), { status: 'suspended', suspension_reason: 'Spam' });
    expect(res.statusCode, res.body).toBe(200);
    await stream2.ended;
  });

  it('refuses signed-out clients and more than 10 streams per member', async () => {
    const anonymous = await fetch(`${base}/api/notifications/stream`);
    expect(anonymous.status).toBe(401);
    await anonymous.body?.cancel();
    const m: Member = await t.register();
    const streams = [];
    try {
      for (let i = 0; i < 10; i++) streams.push(await openSse(`${base}/api/notifications/stream`, m.token));
      for (const s of streams) expect(s.status).toBe(200);
      const extra = await openSse(`${base}/api/notifications/stream`, m.token);
      expect(extra.status).toBe(429);
      streams[0]!.close();
      await new Promise((r) => setTimeout(r, 100));
      const again = await openSse(`${base}/api/notifications/stream`, m.token);
      expect(again.status).toBe(200);
      streams.push(again);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('delivers an announcement to every open stream of its audience', async () => {
    const members = await Promise.all([t.register(), t.register(), t.register()]);
    const streams = await Promise.all(members.map((m) => openSse(`${base}/api/notifications/stream`, m.token)));
    try {
      for (const s of streams) await s.next('unread');
      const res = await call(t, 'POST', '/api/admin/announcements', await t.adminToken(), { title: 'Fan-out', message: 'To everyone' });
      expect(res.statusCode, res.body).toBe(201);
      for (const s of streams) expect(await s.next('notification', (d) => (d as Notification).title === 'Fan-out')).toMatchObject({ type: 'announcement' });
    } finally {
      for (const s of streams) s.close();
    }
  });
});
