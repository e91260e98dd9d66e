import type { PublicUser } from '@esdc/core/user';
import { tracingChannel } from 'node:diagnostics_channel';
import { text } from 'node:stream/consumers';
import { newUserRow } from '../features/users/new-user-row.ts';
import { createSession } from '../platform/sessions.ts';
import { insertTestChallenge } from '../test/challenges.ts';
import { insertTestProject } from '../test/projects.ts';
import { createTestApp, uniqueSuffix, type TestApp } from '../test/harness.ts';
import { fingerprintDiff, fingerprinter, type Fingerprint } from './db-fingerprint.ts';
import type { FixtureRefs, FuzzInput } from './hostile-inputs.ts';
import { operationKey, type Operation } from './openapi-operations.ts';

/*
 * The world the API fuzz suite runs in: the app on a fresh database with the demo content, one caller of each
 * kind, existing rows to point valid ids at, fresh rows for writes to consume, and the runner that sends one
 * case and checks what SPEC §7 Server behaviour asks of every answer: no 5xx; a refusal (4xx) in the failure envelope with a
 * message; and a refusal changes nothing in the database.
 */

/** Who sends a case. */
export const CALLERS = ['anonymous', 'member', 'moderator', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** What went wrong with one answer. */
/** zod's own wording ('Invalid input: expected string, received number'), which no answer may carry. */
const VALIDATOR_TEXT = /Invalid input|expected \w+, received|Too (big|small): expected/;

export type ViolationType = '5xx' | 'state-change-on-refusal' | 'envelope';

/** One case as sent and answered. */
export interface CaseResult {
  operation: string;
  caller: Caller;
  /** The URL sent, shortened for reports. */
  url: string;
  status: number;
  /** From send to answer, in ms. */
  ms: number;
  /** Labels of the hostile parts (hostile-inputs.ts). */
  kinds: string[];
  /** The answer's `message` (shortened), if any. */
  message: string;
  /** The answer's `error.code`, if any. */
  code: string;
  /** For a 5xx: what the handler threw (shortened), when a route handler threw it. */
  cause?: string;
  violations: ViolationType[];
  /** For a state change on refusal: what changed. */
  stateDiff?: string[];
}

/** Environment for the fuzz app: every per-member limit out of the way, so inputs reach validation. */
const FUZZ_ENV = {
  CHALLENGE_SUBMISSIONS_PER_MINUTE: '1000000',
  MEMBER_WRITES_PER_MINUTE: '1000000',
  ADMIN_WRITES_PER_MINUTE: '1000000',
  SIGN_IN_SLOWDOWN_MAX_MS: '0',
};

/** Shortens a text for a report line (lengths over `max` become '…(+N chars)'). */
export function shorten(text: string, max = 120): string {
  const printable = text.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what it escapes
    /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060\uFEFF]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return printable.length <= max ? printable : `${printable.slice(0, max)}…(+${printable.length - max} chars)`;
}

/** The last error a route handler threw (Fastify's 'fastify.request.handler' tracing channel). */
let lastHandlerError: unknown;
tracingChannel<unknown, { error?: unknown }>('fastify.request.handler').subscribe({
  start() {},
  end() {},
  asyncStart() {},
  asyncEnd() {},
  error(message) {
    lastHandlerError = message.error;
  },
});

/** The fuzz suite's fixture and runner. */
export interface FuzzFixture {
  t: TestApp;
  refs: FixtureRefs;
  /** The OpenAPI document as the app serves it. */
  document: unknown;
  /**
   * Sends one case and checks it.
   * @returns the answer and any violations
   */
  run(op: Operation, caller: Caller, input: FuzzInput): Promise<CaseResult>;
}

/**
 * Builds the fixture: the app with demo content and fuzz-friendly limits, a member, a moderator and an admin.
 * @throws when the app cannot start
 */
