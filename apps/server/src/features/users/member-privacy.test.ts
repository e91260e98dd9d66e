import type { MemberProfile, MemberSummary } from '@esdc/core/members';
import type { Project } from '@esdc/core/project';
import type { PublicUser, UserSearchResult } from '@esdc/core/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestApp, envelope, uniqueSuffix, type Member, type TestApp } from '../../test/harness.ts';

/*
 * A member's email address (SPEC §2 Community Members; migration 016 `show_email`): read by the member and by admins,
 * and by other signed-in members only when the member shows it; never by visitors. The directory's search by email
 * is for admins. On SQLite and PostgreSQL.
 */

let t: TestApp;
let tag: string;
let hidden: Member;
let shown: Member;
let other: Member;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  tag = uniqueSuffix();
  hidden = await t.register({ name: `Hidden ${tag}`, username: `hid_${tag}`, email: `hidden.${tag}@privacy.example` });
  shown = await t.register({ name: `Shown ${tag}`, username: `sho_${tag}`, email: `shown.${tag}@privacy.example` });
  other = await t.register();
  admin = await t.adminToken();
  const res = await call(t, 'PUT', `/api/users/${shown.user.id}`, shown.token, { show_email: true });
  expect(res.statusCode, res.body).toBe(200);
  expect(envelope<PublicUser>(res).data.show_email).toBe(true);
  // A project of the shown member with the hidden member as a contributor, for the profile's project list.
  const created = await call(t, 'POST', '/api/projects', shown.token, {
    title: `Privacy ${tag}`,
    description: 'A project whose contributors keep their emails to themselves.',
    category: 'IoT',
    contributors: [hidden.email],
  });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const emailOf = async (id: number, token?: string) => {
  const res = await call(t, 'GET', `/api/users/${id}`, token);
  return res.statusCode === 200 ? envelope<PublicUser>(res).data.email : res.statusCode;
};
const directory = async (q: string, token?: string) => envelope<MemberSummary[]>(await call(t, 'GET', `/api/users?q=${encodeURIComponent(q)}`, token)).data;
const profile = async (username: string, token?: string) => envelope<MemberProfile>(await call(t, 'GET', `/api/users/by-username/${username}`, token)).data;
const search = async (q: string, token: string) =>
  envelope<UserSearchResult[]>(await call(t, 'GET', `/api/users/search?q=${encodeURIComponent(q)}`, token)).data;

describe('GET /api/users/{id}', () => {
  it('shows the email to the member and to admins, to other members only when shown; visitors get 401', async () => {
    expect(await emailOf(hidden.user.id, hidden.token)).toBe(hidden.email);
    expect(await emailOf(hidden.user.id, admin)).toBe(hidden.email);
    expect(await emailOf(hidden.user.id, other.token)).toBe('');
    expect(await emailOf(shown.user.id, other.token)).toBe(shown.email);
    expect(await emailOf(hidden.user.id)).toBe(401);
  });
});

describe('GET /api/users (the directory)', () => {
  it('gives each email only to who may read it', async () => {
    const byName = (list: MemberSummary[]) => Object.fromEntries(list.map((m) => [m.username, m.email]));
    expect(byName(await directory(tag, other.token))).toEqual({ [hidden.user.username]: undefined, [shown.user.username]: shown.email });
    expect(byName(await directory(tag, admin))).toEqual({ [hidden.user.username]: hidden.email, [shown.user.username]: shown.email });
    expect(byName(await directory(tag, hidden.token))).toEqual({ [hidden.user.username]: hidden.email, [shown.user.username]: shown.email });
    expect(byName(await directory(tag))).toEqual({ [hidden.user.username]: undefined, [shown.user.username]: undefined });
    expect((await directory(tag, other.token)).some((m) => 'email' in m && m.username === hidden.user.username)).toBe(false);
  });

  it('searches by email for admins only', async () => {
    expect((await directory(`hidden.${tag}@`, admin)).map((m) => m.id)).toEqual([hidden.user.id]);
    expect(await directory(`hidden.${tag}@`, other.token)).toEqual([]);
    expect(await directory(`shown.${tag}@`, other.token)).toEqual([]);
    expect(await directory(`hidden.${tag}@`)).toEqual([]);
  });
});

