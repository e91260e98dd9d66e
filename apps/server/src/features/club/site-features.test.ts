import { defaultFeatureSettings, type FeatureSettings } from '@esdc/core/features';
import type { SiteFeatures } from '@esdc/core/site-feature-schemas';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { call, memberWith, startWithAdmin } from '../../test/api.ts';
import { envelope, type TestApp } from '../../test/harness.ts';

/*
 * The club's site-wide feature switches (SPEC §3 Feature settings; §6 Admin) through the API, on SQLite, and on
 * PostgreSQL when TEST_DATABASE_URL is set: anyone reads them, admins set them (audited), and a switched-off
 * feature's API answers 404 FEATURE_DISABLED on every instance while the others stay as they are.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());
// Every test leaves every feature on (through the API, so the app's copy is dropped too).
afterEach(async () => {
  const rows = await t.db.selectFrom('site_features').select('key').where('enabled', '=', 0).execute();
  for (const { key } of rows) await call(t, 'PUT', `/api/admin/features/${key}`, admin, { enabled: true });
});

const features = (res: Awaited<ReturnType<typeof call>>): FeatureSettings => envelope<SiteFeatures>(res).data.features;
const switchFeature = (name: string, enabled: unknown, token: string | undefined = admin) => call(t, 'PUT', `/api/admin/features/${name}`, token, { enabled });
/** How many switches the audit log records. */
async function switchChanges(): Promise<number> {
  const rows = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'club.feature_switched').execute();
  return rows.length;
}

describe("the club's feature switches", () => {
  it('are all on for a fresh install, readable by anyone, briefly cacheable', async () => {
    const res = await call(t, 'GET', '/api/features');
    expect(res.statusCode).toBe(200);
    expect(features(res)).toEqual(defaultFeatureSettings());
    expect(res.headers['cache-control']).toBe('public, max-age=10');
    const member = await memberWith(t);
    expect(features(await call(t, 'GET', '/api/features', member.token))).toEqual(defaultFeatureSettings());
  });

  it('an admin switches a feature off (audited), everyone sees it at once, and on again', async () => {
    const before = await switchChanges();
    const off = await switchFeature('blog', false);
    expect(off.statusCode).toBe(200);
    expect(envelope(off).message).toBe('Blog switched off');
    expect(features(off)).toEqual({ ...defaultFeatureSettings(), blog: false });
    expect(features(await call(t, 'GET', '/api/features'))).toEqual({ ...defaultFeatureSettings(), blog: false });

    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'club.feature_switched').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.target_type).toBe('club');
    expect(JSON.parse(audit.details)).toEqual({ feature: 'blog', enabled: { from: true, to: false } });
    const row = await t.db.selectFrom('site_features').selectAll().where('key', '=', 'blog').executeTakeFirstOrThrow();
    expect(Number(row.enabled)).toBe(0);
    expect(row.updated_by).not.toBeNull();

    // Switching it off again changes nothing and records nothing.
    expect((await switchFeature('blog', false)).statusCode).toBe(200);
    expect(await switchChanges()).toBe(before + 1);

    const on = await switchFeature('blog', true);
    expect(envelope(on).message).toBe('Blog switched on');
    expect(features(await call(t, 'GET', '/api/features'))).toEqual(defaultFeatureSettings());
    expect(await switchChanges()).toBe(before + 2);
  });

  it('only active admins switch: 401 signed out, 403 for members and moderators; nothing changes', async () => {
    const member = await memberWith(t);
    const moderator = await memberWith(t, 'moderator');
    const before = await switchChanges();
    expect((await call(t, 'PUT', '/api/admin/features/events', undefined, { enabled: false })).statusCode).toBe(401);
    expect((await switchFeature('events', false, member.token)).statusCode).toBe(403);
    expect((await switchFeature('events', false, moderator.token)).statusCode).toBe(403);
    expect(features(await call(t, 'GET', '/api/features'))).toEqual(defaultFeatureSettings());
    expect(await switchChanges()).toBe(before);
  });

  it('refuses an unknown feature or a state that is not true or false, with a clear message; nothing changes', async () => {
    const before = await switchChanges();
    const unknown = await switchFeature('forum', false);
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown).message).toBe(
      'Unknown feature. The features are: chatbot, chatroom, games, shop, blog, events, challenges, resources, leaderboard, projects, lms, notifications, products',
    );
    for (const enabled of ['no', 0, null, undefined]) {
      const res = await switchFeature('blog', enabled);
      expect(res.statusCode, String(enabled)).toBe(400);
      expect(envelope(res).message).toBe('Enabled must be true or false');
    }
    expect(features(await call(t, 'GET', '/api/features'))).toEqual(defaultFeatureSettings());
    expect(await switchChanges()).toBe(before);
  });
});

