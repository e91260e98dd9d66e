import type { ApiErrorCode } from '@esdc/core/api';
import { newCertificateCode } from '@esdc/core/course-learning';
import { createHash, randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccountToken } from './platform/account-tokens.ts';
import { insertTestChallenge } from './test/challenges.ts';
import { createTestApp, envelope, uniqueSuffix, type Member, type TestApp } from './test/harness.ts';
import { multipart, solidImage, uploadImage } from './test/images.ts';
import { insertTestCourse, insertTestEnrollment } from './test/courses.ts';
import { insertLearningCourse, THREE_KINDS } from './test/learning-courses.ts';
import { insertTestCoupon, insertTestProduct } from './test/shop.ts';

/*
 * Who may call what (SPEC §6 Roles and permissions): every registered route, for every kind of
 * caller. A route added without an entry here fails the coverage test, so none can be forgotten.
 *
 * Callers: signed out; an active member, moderator and admin; an admin whose account is pending (signed in,
 * but `can()` allows nothing until they are active: 403); an admin who was suspended (sessions revoked, the
 * token is refused on every route: 401). Requests carry valid bodies and existing ids, so the status
 * reflects authorization, not validation.
 */

const ROLES = ['anonymous', 'user', 'moderator', 'pendingAdmin', 'suspendedAdmin', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Expect = Record<Role, number>;
type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anyone; a refused token is still refused. */
const PUBLIC: Expect = { anonymous: 200, user: 200, moderator: 200, pendingAdmin: 200, suspendedAdmin: 401, admin: 200 };
/** Any live session (no permission beyond being signed in). */
const SESSION: Expect = { anonymous: 401, user: 200, moderator: 200, pendingAdmin: 200, suspendedAdmin: 401, admin: 200 };
/** A browser navigation answered with a redirect (302) for anyone; a refused token is still refused. */
const REDIRECT: Expect = { anonymous: 302, user: 302, moderator: 302, pendingAdmin: 302, suspendedAdmin: 401, admin: 302 };
/** Active members of any role (`can()` needs an active account). */
const ACTIVE = (ok: number): Expect => ({ anonymous: 401, user: ok, moderator: ok, pendingAdmin: 403, suspendedAdmin: 401, admin: ok });
/** Active admins only. */
const ADMIN = (ok: number): Expect => ({ anonymous: 401, user: 403, moderator: 403, pendingAdmin: 403, suspendedAdmin: 401, admin: ok });
/** Active admins and moderators (`resource:manage`). */
const RESOURCE_MANAGERS = (ok: number): Expect => ({ anonymous: 401, user: 403, moderator: ok, pendingAdmin: 403, suspendedAdmin: 401, admin: ok });
/** The owner or an active admin; here the subject belongs to someone else. */
const OWNER_OR_ADMIN_OTHERS = (ok: number): Expect => ({ anonymous: 401, user: 403, moderator: 403, pendingAdmin: 403, suspendedAdmin: 401, admin: ok });

let t: TestApp;
const actors = {} as Record<Exclude<Role, 'anonymous'>, Member>;
let other: Member;
let fixtureProjectId: number;

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

interface Case {
  /** What the subject is, when the route has several cases. */
  label?: string;
  expect: Expect;
  /** The code of a 403 from the route's own rule, when more specific than FORBIDDEN (a `can()` refusal stays FORBIDDEN). */
  forbiddenCode?: ApiErrorCode;
  /** Builds the request for one caller; may create fresh fixtures so a write does not affect the next caller. */
  send: (role: Role) => Promise<Sent> | Sent;
}

const tokenOf = (role: Role) => (role === 'anonymous' ? undefined : actors[role].token);
const memberOf = (role: Role): Member | undefined => (role === 'anonymous' ? undefined : actors[role]);

/** A fresh session for the caller (signed out and the suspended admin keep what they have). */
async function freshToken(role: Role): Promise<string | undefined> {
  const m = memberOf(role);
  if (!m || role === 'suspendedAdmin') return tokenOf(role);
  return t.login(m.email, m.password);
}

/** Inserts a draft project owned by `ownerId` straight into the database. */
async function insertProject(ownerId: number): Promise<number> {
  const now = t.clock.now().toISOString();
  const row = await t.db
    .insertInto('projects')
    .values({
      user_id: ownerId,
      title: 'Matrix project',
      description: 'A project made for the authorization matrix.',
      category: 'Tools',
      status: 'draft',
      image: null,
      github_link: null,
      live_url: null,
      created_at: now,
      updated_at: now,
      completed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts an uploaded image's row owned by `ownerId` (no stored files: deleting it removes nothing on disk). */
async function insertImage(ownerId: number): Promise<number> {
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
let mediaPath: string;
/** The download path of a real uploaded resource file, for the public /files route. */
let filePath: string;

/** A one-time GitHub sign-in code for `userId`, as the OAuth callback issues it. */
async function signInCode(userId: number): Promise<string> {
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
async function linkGitHub(userId: number): Promise<void> {
  await t.db.deleteFrom('user_identities').where('user_id', '=', userId).execute();
  await t.db
    .insertInto('user_identities')
    .values({ provider: 'github', provider_user_id: `matrix-${uniqueSuffix()}`, user_id: userId, login: 'matrix', linked_at: t.clock.now().toISOString() })
    .execute();
}

/** Inserts an event owned by `ownerId` straight into the database (starting `startInHours` from the clock) and returns its id. */
async function insertEvent(ownerId: number, status: 'draft' | 'published' = 'published', startInHours = 48): Promise<number> {
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
async function insertRegistration(eventId: number, userId: number): Promise<string> {
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
async function insertPost(authorId: number, status: 'draft' | 'published' = 'published'): Promise<{ id: number; slug: string }> {
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
const blogBody = () => ({ title: 'Matrix blog post', content: 'Created to check who may write posts.', category: 'News' });
/** Editors of someone else's post: moderators and admins (a draft stays hidden from the others). */
const BLOG_EDITORS = (ok: number): Expect => ({ anonymous: 401, user: 403, moderator: ok, pendingAdmin: 403, suspendedAdmin: 401, admin: ok });

/** A draft of someone else: hidden (404) from everyone who may not manage it. */
const DRAFT_OTHERS = (ok: number): Expect => ({ anonymous: 401, user: 404, moderator: 404, pendingAdmin: 404, suspendedAdmin: 401, admin: ok });
const eventBody = () => ({
  title: 'Matrix event title',
  description: 'Created to check who may create events.',
  category: 'Talk',
  start_date: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
  end_date: new Date(t.clock.now().getTime() + 90_000_000).toISOString(),
});

const registration = () => {
  const s = uniqueSuffix();
  return { name: `Matrix ${s}`, username: `mx_${s}`, email: `mx.${s}@matrix.example`, password: 'matrix-pass-1', confirmPassword: 'matrix-pass-1' };
};
const projectBody = { title: 'Matrix Project Title', description: 'Created to check who may create projects.', category: 'IoT' };
/** Inserts a product sold by `sellerId` (null = the club) straight into the database and returns its id. */
async function insertProduct(sellerId: number | null, hidden = false): Promise<number> {
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
async function insertPurchase(productId: number, userId: number): Promise<void> {
  const now = t.clock.now().toISOString();
  const order = await t.db
    .insertInto('orders')
    .values({
      user_id: userId,
      status: 'placed',
      subtotal_cents: 1000,
      discount_cents: 0,
      total_cents: 1000,
      coupon_id: null,
      coupon_code: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('order_lines')
    .values({
      order_id: order.id,
      position: 0,
      product_id: productId,
      name: 'Matrix board',
      image_url: null,
      seller_id: null,
      unit_price_cents: 1000,
      quantity: 1,
      discount_cents: 0,
      line_total_cents: 1000,
    })
    .execute();
}

/** A review of a new product by `userId`, inserted straight into the database. */
async function insertReview(userId: number): Promise<{ productId: number; reviewId: number }> {
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

const productBody = () => ({ name: 'Matrix part', description: 'Created to check who may list products.', category: 'Tools', price_cents: 500, stock: 2 });

const ownerId = (role: Role) => memberOf(role)?.user.id ?? other.user.id;

/** Expectations keyed by "METHOD path" as registered (HEAD routes use their GET entry). */
/** A course's editors (admins, moderators, the instructor) or, here, nobody else: a course the caller is not enrolled in. */
const LEARNING_EDITORS = (ok: number): Expect => ({ anonymous: 401, user: 403, moderator: ok, pendingAdmin: 403, suspendedAdmin: 401, admin: ok });

/**
 * A fresh published course of three lessons (the first a preview) and an exam, inserted straight into the database;
 * the caller is enrolled when `enrolled` (signed out: nobody).
 */
async function learningCourse(role: Role, enrolled: boolean) {
  const at = t.clock.now().toISOString();
  const c = await insertLearningCourse(t.db, { exams: [{ kind: 'exam', questions: THREE_KINDS, max_attempts: null }] }, at);
  const m = memberOf(role);
  if (enrolled && m) await insertTestEnrollment(t.db, c.id, m.user.id, t.clock.now());
  return { id: c.id, preview: c.lessons[0]!, lesson: c.lessons[1]!, exam: c.exams[0]!.id };
}

/** A certificate of `other`, inserted straight into the database; returns its code. */
async function matrixCertificate(): Promise<string> {
  const code = newCertificateCode();
  await t.db
    .insertInto('certificates')
    .values({
      code,
      course_id: null,
      user_id: other.user.id,
      holder_name: 'Matrix holder',
      course_title: 'Matrix course',
      course_level: 'Beginner',
      instructor_name: null,
      issued_at: t.clock.now().toISOString(),
    })
    .execute();
  return code;
}

/** Learning (SPEC §2 Courses and course detail): lessons, completion, exams and attempts, the member's courses and certificates. */
function LEARNING_TABLE(): Record<string, Case | Case[]> {
  const lessonUrl = (c: { id: number; lesson: number }) => `/api/courses/${c.id}/lessons/${c.lesson}`;
  return {
    'GET /api/courses/:id/lessons/:lesson_id': [
      {
        label: 'preview',
        expect: PUBLIC,
        send: async (role) => {
          const c = await learningCourse(role, false);
          return { url: `/api/courses/${c.id}/lessons/${c.preview}` };
        },
      },
      { label: 'enrolled', expect: SESSION, send: async (role) => ({ url: lessonUrl(await learningCourse(role, true)) }) },
      {
        label: 'not enrolled',
        expect: LEARNING_EDITORS(200),
        forbiddenCode: 'NOT_ENROLLED',
        send: async (role) => ({ url: lessonUrl(await learningCourse(role, false)) }),
      },
    ],
    'POST /api/courses/:id/lessons/:lesson_id/completion': [
      { label: 'enrolled', expect: ACTIVE(200), send: async (role) => ({ url: `${lessonUrl(await learningCourse(role, true))}/completion` }) },
      {
        label: 'not enrolled',
        expect: ACTIVE(403),
        forbiddenCode: 'NOT_ENROLLED',
        send: async (role) => ({ url: `${lessonUrl(await learningCourse(role, false))}/completion` }),
      },
    ],
    'DELETE /api/courses/:id/lessons/:lesson_id/completion': [
      { label: 'enrolled', expect: ACTIVE(200), send: async (role) => ({ url: `${lessonUrl(await learningCourse(role, true))}/completion` }) },
      {
        label: 'not enrolled',
        expect: ACTIVE(403),
        forbiddenCode: 'NOT_ENROLLED',
        send: async (role) => ({ url: `${lessonUrl(await learningCourse(role, false))}/completion` }),
      },
    ],
    'GET /api/courses/:id/exams/:exam_id': [
      {
        label: 'enrolled',
        expect: SESSION,
        send: async (role) => {
          const c = await learningCourse(role, true);
          return { url: `/api/courses/${c.id}/exams/${c.exam}` };
        },
      },
      {
        label: 'not enrolled',
        expect: LEARNING_EDITORS(200),
        forbiddenCode: 'NOT_ENROLLED',
        send: async (role) => {
          const c = await learningCourse(role, false);
          return { url: `/api/courses/${c.id}/exams/${c.exam}` };
        },
      },
    ],
    'POST /api/courses/:id/exams/:exam_id/attempts': [
      {
        label: 'enrolled',
        expect: ACTIVE(201),
        send: async (role) => {
          const c = await learningCourse(role, true);
          return { url: `/api/courses/${c.id}/exams/${c.exam}/attempts`, payload: { answers: [] } };
        },
      },
      {
        label: 'not enrolled',
        expect: ACTIVE(403),
        forbiddenCode: 'NOT_ENROLLED',
        send: async (role) => {
          const c = await learningCourse(role, false);
          return { url: `/api/courses/${c.id}/exams/${c.exam}/attempts`, payload: { answers: [] } };
        },
      },
    ],
    'GET /api/enrollments': { expect: SESSION, send: () => ({ url: '/api/enrollments' }) },
    'GET /api/certificates': { expect: SESSION, send: () => ({ url: '/api/certificates' }) },
    'GET /api/users/:id/certificates': { expect: ACTIVE(200), send: () => ({ url: `/api/users/${other.user.id}/certificates` }) },
    'GET /api/certificates/:code': { expect: PUBLIC, send: async () => ({ url: `/api/certificates/${await matrixCertificate()}` }) },
    'GET /api/certificates/:code/pdf': { expect: PUBLIC, send: async () => ({ url: `/api/certificates/${await matrixCertificate()}/pdf` }) },
  };
}

const TABLE: Record<string, Case | Case[]> = {
  'GET /api/health': { expect: PUBLIC, send: () => ({ url: '/api/health' }) },

  'POST /api/user/register': {
    expect: { ...PUBLIC, anonymous: 201, user: 201, moderator: 201, pendingAdmin: 201, admin: 201 },
    send: () => ({ url: '/api/user/register', payload: registration() }),
  },
  'POST /api/auth/register': {
    expect: { ...PUBLIC, anonymous: 201, user: 201, moderator: 201, pendingAdmin: 201, admin: 201 },
    send: () => ({ url: '/api/auth/register', payload: registration() }),
  },
  'POST /api/user/login': { expect: PUBLIC, send: () => ({ url: '/api/user/login', payload: { email: other.email, password: other.password } }) },
  'POST /api/auth/login': { expect: PUBLIC, send: () => ({ url: '/api/auth/login', payload: { email: other.email, password: other.password } }) },
  'POST /user/logout': { expect: PUBLIC, send: async (role) => ({ url: '/user/logout', token: await freshToken(role) }) },
  'POST /api/user/logout': { expect: PUBLIC, send: async (role) => ({ url: '/api/user/logout', token: await freshToken(role) }) },
  'POST /api/auth/logout': { expect: PUBLIC, send: async (role) => ({ url: '/api/auth/logout', token: await freshToken(role) }) },

  'POST /api/user/forgot-password': { expect: PUBLIC, send: () => ({ url: '/api/user/forgot-password', payload: { email: other.email } }) },
  'POST /api/user/reset-password': {
    expect: PUBLIC,
    send: async () => ({
      url: '/api/user/reset-password',
      payload: { token: await freshLinkToken('password-reset'), password: 'matrix-pass-2', confirmPassword: 'matrix-pass-2' },
    }),
  },
  'POST /api/user/verify-email': {
    expect: PUBLIC,
    send: async () => ({ url: '/api/user/verify-email', payload: { token: await freshLinkToken('email-verification') } }),
  },
  'POST /api/user/resend-verification': {
    expect: SESSION,
    send: async (role) => {
      const m = memberOf(role);
      if (m) await t.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', m.user.id).execute();
      return { url: '/api/user/resend-verification' };
    },
  },

  'GET /api/user/profile': { expect: SESSION, send: () => ({ url: '/api/user/profile' }) },

  // Sign in with GitHub: the matrix app has a GitHub OAuth app configured (GitHub itself is never reached here).
  'GET /api/auth/github': { expect: PUBLIC, send: () => ({ url: '/api/auth/github' }) },
  'GET /api/auth/github/start': { expect: REDIRECT, send: () => ({ url: '/api/auth/github/start' }) },
  'GET /api/auth/github/callback': { expect: REDIRECT, send: () => ({ url: '/api/auth/github/callback?state=matrix&code=matrix' }) },
  'POST /api/auth/github/exchange': {
    expect: PUBLIC,
    send: async () => ({ url: '/api/auth/github/exchange', payload: { code: await signInCode(other.user.id) } }),
  },
  'GET /api/user/github': { expect: SESSION, send: () => ({ url: '/api/user/github' }) },
  'POST /api/user/github/link': { expect: SESSION, send: () => ({ url: '/api/user/github/link' }) },
  'DELETE /api/user/github': {
    expect: SESSION,
    send: async (role) => {
      const m = memberOf(role);
      if (m) await linkGitHub(m.user.id);
      return { url: '/api/user/github' };
    },
  },
  'GET /api/user/export': { expect: SESSION, send: () => ({ url: '/api/user/export' }) },
  'DELETE /api/user/account': {
    // Each caller deletes a fresh account of their own role and status (the actors stay for the other cases).
    expect: SESSION,
    send: async (role) => {
      if (role === 'anonymous' || role === 'suspendedAdmin') return { url: '/api/user/account', payload: { password: 'matrix-pass-1', projects: 'keep' } };
      const m = await t.register();
      const dbRole = role === 'user' ? 'user' : role === 'moderator' ? 'moderator' : 'admin';
      await t.db
        .updateTable('users')
        .set({ role: dbRole, status: role === 'pendingAdmin' ? 'pending' : 'active' })
        .where('id', '=', m.user.id)
        .execute();
      return { url: '/api/user/account', token: m.token, payload: { password: m.password, projects: 'keep' } };
    },
  },
  'GET /api/users/search': { expect: SESSION, send: () => ({ url: '/api/users/search?q=matrix' }) },
  'GET /api/users': { expect: PUBLIC, send: () => ({ url: '/api/users?q=matrix&sort=points' }) },
  'GET /api/users/stats': { expect: PUBLIC, send: () => ({ url: '/api/users/stats' }) },
  'GET /api/users/by-username/:username': { expect: PUBLIC, send: () => ({ url: `/api/users/by-username/${other.user.username}` }) },
  'GET /api/users/:id/stats': { expect: ACTIVE(200), send: () => ({ url: `/api/users/${other.user.id}/stats` }) },
  'GET /api/users/:id': { expect: ACTIVE(200), send: () => ({ url: `/api/users/${other.user.id}` }) },
  'PUT /api/users/:id': [
    { label: 'own profile', expect: ACTIVE(200), send: (role) => ({ url: `/api/users/${ownerId(role)}`, payload: { bio: 'Matrix bio' } }) },
    {
      label: "another member's profile",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: () => ({ url: `/api/users/${other.user.id}`, payload: { bio: 'Matrix bio' } }),
    },
  ],
  'PUT /api/users/:id/password': [
    {
      label: 'own password',
      expect: ACTIVE(200),
      send: (role) => {
        const m = memberOf(role);
        const password = m?.password ?? 'member-pass-1';
        return { url: `/api/users/${ownerId(role)}/password`, payload: { current_password: password, new_password: password, confirm_password: password } };
      },
    },
    {
      label: "another member's password (admins too are refused)",
      expect: { ...ADMIN(403) },
      send: () => ({
        url: `/api/users/${other.user.id}/password`,
        payload: { current_password: other.password, new_password: 'x-new-pass-1', confirm_password: 'x-new-pass-1' },
      }),
    },
  ],

  'GET /api/projects': { expect: PUBLIC, send: () => ({ url: '/api/projects' }) },
  'GET /api/projects/:id': { expect: PUBLIC, send: () => ({ url: `/api/projects/${fixtureProjectId}` }) },
  'GET /api/projects/:id/likes': { expect: PUBLIC, send: () => ({ url: `/api/projects/${fixtureProjectId}/likes` }) },
  'POST /api/projects/:id/views': { expect: PUBLIC, send: () => ({ url: `/api/projects/${fixtureProjectId}/views` }) },
  'GET /api/technologies': { expect: PUBLIC, send: () => ({ url: '/api/technologies' }) },
  'GET /api/tags': { expect: PUBLIC, send: () => ({ url: '/api/tags' }) },
  'POST /api/projects': { expect: ACTIVE(201), send: () => ({ url: '/api/projects', payload: projectBody }) },
  'PUT /api/projects/:id': [
    {
      label: 'own project',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/projects/${await insertProject(ownerId(role))}`, payload: { title: 'Renamed in matrix' } }),
    },
    {
      label: "another member's project",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async () => ({ url: `/api/projects/${await insertProject(other.user.id)}`, payload: { title: 'Renamed in matrix' } }),
    },
  ],
  'POST /api/projects/:id/status': [
    {
      label: 'own project',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/projects/${await insertProject(ownerId(role))}/status`, payload: { action: 'start' } }),
    },
    {
      label: "another member's project",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async () => ({ url: `/api/projects/${await insertProject(other.user.id)}/status`, payload: { action: 'start' } }),
    },
  ],
  'DELETE /api/projects/:id': [
    { label: 'own project', expect: ACTIVE(200), send: async (role) => ({ url: `/api/projects/${await insertProject(ownerId(role))}` }) },
    {
      label: "another member's project",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async () => ({ url: `/api/projects/${await insertProject(other.user.id)}` }),
    },
  ],
  'POST /api/projects/:id/like': { expect: ACTIVE(200), send: () => ({ url: `/api/projects/${fixtureProjectId}/like` }) },
  'DELETE /api/projects/:id/like': { expect: ACTIVE(200), send: () => ({ url: `/api/projects/${fixtureProjectId}/like` }) },

  'GET /api/admin/users': { expect: ADMIN(200), send: () => ({ url: '/api/admin/users?role=user&limit=5' }) },
  'GET /api/admin/users/:id': { expect: ADMIN(200), send: () => ({ url: `/api/admin/users/${other.user.id}` }) },
  'POST /api/admin/users': {
    expect: ADMIN(201),
    send: () => {
      const { confirmPassword: _confirm, ...body } = registration();
      return { url: '/api/admin/users', payload: body };
    },
  },
  'PUT /api/admin/users/:id': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/admin/users/${(await t.register()).user.id}`, payload: { bio: 'Edited by matrix' } }),
  },
  'DELETE /api/admin/users/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/admin/users/${(await t.register()).user.id}` }) },
  'GET /api/admin/projects': { expect: ADMIN(200), send: () => ({ url: `/api/admin/projects?user_id=${other.user.id}` }) },
  'POST /api/admin/projects': { expect: ADMIN(201), send: () => ({ url: '/api/admin/projects', payload: { ...projectBody, user_id: other.user.id } }) },
  'PUT /api/admin/projects/:id': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/admin/projects/${await insertProject(other.user.id)}`, payload: { title: 'Admin renamed it' } }),
  },
  'DELETE /api/admin/projects/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/admin/projects/${await insertProject(other.user.id)}` }) },
  'POST /api/admin/users/:id/password-reset': { expect: ADMIN(200), send: () => ({ url: `/api/admin/users/${other.user.id}/password-reset` }) },
  'PUT /api/admin/users/:id/password': {
    expect: ADMIN(200),
    send: async () => ({
      url: `/api/admin/users/${(await t.register()).user.id}/password`,
      payload: { password: 'matrix-pass-8', confirmPassword: 'matrix-pass-8' },
    }),
  },
  'GET /api/admin/mail': { expect: ADMIN(200), send: () => ({ url: '/api/admin/mail?limit=5' }) },
  'GET /api/admin/mail/:id': {
    expect: ADMIN(200),
    send: async () => {
      const row = await t.db.selectFrom('outgoing_mail').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      return { url: `/api/admin/mail/${row.id}` };
    },
  },
  'GET /api/admin/stats': { expect: ADMIN(200), send: () => ({ url: '/api/admin/stats' }) },
  'GET /api/admin/audit-log': { expect: ADMIN(200), send: () => ({ url: '/api/admin/audit-log?action=user.created' }) },

  'GET /api/leaderboard': { expect: PUBLIC, send: () => ({ url: '/api/leaderboard?timeframe=weekly' }) },
  'GET /api/leaderboard/history': { expect: PUBLIC, send: () => ({ url: '/api/leaderboard/history?timeframe=monthly' }) },
  'POST /api/images': {
    expect: ACTIVE(201),
    send: async () => ({ url: '/api/images', multipart: multipart({ filename: 'm.png', type: 'image/png', data: await solidImage(20, 20, 'png') }) }),
  },
  'DELETE /api/images/:id': [
    { label: 'own image', expect: ACTIVE(200), send: async (role) => ({ url: `/api/images/${await insertImage(ownerId(role))}` }) },
    { label: "another member's image", expect: OWNER_OR_ADMIN_OTHERS(200), send: async () => ({ url: `/api/images/${await insertImage(other.user.id)}` }) },
  ],

  'GET /api/games/:game/scores': { expect: PUBLIC, send: () => ({ url: '/api/games/snake/scores' }) },
  'POST /api/games/:game/scores': { expect: ACTIVE(201), send: () => ({ url: '/api/games/snake/scores', payload: { score: 30, duration_ms: 20_000 } }) },

  'GET /api/events': { expect: PUBLIC, send: () => ({ url: '/api/events?upcoming=true' }) },
  'GET /api/events.ics': { expect: PUBLIC, send: () => ({ url: '/api/events.ics' }) },
  'GET /api/events/settings': { expect: PUBLIC, send: () => ({ url: '/api/events/settings' }) },
  'PUT /api/admin/events/settings': { expect: ADMIN(200), send: () => ({ url: '/api/admin/events/settings', payload: { members_can_create: false } }) },
  'GET /api/club/links': { expect: PUBLIC, send: () => ({ url: '/api/club/links' }) },
  'PUT /api/admin/club/links': { expect: ADMIN(200), send: () => ({ url: '/api/admin/club/links', payload: {} }) },
  'GET /api/events/:id': [
    { label: 'published', expect: PUBLIC, send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}` }) },
    {
      label: "someone else's draft",
      expect: { anonymous: 404, user: 404, moderator: 404, pendingAdmin: 404, suspendedAdmin: 401, admin: 200 },
      send: async () => ({ url: `/api/events/${await insertEvent(other.user.id, 'draft')}` }),
    },
  ],
  'GET /api/events/:id.ics': { expect: PUBLIC, send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}.ics` }) },
  'POST /api/events': {
    expect: { anonymous: 401, user: 403, moderator: 201, pendingAdmin: 403, suspendedAdmin: 401, admin: 201 },
    send: () => ({ url: '/api/events', payload: eventBody() }),
  },
  'PUT /api/events/:id': [
    {
      label: "someone else's",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}`, payload: { title: 'Matrix edit' } }),
    },
    {
      label: 'own',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/events/${await insertEvent(ownerId(role))}`, payload: { title: 'Matrix edit' } }),
    },
  ],
  'DELETE /api/events/:id': [
    { label: "someone else's", expect: OWNER_OR_ADMIN_OTHERS(200), send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}` }) },
    { label: 'own', expect: ACTIVE(200), send: async (role) => ({ url: `/api/events/${await insertEvent(ownerId(role))}` }) },
  ],
  'POST /api/events/:id/publish': {
    expect: DRAFT_OTHERS(200),
    send: async () => ({ url: `/api/events/${await insertEvent(other.user.id, 'draft')}/publish` }),
  },
  'POST /api/events/:id/start': {
    expect: OWNER_OR_ADMIN_OTHERS(200),
    send: async () => ({ url: `/api/events/${await insertEvent(other.user.id, 'published', -1)}/start` }),
  },
  'POST /api/events/:id/complete': {
    expect: OWNER_OR_ADMIN_OTHERS(200),
    send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}/complete` }),
  },
  'POST /api/events/:id/cancel': {
    expect: OWNER_OR_ADMIN_OTHERS(200),
    send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}/cancel`, payload: { reason: 'Matrix cancel' } }),
  },
  'POST /api/events/:id/registration': { expect: ACTIVE(201), send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}/registration` }) },
  'DELETE /api/events/:id/registration': {
    expect: ACTIVE(200),
    send: async (role) => {
      const id = await insertEvent(other.user.id);
      await insertRegistration(id, ownerId(role));
      return { url: `/api/events/${id}/registration` };
    },
  },
  'GET /api/events/:id/registrations': {
    expect: OWNER_OR_ADMIN_OTHERS(200),
    send: async () => ({ url: `/api/events/${await insertEvent(other.user.id)}/registrations` }),
  },
  'POST /api/events/:id/check-ins': {
    expect: OWNER_OR_ADMIN_OTHERS(200),
    send: async () => {
      const id = await insertEvent(other.user.id);
      return { url: `/api/events/${id}/check-ins`, payload: { code: await insertRegistration(id, other.user.id) } };
    },
  },
  'GET /api/users/:id/events': { expect: ACTIVE(200), send: () => ({ url: `/api/users/${other.user.id}/events` }) },

  'GET /api/challenges': { expect: PUBLIC, send: () => ({ url: '/api/challenges?status=unsolved' }) },
  'GET /api/challenges/:id': [
    { label: 'public', expect: PUBLIC, send: async () => ({ url: `/api/challenges/${await matrixChallenge('public')}` }) },
    { label: 'members only', expect: SESSION, send: async () => ({ url: `/api/challenges/${await matrixChallenge('members')}` }) },
  ],
  'POST /api/challenges/:id/submissions': {
    expect: ACTIVE(201),
    send: async () => ({ url: `/api/challenges/${await matrixChallenge('public')}/submissions`, payload: { answer: 'matrix guess' } }),
  },
  'GET /api/admin/challenges': { expect: ADMIN(200), send: () => ({ url: '/api/admin/challenges?visibility=hidden' }) },
  'GET /api/admin/challenges/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/admin/challenges/${await matrixChallenge('hidden')}` }) },
  'POST /api/admin/challenges': {
    expect: ADMIN(201),
    send: () => ({
      url: '/api/admin/challenges',
      payload: {
        title: 'Matrix Challenge',
        description: 'Created to check who may create challenges.',
        category: 'C',
        difficulty: 'Easy',
        points: 50,
        answer: 'x',
      },
    }),
  },
  'PUT /api/admin/challenges/:id': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/admin/challenges/${await matrixChallenge('public')}`, payload: { points: 60 } }),
  },
  'DELETE /api/admin/challenges/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/admin/challenges/${await matrixChallenge('hidden')}` }) },
  'GET /api/notifications': { expect: SESSION, send: () => ({ url: '/api/notifications?unread=true' }) },
  'POST /api/notifications/:id/read': [
    { label: 'own', expect: SESSION, send: async (role) => ({ url: `/api/notifications/${await matrixNotification(role)}/read` }) },
    {
      label: "someone else's",
      expect: { ...SESSION, user: 404, moderator: 404, pendingAdmin: 404, admin: 404 },
      send: async () => ({ url: `/api/notifications/${await matrixNotification('other')}/read` }),
    },
  ],
  'POST /api/notifications/read-all': { expect: SESSION, send: () => ({ url: '/api/notifications/read-all' }) },
  'DELETE /api/notifications/:id': [
    { label: 'own', expect: SESSION, send: async (role) => ({ url: `/api/notifications/${await matrixNotification(role)}` }) },
    {
      label: "someone else's",
      expect: { ...SESSION, user: 404, moderator: 404, pendingAdmin: 404, admin: 404 },
      send: async () => ({ url: `/api/notifications/${await matrixNotification('other')}` }),
    },
  ],
  'GET /api/notifications/preferences': { expect: SESSION, send: () => ({ url: '/api/notifications/preferences' }) },
  'PUT /api/notifications/preferences': {
    expect: SESSION,
    send: () => ({ url: '/api/notifications/preferences', payload: { preferences: { project_liked: 'email' } } }),
  },
  'GET /api/notifications/stream': { expect: SESSION, send: () => ({ url: '/api/notifications/stream', stream: true }) },
  'POST /api/admin/announcements': {
    expect: ADMIN(201),
    send: () => ({ url: '/api/admin/announcements', payload: { title: 'Matrix news', message: 'Sent by the matrix', audience: 'admin' } }),
  },
  'GET /api/doc-articles': { expect: PUBLIC, send: () => ({ url: '/api/doc-articles?q=matrix' }) },
  'GET /api/doc-articles/:slug': { expect: PUBLIC, send: async () => ({ url: `/api/doc-articles/${await matrixDoc()}` }) },
  'POST /api/doc-articles': {
    expect: ADMIN(201),
    send: () => ({ url: '/api/doc-articles', payload: { slug: `matrix-${uniqueSuffix()}`, group: 'Software', title: 'Matrix article', content: '# Matrix' } }),
  },
  'PUT /api/doc-articles/:slug': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/doc-articles/${await matrixDoc()}`, payload: { title: 'Matrix edit' } }),
  },
  'DELETE /api/doc-articles/:slug': { expect: ADMIN(200), send: async () => ({ url: `/api/doc-articles/${await matrixDoc()}` }) },
  'POST /api/files': {
    expect: RESOURCE_MANAGERS(201),
    send: () => ({ url: '/api/files', multipart: multipart({ filename: 'notes.txt', type: 'text/plain', data: Buffer.from('Matrix notes\n') }) }),
  },
  'GET /api/resources': { expect: PUBLIC, send: () => ({ url: '/api/resources?category=iot&q=matrix' }) },
  'POST /api/resources': {
    expect: RESOURCE_MANAGERS(201),
    send: () => ({ url: '/api/resources', payload: { title: 'Matrix link', category: 'pcb', url: 'https://example.com/matrix' } }),
  },
  'PUT /api/resources/:id': {
    expect: RESOURCE_MANAGERS(200),
    send: async () => ({ url: `/api/resources/${await matrixResource()}`, payload: { title: 'Matrix edit' } }),
  },
  'DELETE /api/resources/:id': { expect: RESOURCE_MANAGERS(200), send: async () => ({ url: `/api/resources/${await matrixResource()}` }) },
  'GET /api/products': { expect: PUBLIC, send: () => ({ url: '/api/products?sort=price_asc' }) },
  'GET /api/products/:id': [
    { label: 'visible', expect: PUBLIC, send: async () => ({ url: `/api/products/${await insertProduct(other.user.id)}` }) },
    {
      label: "someone else's hidden listing",
      expect: { anonymous: 404, user: 404, moderator: 404, pendingAdmin: 404, suspendedAdmin: 401, admin: 200 },
      send: async () => ({ url: `/api/products/${await insertProduct(other.user.id, true)}` }),
    },
  ],
  'POST /api/products': { expect: ACTIVE(201), send: () => ({ url: '/api/products', payload: productBody() }) },
  'PUT /api/products/:id': [
    {
      label: "someone else's",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async () => ({ url: `/api/products/${await insertProduct(other.user.id)}`, payload: { stock: 3 } }),
    },
    { label: 'own', expect: ACTIVE(200), send: async (role) => ({ url: `/api/products/${await insertProduct(ownerId(role))}`, payload: { stock: 3 } }) },
  ],
  'DELETE /api/products/:id': [
    { label: "someone else's", expect: OWNER_OR_ADMIN_OTHERS(200), send: async () => ({ url: `/api/products/${await insertProduct(other.user.id)}` }) },
    { label: 'club', expect: OWNER_OR_ADMIN_OTHERS(200), send: async () => ({ url: `/api/products/${await insertProduct(null)}` }) },
    { label: 'own', expect: ACTIVE(200), send: async (role) => ({ url: `/api/products/${await insertProduct(ownerId(role))}` }) },
  ],
  'POST /api/products/:id/reviews': [
    {
      label: 'bought it',
      expect: ACTIVE(201),
      send: async (role) => {
        const id = await insertProduct(null);
        await insertPurchase(id, ownerId(role));
        return { url: `/api/products/${id}/reviews`, payload: { rating: 5, title: 'Matrix buy', comment: 'Bought for the matrix.' } };
      },
    },
    {
      label: 'never bought it',
      expect: ACTIVE(403),
      send: async () => ({
        url: `/api/products/${await insertProduct(null)}/reviews`,
        payload: { rating: 5, title: 'Matrix buy', comment: 'Bought for the matrix.' },
      }),
    },
  ],
  'DELETE /api/products/:id/reviews/:review_id': [
    {
      label: 'own',
      expect: ACTIVE(200),
      send: async (role) => {
        const r = await insertReview(ownerId(role));
        return { url: `/api/products/${r.productId}/reviews/${r.reviewId}` };
      },
    },
    {
      label: "someone else's",
      expect: OWNER_OR_ADMIN_OTHERS(200),
      send: async () => {
        const r = await insertReview(other.user.id);
        return { url: `/api/products/${r.productId}/reviews/${r.reviewId}` };
      },
    },
  ],
  'GET /api/product-categories': { expect: PUBLIC, send: () => ({ url: '/api/product-categories' }) },
  'POST /api/admin/product-categories': {
    expect: ADMIN(201),
    send: () => ({ url: '/api/admin/product-categories', payload: { name: `Matrix ${uniqueSuffix()}` } }),
  },
  'DELETE /api/admin/product-categories/:id': {
    expect: ADMIN(200),
    send: async () => {
      const row = await t.db
        .insertInto('product_categories')
        .values({ name: `Matrix ${uniqueSuffix()}`, position: 99, created_at: t.clock.now().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { url: `/api/admin/product-categories/${row.id}` };
    },
  },

  // Shop: cart, wishlist, coupons, orders (SPEC §2 My Shop).
  'GET /api/cart': { expect: ACTIVE(200), send: () => ({ url: '/api/cart' }) },
  'POST /api/cart/items': { expect: ACTIVE(200), send: async () => ({ url: '/api/cart/items', payload: { product_id: await shopProduct(), quantity: 1 } }) },
  'PATCH /api/cart/items/:product_id': {
    expect: ACTIVE(200),
    send: async (role) => ({ url: `/api/cart/items/${await inCart(role)}`, payload: { quantity: 2 } }),
  },
  'DELETE /api/cart/items/:product_id': { expect: ACTIVE(200), send: async (role) => ({ url: `/api/cart/items/${await inCart(role)}` }) },
  'DELETE /api/cart': { expect: ACTIVE(200), send: () => ({ url: '/api/cart' }) },
  'POST /api/cart/merge': {
    expect: ACTIVE(200),
    send: async () => ({ url: '/api/cart/merge', payload: { items: [{ product_id: await shopProduct(), quantity: 1 }], wishlist: [] } }),
  },
  'PUT /api/cart/coupon': {
    expect: ACTIVE(200),
    send: async (role) => {
      const productId = await inCart(role);
      return { url: '/api/cart/coupon', payload: { code: (await insertTestCoupon(t.db, [productId], {}, t.clock.now())).code } };
    },
  },
  'DELETE /api/cart/coupon': { expect: ACTIVE(200), send: () => ({ url: '/api/cart/coupon' }) },
  'GET /api/wishlist': { expect: ACTIVE(200), send: () => ({ url: '/api/wishlist' }) },
  'PUT /api/wishlist/:product_id': { expect: ACTIVE(200), send: async () => ({ url: `/api/wishlist/${await shopProduct()}` }) },
  'DELETE /api/wishlist/:product_id': { expect: ACTIVE(200), send: async () => ({ url: `/api/wishlist/${await shopProduct()}` }) },
  'GET /api/coupons/:code': {
    expect: PUBLIC,
    send: async () => ({ url: `/api/coupons/${(await insertTestCoupon(t.db, [await shopProduct()], {}, t.clock.now())).code}` }),
  },
  'POST /api/orders': {
    expect: ACTIVE(201),
    send: async (role) => {
      await inCart(role);
      return { url: '/api/orders', payload: {} };
    },
  },
  'GET /api/orders': { expect: ACTIVE(200), send: () => ({ url: '/api/orders' }) },
  'GET /api/orders/:id': [
    { label: 'own', expect: ACTIVE(200), send: async (role) => ({ url: `/api/orders/${await insertOrder(memberOf(role)?.user.id ?? other.user.id)}` }) },
    {
      label: "someone else's",
      expect: { anonymous: 401, user: 404, moderator: 404, pendingAdmin: 403, suspendedAdmin: 401, admin: 200 },
      send: async () => ({ url: `/api/orders/${await insertOrder(other.user.id)}` }),
    },
  ],
  'POST /api/orders/:id/cancellation': [
    {
      label: 'own',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/orders/${await insertOrder(memberOf(role)?.user.id ?? other.user.id)}/cancellation` }),
    },
    {
      label: "someone else's",
      expect: { anonymous: 401, user: 404, moderator: 404, pendingAdmin: 403, suspendedAdmin: 401, admin: 404 },
      send: async () => ({ url: `/api/orders/${await insertOrder(other.user.id)}/cancellation` }),
    },
  ],
  'GET /api/admin/orders': { expect: ADMIN(200), send: () => ({ url: '/api/admin/orders?status=placed' }) },
  'PATCH /api/admin/orders/:id': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/admin/orders/${await insertOrder(other.user.id)}`, payload: { status: 'paid' } }),
  },
  'GET /api/admin/coupons': { expect: ADMIN(200), send: () => ({ url: '/api/admin/coupons' }) },
  'POST /api/admin/coupons': {
    expect: ADMIN(201),
    send: async () => ({
      url: '/api/admin/coupons',
      payload: { code: `MX-${uniqueSuffix()}`, type: 'fixed', discount: 100, product_ids: [await shopProduct()] },
    }),
  },
  'PUT /api/admin/coupons/:id': {
    expect: ADMIN(200),
    send: async () => {
      const productId = await shopProduct();
      const coupon = await insertTestCoupon(t.db, [productId], {}, t.clock.now());
      return { url: `/api/admin/coupons/${coupon.id}`, payload: { code: coupon.code, type: 'percentage', discount: 20, product_ids: [productId] } };
    },
  },
  'DELETE /api/admin/coupons/:id': {
    expect: ADMIN(200),
    send: async () => ({ url: `/api/admin/coupons/${(await insertTestCoupon(t.db, [await shopProduct()], {}, t.clock.now())).id}` }),
  },
  'GET /api/blog/posts': { expect: PUBLIC, send: () => ({ url: '/api/blog/posts?status=all' }) },
  'GET /api/search': { expect: PUBLIC, send: () => ({ url: '/api/search?q=robot&category=all' }) },
  'GET /api/blog/access': { expect: PUBLIC, send: () => ({ url: '/api/blog/access' }) },
  'GET /api/blog/posts/:slug': [
    { label: 'published', expect: PUBLIC, send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id)).slug}` }) },
    {
      label: "someone else's draft",
      expect: { anonymous: 404, user: 404, moderator: 200, pendingAdmin: 404, suspendedAdmin: 401, admin: 200 },
      send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id, 'draft')).slug}` }),
    },
  ],
  'POST /api/blog/posts': {
    expect: { anonymous: 401, user: 403, moderator: 201, pendingAdmin: 403, suspendedAdmin: 401, admin: 201 },
    send: () => ({ url: '/api/blog/posts', payload: blogBody() }),
  },
  'PUT /api/blog/posts/:id': [
    {
      label: "someone else's",
      expect: BLOG_EDITORS(200),
      send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id)).id}`, payload: { title: 'Matrix edit' } }),
    },
    {
      label: 'own',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/blog/posts/${(await insertPost(ownerId(role))).id}`, payload: { title: 'Matrix edit' } }),
    },
  ],
  'DELETE /api/blog/posts/:id': [
    { label: "someone else's", expect: BLOG_EDITORS(200), send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id)).id}` }) },
    { label: 'own', expect: ACTIVE(200), send: async (role) => ({ url: `/api/blog/posts/${(await insertPost(ownerId(role))).id}` }) },
  ],
  'POST /api/blog/posts/:id/publish': {
    expect: { anonymous: 401, user: 404, moderator: 200, pendingAdmin: 404, suspendedAdmin: 401, admin: 200 },
    send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id, 'draft')).id}/publish` }),
  },
  'POST /api/blog/posts/:id/unpublish': {
    expect: BLOG_EDITORS(200),
    send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id)).id}/unpublish` }),
  },
  'PUT /api/blog/posts/:id/like': { expect: ACTIVE(200), send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id)).id}/like` }) },
  'DELETE /api/blog/posts/:id/like': { expect: ACTIVE(200), send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id)).id}/like` }) },
  'POST /api/blog/posts/:id/views': { expect: PUBLIC, send: async () => ({ url: `/api/blog/posts/${(await insertPost(other.user.id)).id}/views` }) },
  'GET /api/admin/blog/writers': { expect: ADMIN(200), send: () => ({ url: '/api/admin/blog/writers' }) },
  'PUT /api/admin/blog/writers/:id': { expect: ADMIN(200), send: () => ({ url: `/api/admin/blog/writers/${other.user.id}` }) },
  'DELETE /api/admin/blog/writers/:id': {
    expect: ADMIN(200),
    send: async () => {
      const m = await t.register();
      await t.db.insertInto('blog_writers').values({ user_id: m.user.id, added_by: null, created_at: t.clock.now().toISOString() }).execute();
      return { url: `/api/admin/blog/writers/${m.user.id}` };
    },
  },
  'GET /api/courses': { expect: PUBLIC, send: () => ({ url: '/api/courses?status=all' }) },
  'POST /api/courses': { expect: RESOURCE_MANAGERS(201), send: () => ({ url: '/api/courses', payload: courseBody() }) },
  'GET /api/courses/:id': [
    { label: 'published', expect: PUBLIC, send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}` }) },
    {
      label: 'unpublished',
      expect: { anonymous: 404, user: 404, moderator: 200, pendingAdmin: 404, suspendedAdmin: 401, admin: 200 },
      send: async () => ({ url: `/api/courses/${(await matrixCourse({ published: false })).id}` }),
    },
  ],
  'GET /api/courses/:id/source': [
    { label: "someone else's", expect: BLOG_EDITORS(200), send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}/source` }) },
    {
      label: 'taught by the caller',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/courses/${(await matrixCourse({ instructor_id: ownerId(role) })).id}/source` }),
    },
  ],
  'PUT /api/courses/:id': [
    { label: "someone else's", expect: BLOG_EDITORS(200), send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}`, payload: courseBody() }) },
    {
      label: 'taught by the caller',
      expect: ACTIVE(200),
      send: async (role) => ({
        url: `/api/courses/${(await matrixCourse({ instructor_id: ownerId(role) })).id}`,
        payload: { ...courseBody(), instructor_id: ownerId(role) },
      }),
    },
  ],
  'DELETE /api/courses/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}` }) },
  'POST /api/courses/:id/enrollment': { expect: ACTIVE(201), send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}/enrollment` }) },
  'DELETE /api/courses/:id/enrollment': {
    expect: ACTIVE(200),
    send: async (role) => {
      const course = await matrixCourse();
      const m = memberOf(role);
      if (m) await insertTestEnrollment(t.db, course.id, m.user.id, t.clock.now());
      return { url: `/api/courses/${course.id}/enrollment` };
    },
  },
  'GET /api/courses/:id/reviews': { expect: PUBLIC, send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}/reviews` }) },
  'POST /api/courses/:id/reviews': {
    expect: ACTIVE(201),
    send: async (role) => {
      const course = await matrixCourse();
      const m = memberOf(role);
      if (m) await insertTestEnrollment(t.db, course.id, m.user.id, t.clock.now());
      return { url: `/api/courses/${course.id}/reviews`, payload: { rating: 4, text: 'A clear course, made for the matrix.' } };
    },
  },
  'PUT /api/courses/:id/like': { expect: ACTIVE(200), send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}/like` }) },
  'DELETE /api/courses/:id/like': { expect: ACTIVE(200), send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}/like` }) },
  ...LEARNING_TABLE(),
};