describe('GET /api/users/by-username/{username}', () => {
  it("shows the member's email, and each contributor's, only to who may read it", async () => {
    expect((await profile(hidden.user.username, other.token)).email).toBeUndefined();
    expect((await profile(hidden.user.username, admin)).email).toBe(hidden.email);
    expect((await profile(shown.user.username, other.token)).email).toBe(shown.email);
    expect((await profile(shown.user.username)).email).toBeUndefined();
    const contributorEmail = async (token?: string) =>
      (await profile(shown.user.username, token)).projects.flatMap((p) => p.contributors).find((c) => c.id === hidden.user.id)?.email;
    expect(await contributorEmail(other.token)).toBe('');
    expect(await contributorEmail(admin)).toBe(hidden.email);
    expect(await contributorEmail(hidden.token)).toBe(hidden.email);
    expect(await contributorEmail()).toBe('');
  });

  it("keeps contributors' emails out of the project list and detail the same way", async () => {
    const list = envelope<Project[]>(await call(t, 'GET', `/api/projects?q=${encodeURIComponent(`Privacy ${tag}`)}`, other.token)).data;
    expect(list).toHaveLength(1);
    expect(list[0]?.contributors.map((c) => c.email)).toEqual(['']);
    const detail = envelope<Project>(await call(t, 'GET', `/api/projects/${list[0]?.id}`, admin)).data;
    expect(detail.contributors.map((c) => c.email)).toEqual([hidden.email]);
  });
});

describe('GET /api/users/search (contributor search)', () => {
  it('finds by email for admins; others find shown members by name, and anyone by the exact address', async () => {
    expect((await search(`hidden.${tag}`, admin)).map((u) => u.email)).toEqual([hidden.email]);
    expect(await search(`Hidden ${tag}`, other.token)).toEqual([]);
    expect(await search(`hidden.${tag}`, other.token)).toEqual([]);
    expect(await search(hidden.email.toUpperCase(), other.token)).toEqual([{ id: hidden.user.id, name: hidden.user.name, email: hidden.email }]);
    expect(await search(`Shown ${tag}`, other.token)).toEqual([{ id: shown.user.id, name: shown.user.name, email: shown.email }]);
  });
});

describe('the show_email setting', () => {
  it('is changed only by the member (or an admin), refuses bad input, and is in the account export', async () => {
    const before = await t.db.selectFrom('users').select(['show_email', 'updated_at']).where('id', '=', hidden.user.id).executeTakeFirstOrThrow();
    const forbidden = await call(t, 'PUT', `/api/users/${hidden.user.id}`, other.token, { show_email: true });
    expect(forbidden.statusCode).toBe(403);
    const bad = await call(t, 'PUT', `/api/users/${hidden.user.id}`, hidden.token, { show_email: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).message).toContain('Show email must be true or false');
    expect(await t.db.selectFrom('users').select(['show_email', 'updated_at']).where('id', '=', hidden.user.id).executeTakeFirstOrThrow()).toEqual(before);

    const own = envelope<PublicUser>(await call(t, 'GET', '/api/user/profile', hidden.token)).data;
    expect(own).toMatchObject({ email: hidden.email, show_email: false });
    const exported = await call(t, 'GET', '/api/user/export', hidden.token);
    expect(exported.statusCode).toBe(200);
    expect(JSON.parse(exported.body)).toMatchObject({ data: { sections: { profile: { show_email: 0 } } } });

    const res = await call(t, 'PUT', `/api/users/${hidden.user.id}`, hidden.token, { show_email: true });
    expect(envelope<PublicUser>(res).data.show_email).toBe(true);
    expect(await emailOf(hidden.user.id, other.token)).toBe(hidden.email);
    await call(t, 'PUT', `/api/users/${hidden.user.id}`, hidden.token, { show_email: false });
    expect(await emailOf(hidden.user.id, other.token)).toBe('');
  });
});