describe("a switched-off feature's API", () => {
  it('answers 404 FEATURE_DISABLED to everyone while off, and works again once on', async () => {
    const member = await memberWith(t);
    await switchFeature('blog', false);
    for (const token of [undefined, member.token, admin]) {
      const res = await call(t, 'GET', '/api/blog/posts', token);
      expect(res.statusCode).toBe(404);
      expect(envelope(res)).toEqual({ success: false, message: 'Blog is switched off', error: { code: 'FEATURE_DISABLED' } });
    }
    // Writes too, before any other check (no 401 for a visitor: the feature is not there).
    expect((await call(t, 'POST', '/api/blog/posts', undefined, {})).statusCode).toBe(404);
    // Admins still look after its content.
    expect((await call(t, 'GET', '/api/admin/blog/writers', admin)).statusCode).toBe(200);
    // Other features are as they were.
    expect((await call(t, 'GET', '/api/projects')).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/events')).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/club/links')).statusCode).toBe(200);

    await switchFeature('blog', true);
    expect((await call(t, 'GET', '/api/blog/posts')).statusCode).toBe(200);
  });

  it('holds for features of every kind: events, courses and their learning, the chatroom, notifications, the leaderboard', async () => {
    const member = await memberWith(t);
    const cases: [string, string, string, string | undefined][] = [
      ['events', '/api/events', 'Events is switched off', undefined],
      ['lms', '/api/courses', 'Courses is switched off', undefined],
      ['lms', '/api/enrollments', 'Courses is switched off', member.token],
      ['chatroom', '/api/chat/rooms', 'Chatroom is switched off', member.token],
      ['notifications', '/api/notifications', 'Notifications is switched off', member.token],
      ['leaderboard', '/api/leaderboard', 'Leaderboard is switched off', undefined],
      ['games', '/api/games/snake/scores', 'Games is switched off', undefined],
      ['challenges', '/api/challenges', 'Challenges is switched off', undefined],
    ];
    for (const [key, url, message, token] of cases) {
      expect((await call(t, 'GET', url, token)).statusCode, url).toBe(200);
      await switchFeature(key, false);
      const res = await call(t, 'GET', url, token);
      expect(res.statusCode, url).toBe(404);
      expect(envelope(res).message).toBe(message);
      expect(envelope(res).error?.code).toBe('FEATURE_DISABLED');
      await switchFeature(key, true);
      expect((await call(t, 'GET', url, token)).statusCode, url).toBe(200);
    }
  });

  it('keeps the product catalogue while either the shop or the products listing is on', async () => {
    await switchFeature('products', false);
    expect((await call(t, 'GET', '/api/products')).statusCode).toBe(200);
    await switchFeature('shop', false);
    const both = await call(t, 'GET', '/api/products');
    expect(both.statusCode).toBe(404);
    expect(envelope(both).message).toBe('Products is switched off');
    expect((await call(t, 'GET', '/api/cart')).statusCode).toBe(404);
    await switchFeature('products', true);
    expect((await call(t, 'GET', '/api/products')).statusCode).toBe(200);
    await switchFeature('shop', true);
  });

  it('reaches another instance on the same database at once (the realtime bus), not after its copy expires', async () => {
    const other = await buildApp({
      config: { ...t.config, DATA_DIR: mkdtempSync(join(tmpdir(), 'esdc-other-')) },
      database: t.database,
      jwtSecret: 'another-instance-secret-0123456789-abcdefghijk',
    });
    try {
      await other.ready();
      const blogOnOther = async () => (await other.inject({ method: 'GET', url: '/api/blog/posts' })).statusCode;
      // The other instance holds its copy (all on) before the change.
      expect(await blogOnOther()).toBe(200);
      await switchFeature('blog', false);
      const deadline = Date.now() + 5000;
      while ((await blogOnOther()) !== 404 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await blogOnOther()).toBe(404);
      await switchFeature('blog', true);
      while ((await blogOnOther()) !== 200 && Date.now() < deadline + 5000) await new Promise((r) => setTimeout(r, 20));
      expect(await blogOnOther()).toBe(200);
    } finally {
      await other.close();
    }
  });
});