export async function createFuzzFixture(): Promise<FuzzFixture> {
  const t = await createTestApp({ seedDemo: true, env: FUZZ_ENV });
  try {
    return await prepare(t);
  } catch (error) {
    await t.close();
    throw error;
  }
}

async function prepare(t: TestApp): Promise<FuzzFixture> {
  const callers: Partial<Record<Caller, { token: string; user: PublicUser }>> = {};
  for (const caller of ['member', 'moderator', 'admin'] as const) {
    const m = await t.register();
    const role = caller === 'member' ? 'user' : caller;
    await t.db.updateTable('users').set({ role }).where('id', '=', m.user.id).execute();
    callers[caller] = { token: m.token, user: { ...m.user, role } };
  }
  const other = await t.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('role', '=', 'user')
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const project = await t.db.selectFrom('projects').select('id').orderBy('id').executeTakeFirstOrThrow();
  const challenge = await t.db.selectFrom('challenges').select('id').where('visibility', '=', 'public').orderBy('id').executeTakeFirstOrThrow();
  const product = await t.db.selectFrom('products').select('id').where('hidden', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  const refs: FixtureRefs = { userId: other.id, username: other.username };
  const fingerprint = await fingerprinter(t.database);
  const document = t.app.swagger();

  /**
   * The fingerprint of the database as it is now, when known: the last refusal's "after". Creating a fixture
   * row or an accepted request forgets it, so the next case takes a fresh one.
   */
  let known: Fingerprint | undefined;
  const now = () => {
    known = undefined;
    return t.clock.now().toISOString();
  };
  const freshUser = async (): Promise<number> => {
    const s = uniqueSuffix();
    const row = await t.db
      .insertInto('users')
      .values(
        newUserRow(
          {
            name: `Fuzz target ${s}`,
            username: `fz_target_${s}`,
            email: `fz.target.${s}@fuzz.example`,
            password_hash: 'not-a-hash',
            role: 'user',
            status: 'active',
            points: 1000,
          },
          now(),
        ),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const freshProject = (ownerId: number): Promise<number> =>
    insertTestProject(
      t.db,
      { user_id: ownerId, title: 'Fuzz target project', description: 'A project made for the API fuzz suite to write to.', category: 'Tools' },
      now(),
    );
  const freshChallenge = (): Promise<number> =>
    insertTestChallenge(
      t.db,
      { title: 'Fuzz target challenge', description: 'A challenge made for the API fuzz suite to write to.', visibility: 'public' },
      now(),
    );
  /** A product of the club, or of `sellerId`, for a write to consume. */
  const freshProduct = async (sellerId: number | null): Promise<number> => {
    const row = await t.db
      .insertInto('products')
      .values({
        name: 'Fuzz target product',
        description: 'A product made for the API fuzz suite to write to.',
        category: 'Tools',
        price_cents: 500,
        stock: 3,
        seller_id: sellerId,
        hidden: 0,
        created_by: sellerId,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  /** A second session of the caller, for logout to revoke (so the caller's own token stays valid). */
  const throwawayToken = async (caller: Caller): Promise<string | undefined> => {
    const c = caller === 'anonymous' ? undefined : callers[caller];
    if (!c) return undefined;
    known = undefined;
    const session = await createSession(t.db, { userId: c.user.id, now: t.clock.now(), ttlMs: 3_600_000 });
    return t.app.signSessionToken(
      { sub: c.user.email, username: c.user.username, role: c.user.role, name: c.user.name, sid: session.id, uid: c.user.id },
      session.expiresAt,
    );
  };

  /**
   * A valid value for a path parameter. Reads use the demo rows; writes get a fresh row of their own, so an
   * accepted write or delete never eats the fixture. `own` asks for the caller's own profile where that exists.
   */
  const validSegment = async (op: Operation, name: string, caller: Caller, own: boolean): Promise<string> => {
    const me = caller === 'anonymous' ? undefined : callers[caller]?.user;
    if (name === 'game') return 'snake';
    if (name === 'username') return own && me ? me.username : refs.username;
    const isAdminPath = op.path.startsWith('/api/admin/');
    const read = op.method === 'GET';
    if (op.path.includes('/users/')) {
      if (own && me && !isAdminPath) return String(me.id);
      return String(read ? refs.userId : await freshUser());
    }
    if (op.path.includes('/projects/')) {
      if (read) return String(project.id);
      return String(await freshProject(own && me && !isAdminPath ? me.id : refs.userId));
    }
    if (op.path.includes('/challenges/')) return String(read ? challenge.id : await freshChallenge());
    if (op.path.startsWith('/api/products/')) return String(read ? product.id : await freshProduct(own && me ? me.id : null));
    return '1';
  };

  const run = async (op: Operation, caller: Caller, input: FuzzInput): Promise<CaseResult> => {
    let path = op.path;
    for (const param of op.pathParams) {
      const v = input.path[param.name];
      const segment = !v || v.type === 'valid' ? await validSegment(op, param.name, caller, v?.type === 'valid' && v.own) : v.segment;
      path = path.replace(`{${param.name}}`, segment);
    }
    const query = input.query.map(([k, v]) => `${k}=${v}`).join('&');
    const url = query ? `${path}?${query}` : path;
    const token = op.path.endsWith('/logout') ? await throwawayToken(caller) : caller === 'anonymous' ? undefined : callers[caller]?.token;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (input.body.type === 'raw') headers['content-type'] = input.body.contentType;

    // Mail queued by an earlier accepted request is delivered in the background (the row turns 'sent'); let that
    // finish first, so the fingerprints compare only what this request did.
    await t.app.mailDelivery.idle();
    const before: Fingerprint = known ?? (await fingerprint());
    known = undefined;
    lastHandlerError = undefined;
    const started = performance.now();
    // A live stream (Server-Sent Events) never ends by itself: read its status, then hang up; a refusal is read whole.
    const stream = op.path.endsWith('/stream');
    const hangUp = new AbortController();
    const res = await t.inject({
      method: op.method,
      url,
      headers,
      ...(input.body.type === 'raw' ? { payload: input.body.text } : {}),
      ...(stream ? { payloadAsStream: true, signal: hangUp.signal } : {}),
    });
    const ms = performance.now() - started;
    const status = res.statusCode;
    if (stream && status === 200) hangUp.abort();
    const body = !stream ? res.body : status === 200 ? '' : await text(res.stream());

    let parsed: { success?: unknown; message?: unknown; error?: { code?: unknown } } | undefined;
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      parsed = undefined;
    }
    const message = typeof parsed?.message === 'string' ? parsed.message : '';
    const code = typeof parsed?.error?.code === 'string' ? parsed.error.code : '';
    const result: CaseResult = {
      operation: operationKey(op),
      caller,
      url: shorten(url, 160),
      status,
      ms,
      kinds: input.kinds,
      message: shorten(message || (parsed ? '' : body), 200),
      code,
      violations: [],
    };
    if (status >= 500) {
      result.violations.push('5xx');
      if (lastHandlerError)
        result.cause = shorten(lastHandlerError instanceof Error ? `${lastHandlerError.name}: ${lastHandlerError.message}` : String(lastHandlerError), 200);
    }
    if (status >= 400 && status < 500) {
      // The message is the spec's words naming the field, never the validator's built-in text (SPEC §8).
      const envelopeOk =
        parsed?.success === false &&
        message.trim() !== '' &&
        !VALIDATOR_TEXT.test(message) &&
        typeof parsed.error === 'object' &&
        parsed.error !== null &&
        code !== '';
      if (!envelopeOk) result.violations.push('envelope');
      await t.app.mailDelivery.idle();
      const after = await fingerprint();
      known = after;
      const diff = fingerprintDiff(before, after);
      if (diff.length) {
        result.violations.push('state-change-on-refusal');
        result.stateDiff = diff.slice(0, 8);
      }
    }
    return result;
  };

  return { t, refs, document, run };
}
