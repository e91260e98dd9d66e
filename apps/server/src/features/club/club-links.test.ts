import type { ClubLinks } from '@esdc/core/club-links-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith, startWithAdmin } from '../../test/api.ts';
import { envelope, type TestApp } from '../../test/harness.ts';

/*
 * The club's links through the API (SPEC §1 Landing: Join Us and Get In Touch), on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

const data = (res: Awaited<ReturnType<typeof call>>) => envelope<ClubLinks>(res).data;
/** How many times the links were changed, by the audit log. */
async function linkChanges(): Promise<number> {
  const rows = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'club.links_changed').execute();
  return rows.length;
}

const UNSET: ClubLinks = { chat_group_url: null, code_host_url: null, contact_email: null };
const LINKS: ClubLinks = {
  chat_group_url: 'https://chat.example.org/invite/esdc',
  code_host_url: 'https://git.example.org/esdc',
  contact_email: 'hello@esdc.example.org',
};

describe("the club's links", () => {
  it('are unset on a fresh install, readable by anyone', async () => {
    const res = await call(t, 'GET', '/api/club/links');
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual(UNSET);
  });

  it('an admin sets them (audited), everyone reads them at once, and unsets them again', async () => {
    const saved = await call(t, 'PUT', '/api/admin/club/links', admin, { ...LINKS, contact_email: ' Hello@ESDC.example.org ' });
    expect(saved.statusCode).toBe(200);
    expect(envelope(saved).message).toBe('Club links saved');
    expect(data(saved)).toEqual(LINKS);
    expect(data(await call(t, 'GET', '/api/club/links'))).toEqual(LINKS);
    const member = await memberWith(t);
    expect(data(await call(t, 'GET', '/api/club/links', member.token))).toEqual(LINKS);

    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'club.links_changed').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.target_type).toBe('club');
    expect(JSON.parse(audit.details)).toMatchObject({ chat_group_url: { from: null, to: LINKS.chat_group_url } });

    // An absent, null or empty link is unset.
    const cleared = await call(t, 'PUT', '/api/admin/club/links', admin, { chat_group_url: '', code_host_url: null });
    expect(cleared.statusCode).toBe(200);
    expect(data(await call(t, 'GET', '/api/club/links'))).toEqual(UNSET);
  });

  it('answers 304 to a matching If-None-Match and a new ETag after a change', async () => {
    const first = await call(t, 'GET', '/api/club/links');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: '/api/club/links', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await call(t, 'PUT', '/api/admin/club/links', admin, { chat_group_url: LINKS.chat_group_url });
    const changed = await t.app.inject({ method: 'GET', url: '/api/club/links', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(data(changed).chat_group_url).toBe(LINKS.chat_group_url);
    await call(t, 'PUT', '/api/admin/club/links', admin, {});
  });

  it('only active admins may set them: 401 signed out, 403 for members and moderators; nothing changes', async () => {
    const member = await memberWith(t);
    const moderator = await memberWith(t, 'moderator');
    const before = await linkChanges();
    expect((await call(t, 'PUT', '/api/admin/club/links', undefined, LINKS)).statusCode).toBe(401);
    expect((await call(t, 'PUT', '/api/admin/club/links', member.token, LINKS)).statusCode).toBe(403);
    expect((await call(t, 'PUT', '/api/admin/club/links', moderator.token, LINKS)).statusCode).toBe(403);
    expect(data(await call(t, 'GET', '/api/club/links'))).toEqual(UNSET);
    expect(await linkChanges()).toBe(before);
  });

  it('refuses bad input with the field message and changes nothing', async () => {
    await call(t, 'PUT', '/api/admin/club/links', admin, LINKS);
    const before = await linkChanges();
    const cases: [Record<string, unknown>, string][] = [
      [{ chat_group_url: 'javascript:alert(1)' }, 'Chat group link must be a valid URL'],
      [{ chat_group_url: 'ftp://files.example.org/esdc' }, 'Chat group link must be a valid URL'],
      [{ code_host_url: 'github.com/esdc' }, 'Code host link must be a valid URL'],
      [{ code_host_url: `https://example.org/${'a'.repeat(500)}` }, 'Code host link is too long'],
      [{ contact_email: 'not-an-email' }, 'Invalid email format'],
      [{ contact_email: 42 }, 'Contact email must be text'],
    ];
    for (const [body, expected] of cases) {
      const res = await call(t, 'PUT', '/api/admin/club/links', admin, { ...LINKS, ...body });
      expect(res.statusCode, expected).toBe(400);
      expect(envelope(res).message).toBe(expected);
    }
    expect(data(await call(t, 'GET', '/api/club/links'))).toEqual(LINKS);
    expect(await linkChanges()).toBe(before);
    await call(t, 'PUT', '/api/admin/club/links', admin, {});
  });
});