/** A free course inserted straight into the database. */
const matrixCourse = (fields: Parameters<typeof insertTestCourse>[1] = {}) => insertTestCourse(t.db, { title: 'Matrix course', ...fields }, t.clock.now());
/** A whole course as the editor sends it. */
const courseBody = () => ({
  title: 'Matrix course',
  description: 'Created to check who may create and edit courses.',
  duration: '1 week',
  level: 'Beginner',
  category: 'Arduino',
  modules: [{ title: 'Only module', lessons: [{ title: 'Only lesson', content_md: 'Hello **world**' }] }],
});

/** A product in stock, inserted straight into the database. */
const shopProduct = () => insertTestProduct(t.db, { name: 'Matrix part', stock: 1000 }, t.clock.now());

/** Puts a fresh product in the caller's cart (signed out: nobody's) and returns its id. */
async function inCart(role: Role): Promise<number> {
  const productId = await shopProduct();
  const m = memberOf(role);
  if (m)
    await t.db.insertInto('cart_items').values({ user_id: m.user.id, product_id: productId, quantity: 1, added_at: t.clock.now().toISOString() }).execute();
  return productId;
}

/** Inserts a placed order of `userId` (one line of a fresh product) and returns its id. */
async function insertOrder(userId: number): Promise<number> {
  const productId = await shopProduct();
  const at = t.clock.now().toISOString();
  const order = await t.db
    .insertInto('orders')
    .values({
      user_id: userId,
      status: 'placed',
      subtotal_cents: 1000,
      discount_cents: 0,
      total_cents: 1000,
      coupon_id: null,
      coupon_code: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('order_lines')
    .values({
      order_id: order.id,
      position: 0,
      product_id: productId,
      name: 'Matrix part',
      image_url: null,
      seller_id: null,
      unit_price_cents: 1000,
      quantity: 1,
      discount_cents: 0,
      line_total_cents: 1000,
    })
    .execute();
  await t.db.insertInto('order_status_history').values({ order_id: order.id, status: 'placed', changed_by: userId, note: null, created_at: at }).execute();
  return order.id;
}

/** A documentation article inserted straight into the database; returns its slug. */
async function matrixDoc(): Promise<string> {
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
async function matrixResource(): Promise<number> {
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
async function matrixNotification(role: Role | 'other'): Promise<number> {
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
async function freshLinkToken(purpose: 'password-reset' | 'email-verification'): Promise<string> {
  const m = await t.register();
  return (await issueAccountToken(t.db, { userId: m.user.id, purpose, ttlMs: 3_600_000, now: t.clock.now() })).token;
}

/** Inserts a challenge straight into the database (its answer never matches) and returns its id. */
async function matrixChallenge(visibility: 'public' | 'members' | 'hidden'): Promise<number> {
  return insertTestChallenge(
    t.db,
    { title: `Matrix ${visibility} challenge`, description: 'A challenge made for the authorization matrix.', visibility },
    t.clock.now().toISOString(),
  );
}

/** The OpenAPI document and its UI (@fastify/swagger-ui): public, grouped by prefix. */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
/** Anything outside the API (the built web app's static files, uploaded images under /media): public. */
const isStatic = (url: string) => !url.startsWith('/api/') && url !== '/api' && url !== '/user/logout';
const keyOf = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

beforeAll(async () => {
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
  expect(suspended.statusCode, suspended.body).toBe(200);
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
});
afterAll(async () => {
  await t?.close();
});

describe('authorization matrix', () => {
  it('has an expectation for every registered route, and none for a route that does not exist', () => {
    const registered = new Set(t.app.routeTable.filter((r) => !isDocs(r.url) && !isStatic(r.url)).map((r) => keyOf(r.method, r.url)));
    const missing = [...registered].filter((key) => !(key in TABLE));
    expect(missing, 'routes without an entry in TABLE').toEqual([]);
    const stale = Object.keys(TABLE).filter((key) => !registered.has(key));
    expect(stale, 'entries in TABLE for routes that are not registered').toEqual([]);
    expect(t.app.routeTable.length).toBeGreaterThan(Object.keys(TABLE).length);
  });

  const cases = Object.entries(TABLE).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((c) => [c.label ? `${key} (${c.label})` : key, key, c] as const),
  );

  it.each(cases)('%s', async (_name, key, c) => {
    const [method, path] = key.split(' ') as [Method, string];
    const methods: Method[] = [method];
    if (method === 'GET' && t.app.routeTable.some((r) => r.method === 'HEAD' && r.url === path)) methods.push('HEAD');
    const got: Partial<Record<Role, number>> = {};
    for (const m of methods) {
      for (const role of ROLES) {
        const sent = await c.send(role);
        const token = sent.token ?? tokenOf(role);
        const hangUp = new AbortController();
        const res = await t.inject({
          method: m,
          url: sent.url,
          headers: { ...(token ? t.authHeader(token) : {}), ...sent.multipart?.headers },
          ...(sent.multipart ? { payload: sent.multipart.payload } : sent.payload ? { payload: sent.payload } : m === 'POST' ? { payload: {} } : {}),
          ...(sent.stream ? { payloadAsStream: true, signal: hangUp.signal } : {}),
        });
        if (sent.stream) {
          // A refusal is an ordinary envelope: read it whole; an open stream: hang up.
          if (res.statusCode === 200) hangUp.abort();
          else Object.defineProperty(res, 'body', { value: await text(res.stream()) });
        }
        if (m === method) got[role] = res.statusCode;
        else expect(res.statusCode, `${m} ${sent.url} as ${role}`).toBe(got[role]);
        if (m !== 'HEAD' && (res.statusCode === 401 || res.statusCode === 403)) {
          // A suspended account's session is refused saying why (SPEC §8 Unauthorized).
          const unauthorizedCode = role === 'suspendedAdmin' ? 'ACCOUNT_SUSPENDED' : 'UNAUTHORIZED';
          const codes = res.statusCode === 401 ? [unauthorizedCode] : ['FORBIDDEN', ...(c.forbiddenCode ? [c.forbiddenCode] : [])];
          expect(codes, `${key} as ${role}`).toContain(envelope(res).error?.code);
        }
      }
    }
    expect(got).toEqual(c.expect);
  });

  it('serves the API documentation and static files to anyone, and refuses a suspended token there too', async () => {
    const publicRoutes = t.app.routeTable.filter((r) => (isDocs(r.url) || isStatic(r.url)) && (r.method === 'GET' || r.method === 'HEAD'));
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const route of publicRoutes) {
      const url = route.url === '/media/:key/:file' ? mediaPath : route.url === '/files/:key/:name' ? filePath : route.url.replace('*', 'swagger-ui.css');
      for (const role of ROLES) {
        const token = tokenOf(role);
        const res = await t.inject({ method: route.method as Method, url, headers: token ? t.authHeader(token) : {} });
        if (role === 'suspendedAdmin') expect(res.statusCode, `${route.method} ${url} as ${role}`).toBe(401);
        else expect(res.statusCode, `${route.method} ${url} as ${role}`).toBeLessThan(400);
      }
    }
  });
});
