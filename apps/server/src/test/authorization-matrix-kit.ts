import type { ApiErrorCode } from '@esdc/core/api';
import { createHash, randomBytes } from 'node:crypto';
import { issueAccountToken } from '../platform/account-tokens.ts';
import { insertTestChallenge } from './challenges.ts';
import { createTestApp, envelope, uniqueSuffix, type Member, type TestApp } from './harness.ts';
import { multipart, solidImage, uploadImage } from './images.ts';
import { insertTestCourse } from './courses.ts';
import { recordPurchase } from './products.ts';
import { insertTestProject } from './projects.ts';
import { insertTestProduct } from './shop.ts';

/*
 * The authorization matrix's callers, expectation presets and fixtures (apps/server/src/authorization-matrix.test.ts runs
 * it; each feature's cases are in its features/<name>/authorization-cases.ts). `t`, the actors and the fixtures are set
 * by {@link setUpMatrix} before any case sends a request; importers read them as live bindings.
 */

export const ROLES = ['anonymous', 'user', 'moderator', 'pendingAdmin', 'suspendedAdmin', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Expect = Record<Role, number>;
export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anyone; a refused token is still refused. */
export const PUBLIC: Expect = { anonymous: 200, user: 200, moderator: 200, pendingAdmin: 200, suspendedAdmin: 401, admin: 200 };
/** Any live session (no permission beyond being signed in). */
export const SESSION: Expect = { anonymous: 401, user: 200, moderator: 200, pendingAdmin: 200, suspendedAdmin: 401, admin: 200 };
/** A browser navigation answered with a redirect (302) for anyone; a refused token is still refused. */
export const REDIRECT: Expect = { anonymous: 302, user: 302, moderator: 302, pendingAdmin: 302, suspendedAdmin: 401, admin: 302 };
/** Active members of any role (`can()` needs an active account). */
export const ACTIVE = (ok: number): Expect => ({ anonymous: 401, user: ok, moderator: ok, pendingAdmin: 403, suspendedAdmin: 401, admin: ok });
/** Active admins only. */
export const ADMIN = (ok: number): Expect => ({ anonymous: 401, user: 403, moderator: 403, pendingAdmin: 403, suspendedAdmin: 401, admin: ok });
/** Active admins and moderators (`resource:manage`). */
export const RESOURCE_MANAGERS = (ok: number): Expect => ({ anonymous: 401, user: 403, moderator: ok, pendingAdmin: 403, suspendedAdmin: 401, admin: ok });
/** The owner or an active admin; here the subject belongs to someone else. */
export const OWNER_OR_ADMIN_OTHERS = (ok: number): Expect => ({ anonymous: 401, user: 403, moderator: 403, pendingAdmin: 403, suspendedAdmin: 401, admin: ok });

/** The matrix's app. */
export let t: TestApp;
/** One signed-in caller per role (the pending admin signed in, the suspended admin's token revoked). */
const actors = {} as Record<Exclude<Role, 'anonymous'>, Member>;
/** A member who owns the subjects the callers are not theirs to change. */
export let other: Member;
/** A draft project of {@link other}. */
export let fixtureProjectId: number;

/** What a case sends: the url with ids filled in, a body, and optionally a different token. */
interface Sent {
  url: string;
  payload?: Record<string, unknown>;
  /** A multipart body (an upload) instead of JSON. */
  multipart?: { payload: Buffer; headers: Record<string, string> };
  /** Use this token instead of the caller's (e.g. a fresh session that logout may revoke). */
  token?: string;
  /** A stream that never ends by itself (Server-Sent Events): read its status and headers, then hang up. */
  stream?: boolean;
}

/** How one route is checked: the status each caller gets, and the request it sends. */
interface Case {
  /** What the subject is, when the route has several cases. */
  label?: string;
  expect: Expect;
  /** The code of a 403 from the route's own rule, when more specific than FORBIDDEN (a `can()` refusal stays FORBIDDEN). */
  forbiddenCode?: ApiErrorCode;
  /** Builds the request for one caller; may create fresh fixtures so a write does not affect the next caller. */
  send: (role: Role) => Promise<Sent> | Sent;
}

/** A feature's cases, keyed "METHOD path" as registered (HEAD routes use their GET entry): one case, or several subjects. */
export type AuthorizationCases = Record<string, Case | Case[]>;

export const tokenOf = (role: Role) => (role === 'anonymous' ? undefined : actors[role].token);
export const memberOf = (role: Role): Member | undefined => (role === 'anonymous' ? undefined : actors[role]);

/** A fresh session for the caller (signed out and the suspended admin keep what they have). */
export async function freshToken(role: Role): Promise<string | undefined> {
  const m = memberOf(role);
  if (!m || role === 'suspendedAdmin') return tokenOf(role);
  return t.login(m.email, m.password);
}

/** Inserts a draft project owned by `ownerId` straight into the database. */
export const insertProject = (ownerId: number): Promise<number> =>
  insertTestProject(
    t.db,
    { user_id: ownerId, title: 'Matrix project', description: 'A project made for the authorization matrix.', category: 'Tools' },
    t.clock.now().toISOString(),
  );

/** Inserts an uploaded image's row owned by `ownerId` (no stored files: deleting it removes nothing on disk). */
export async function insertImage(ownerId: number): Promise<number> {
  const row = await t.db
    .insertInto('images')
    .values({
      user_id: ownerId,
      storage_key: randomBytes(16).toString('hex'),
      width: 10,
      height: 10,
      bytes: 100,
      variants: JSON.stringify([{ name: 'thumbnail', width: 10, height: 10 }]),
      created_at: t.clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
/** The path of a real uploaded image's variant, for the public /media route. */
export let mediaPath: string;
/** The download path of a real uploaded resource file, for the public /files route. */
export let filePath: string;

/** A one-time GitHub sign-in code for `userId`, as the OAuth callback issues it. */
export async function signInCode(userId: number): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = t.clock.now();
  await t.db
    .insertInto('oauth_sign_in_codes')
    .values({
      code_hash: createHash('sha256').update(code).digest('hex'),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 60_000).toISOString(),
    })
    .execute();
  return code;
}

/** Links a made-up GitHub account to `userId` (replacing any it has), so unlinking has something to remove. */
export async function linkGitHub(userId: number): Promise<void> {
  await t.db.deleteFrom('user_identities').where('user_id', '=', userId).execute();
  await t.db
    .insertInto('user_identities')
    .values({ provider: 'github', provider_user_id: `matrix-${uniqueSuffix()}`, user_id: userId, login: 'matrix', linked_at: t.clock.now().toISOString() })
    .execute();
}

/** Inserts an event owned by `ownerId` straight into the database (starting `startInHours` from the clock) and returns its id. */
export async function insertEvent(ownerId: number, status: 'draft' | 'published' = 'published', startInHours = 48): Promise<number> {
  const now = t.clock.now();
  const start = new Date(now.getTime() + startInHours * 3_600_000);
  const row = await t.db
    .insertInto('events')
    .values({
      title: 'Matrix event',
      description: 'An event made for the authorization matrix.',
      status,
      category: 'Workshop',
      location: 'Lab',
      mode: 'offline',
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 3_600_000).toISOString(),
      max_participants: null,
      image_id: null,
      image_url: null,
      registration_url: null,
      created_by: ownerId,
      cancellation_reason: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Registers `userId` for an event straight in the database; returns the check-in code. */
export async function insertRegistration(eventId: number, userId: number): Promise<string> {
  const code = randomBytes(4).toString('hex').toUpperCase();
  await t.db
    .insertInto('event_registrations')
    .values({
      event_id: eventId,
      user_id: userId,
      status: 'registered',
      code,
      created_at: t.clock.now().toISOString(),
      checked_in_at: null,
      checked_in_by: null,
    })
    .execute();
  await t.db.updateTable('events').set({ registered_participants: 1 }).where('id', '=', eventId).execute();
  return code;
}

/** Inserts a blog post by `authorId` straight into the database and returns its id and slug. */
export async function insertPost(authorId: number, status: 'draft' | 'published' = 'published'): Promise<{ id: number; slug: string }> {
  const now = t.clock.now().toISOString();
  const slug = `matrix-post-${uniqueSuffix()}`;
  const row = await t.db
    .insertInto('blog_posts')
    .values({
      slug,
      title: 'Matrix post',
      excerpt: 'A post made for the authorization matrix.',
      content: 'A post made for the authorization matrix.',
      content_html: '<p>A post made for the authorization matrix.</p>',
      category: 'News',
      status,
      cover_image_id: null,
      cover_url: null,
      read_time: 1,
      author_id: authorId,
      published_at: status === 'published' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, slug };
}
export const blogBody = () => ({ title: 'Matrix blog post', content: 'Created to check who may write posts.', category: 'News' });
/** Editors of someone else's post: moderators and admins (a draft stays hidden from the others). */
export const BLOG_EDITORS = (ok: number): Expect => ({ anonymous: 401, user: 403, moderator: ok, pendingAdmin: 403, suspendedAdmin: 401, admin: ok });

/** A draft of someone else: hidden (404) from everyone who may not manage it. */
export const DRAFT_OTHERS = (ok: number): Expect => ({ anonymous: 401, user: 404, moderator: 404, pendingAdmin: 404, suspendedAdmin: 401, admin: ok });
export const eventBody = () => ({
  title: 'Matrix event title',
  description: 'Created to check who may create events.',
  category: 'Talk',
  start_date: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
  end_date: new Date(t.clock.now().getTime() + 90_000_000).toISOString(),
});

export const registration = () => {
  const s = uniqueSuffix();
  return { name: `Matrix ${s}`, username: `mx_${s}`, email: `mx.${s}@matrix.example`, password: 'matrix-pass-1', confirmPassword: 'matrix-pass-1' };
};
export const projectBody = { title: 'Matrix Project Title', description: 'Created to check who may create projects.', category: 'IoT' };
/** Inserts a product sold by `sellerId` (null = the club) straight into the database and returns its id. */
export async function insertProduct(sellerId: number | null, hidden = false): Promise<number> {
  const now = t.clock.now().toISOString();
  const row = await t.db
    .insertInto('products')
    .values({
      name: 'Matrix board',
      description: 'A product made for the authorization matrix.',
      category: 'Hardware',
      price_cents: 1000,
      stock: 5,
      seller_id: sellerId,
      hidden: hidden ? 1 : 0,
      created_by: sellerId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records that `userId` bought the product (a placed order with one line of it). */
export async function insertPurchase(productId: number, userId: number): Promise<void> {
  await recordPurchase(t, userId, productId);
}

/** A review of a new product by `userId`, inserted straight into the database. */
export async function insertReview(userId: number): Promise<{ productId: number; reviewId: number }> {
  const productId = await insertProduct(null);
  const row = await t.db
    .insertInto('product_reviews')
    .values({
      product_id: productId,
      user_id: userId,
      rating: 4,
      title: 'Matrix review',
      comment: 'Written by the matrix.',
      created_at: t.clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('products').set({ rating_sum: 4, review_count: 1 }).where('id', '=', productId).execute();
  return { productId, reviewId: row.id };
}

export const productBody = () => ({
  name: 'Matrix part',
  description: 'Created to check who may list products.',
  category: 'Tools',
  price_cents: 500,
  stock: 2,
});

export const ownerId = (role: Role) => memberOf(role)?.user.id ?? other.user.id;

/** A free course inserted straight into the database. */
export const matrixCourse = (fields: Parameters<typeof insertTestCourse>[1] = {}) =>
  insertTestCourse(t.db, { title: 'Matrix course', ...fields }, t.clock.now());
/** A whole course as the editor sends it. */
export const courseBody = () => ({
  title: 'Matrix course',
  description: 'Created to check who may create and edit courses.',
  duration: '1 week',
  level: 'Beginner',
  category: 'Arduino',
  modules: [{ title: 'Only module', lessons: [{ title: 'Only lesson', content_md: 'Hello **world**' }] }],
});

/** A product in stock, inserted straight into the database. */
export const shopProduct = () => insertTestProduct(t.db, { name: 'Matrix part', stock: 1000 }, t.clock.now());

/** Puts a fresh product in the caller's cart (signed out: nobody's) and returns its id. */
export async function inCart(role: Role): Promise<number> {
  const productId = await shopProduct();
  const m = memberOf(role);
  if (m)
    await t.db.insertInto('cart_items').values({ user_id: m.user.id, product_id: productId, quantity: 1, added_at: t.clock.now().toISOString() }).execute();
  return productId;
}

/** Inserts a placed order of `userId` (one line of a fresh product) and returns its id. */
export async function insertOrder(userId: number): Promise<number> {
  const orderId = await recordPurchase(t, userId, await shopProduct());
  await t.db
    .insertInto('order_status_history')
    .values({ order_id: orderId, status: 'placed', changed_by: userId, note: null, created_at: t.clock.now().toISOString() })
    .execute();
  return orderId;
}

/** A documentation article inserted straight into the database; returns its slug. */
export async function matrixDoc(): Promise<string> {
  const now = t.clock.now().toISOString();
  const slug = `matrix-${uniqueSuffix()}`;
  await t.db
    .insertInto('doc_articles')
    .values({
      slug,
      group: 'Software',
      title: 'Matrix',
      position: 0,
      content: 'Matrix',
      content_html: '<p>Matrix</p>',
      updated_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return slug;
}

/** A link resource inserted straight into the database; returns its id. */
export async function matrixResource(): Promise<number> {
  const now = t.clock.now().toISOString();
  const row = await t.db
    .insertInto('resources')
    .values({
      title: 'Matrix',
      description: '',
      category: 'iot',
      kind: 'link',
      url: 'https://example.com',
      file_id: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A notification of the caller (or of `other`; signed out: of `other` too), inserted straight into the database. */
export async function matrixNotification(role: Role | 'other'): Promise<number> {
  const owner = role === 'other' || role === 'anonymous' ? other : actors[role];
  const row = await t.db
    .insertInto('notifications')
    .values({
      user_id: owner.user.id,
      type: 'announcement',
      title: 'Matrix',
      message: 'Matrix',
      link: null,
      read_at: null,
      digested_at: null,
      created_at: t.clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A working one-time link token of a fresh member (as the mailed link carries it). */
export async function freshLinkToken(purpose: 'password-reset' | 'email-verification'): Promise<string> {
  const m = await t.register();
  return (await issueAccountToken(t.db, { userId: m.user.id, purpose, ttlMs: 3_600_000, now: t.clock.now() })).token;
}

/** Inserts a challenge straight into the database (its answer never matches) and returns its id. */
export async function matrixChallenge(visibility: 'public' | 'members' | 'hidden'): Promise<number> {
  return insertTestChallenge(
    t.db,
    { title: `Matrix ${visibility} challenge`, description: 'A challenge made for the authorization matrix.', visibility },
    t.clock.now().toISOString(),
  );
}

/** Builds the matrix app, its callers (one per role, the suspended admin suspended through the API) and the fixtures. */
export async function setUpMatrix(): Promise<void> {
  // A GitHub OAuth app whose GitHub is never reached: no case here gets as far as calling it.
  t = await createTestApp({
    env: { GITHUB_CLIENT_ID: 'matrix', GITHUB_CLIENT_SECRET: 'matrix', GITHUB_OAUTH_URL: 'http://127.0.0.1:9', GITHUB_API_URL: 'http://127.0.0.1:9' },
  });
  other = await t.register();
  for (const role of ['user', 'moderator', 'admin', 'pendingAdmin', 'suspendedAdmin'] as const) {
    const m = await t.register();
    const dbRole = role === 'user' ? 'user' : role === 'moderator' ? 'moderator' : 'admin';
    const status = role === 'pendingAdmin' ? 'pending' : 'active';
    await t.db.updateTable('users').set({ role: dbRole, status }).where('id', '=', m.user.id).execute();
    actors[role] = m;
  }
  // Suspended through the admin API: their sessions are revoked, and the token they still hold is refused.
  const suspended = await t.inject({
    method: 'PUT',
    url: `/api/admin/users/${actors.suspendedAdmin.user.id}`,
    headers: t.authHeader(await t.adminToken()),
    payload: { status: 'suspended', suspension_reason: 'Matrix' },
  });
  if (suspended.statusCode !== 200) throw new Error(`Suspending the matrix's admin failed: ${suspended.body}`);
  fixtureProjectId = await insertProject(other.user.id);
  const image = await uploadImage(t, other.token, { filename: 'm.png', type: 'image/png', data: await solidImage(20, 20, 'png') });
  mediaPath = image.variants[0]!.webp;
  const body = multipart({ filename: 'm.txt', type: 'text/plain', data: Buffer.from('matrix') });
  const file = await t.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...body.headers, ...t.authHeader(await t.adminToken()) },
    payload: body.payload,
  });
  filePath = envelope<{ url: string }>(file).data.url;
}

/** Closes the matrix app. */
export async function closeMatrix(): Promise<void> {
  await t?.close();
}
