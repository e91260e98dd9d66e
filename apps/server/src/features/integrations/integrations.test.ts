import type { GitHubRepository, IntegrationsOverview, StorageInfo, Webhook, WebhookDelivery } from '@esdc/core/integration';
import { INTEGRATION_MESSAGES, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_TEST_TEXT } from '@esdc/core/integration';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { call, memberWith } from '../../test/api.ts';
import { createTestApp, envelope, TEST_JWT_SECRET, type Member, type TestApp } from '../../test/harness.ts';
import { webhookDeliveryOf } from './webhook-delivery.ts';

/*
 * Integrations (SPEC §2 Integrations) through the API, on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set:
 * the member's GitHub repositories from a stand-in for GitHub's REST API (kept a minute in the database, for every
 * instance), the email card, the admins' webhooks with
 * every refusal, and their delivery against a real local HTTP endpoint that answers 429 with Retry-After, 5xx and 2xx.
 */

/** What the local endpoint received. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A real HTTP server on 127.0.0.1 whose answers the test scripts, one per request (the last one repeats). */
async function localEndpoint() {
  const state = { answers: [] as { status: number; headers?: Record<string, string>; body?: unknown }[], received: [] as Received[] };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      state.received.push({ path: req.url ?? '', headers: req.headers, body: raw ? (JSON.parse(raw) as unknown) : null });
      const answer = (state.answers.length > 1 ? state.answers.shift() : state.answers[0]) ?? { status: 200 };
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body === undefined ? 'ok' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

let t: TestApp;
let admin: string;
let member: Member;
let hooks: Awaited<ReturnType<typeof localEndpoint>>;
let github: Awaited<ReturnType<typeof localEndpoint>>;

beforeAll(async () => {
  hooks = await localEndpoint();
  github = await localEndpoint();
  t = await createTestApp({ env: { GITHUB_API_URL: github.url, WEBHOOK_ALLOW_LOCAL_URLS: 'true' } });
  admin = await t.adminToken();
  member = await memberWith(t);
});
afterAll(async () => {
  await t.close();
  await hooks.close();
  await github.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('webhook_deliveries').execute();
  await t.db.deleteFrom('integration_webhooks').execute();
  hooks.answers = [{ status: 200 }];
  hooks.received = [];
});

const data = <T>(res: Awaited<ReturnType<typeof call>>) => envelope<T>(res).data;
/** Runs the app's delivery loop until it has nothing due now. */
const settle = async () => {
  const loop = webhookDeliveryOf(t.db);
  if (!loop) throw new Error('the delivery loop is not running');
  loop.kick();
  await loop.idle();
};
const deliveryRow = (id: number) => t.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const addWebhook = async (fields: Partial<{ target: string; url: string; events: string[]; enabled: boolean }> = {}) => {
  const res = await call(t, 'POST', '/api/admin/integrations/webhooks', admin, {
    target: 'slack',
    url: `${hooks.url}/slack`,
    events: ['announcements', 'events', 'jobs'],
    enabled: true,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return data<Webhook>(res);
};
const sendTest = async (id: number) => {
  const res = await call(t, 'POST', `/api/admin/integrations/webhooks/${id}/test`, admin, {});
  expect(res.statusCode, res.body).toBe(202);
  return data<WebhookDelivery>(res);
};

describe('the member’s own integrations', () => {
  it('shows the email address and whether GitHub is connected; signed out is 401', async () => {
    expect((await call(t, 'GET', '/api/integrations')).statusCode).toBe(401);
    const res = await call(t, 'GET', '/api/integrations', member.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(data<IntegrationsOverview>(res)).toEqual({ github: { available: false, login: null }, email: { address: member.email, verified: false } });
  });

  it('lists the linked account’s public repositories from GitHub without a token, and says so when GitHub fails', async () => {
    const m = await memberWith(t);
    const notLinked = await call(t, 'GET', '/api/integrations/github/repositories', m.token);
    expect(notLinked.statusCode).toBe(409);
    expect(envelope(notLinked).message).toBe(INTEGRATION_MESSAGES.githubNotLinked);

    await t.db
      .insertInto('user_identities')
      .values({ provider: 'github', provider_user_id: `gh-${m.user.id}`, user_id: m.user.id, login: 'octo-dev', linked_at: t.clock.now().toISOString() })
      .execute();
    expect(data<IntegrationsOverview>(await call(t, 'GET', '/api/integrations', m.token)).github.login).toBe('octo-dev');

    github.received = [];
    github.answers = [
      {
        status: 200,
        body: [
          {
            name: 'blinky',
            full_name: 'octo-dev/blinky',
            html_url: 'https://github.com/octo-dev/blinky',
            description: 'LED',
            language: 'C',
            updated_at: '2026-01-02T00:00:00Z',
          },
          { name: 'broken' },
        ],
      },
    ];
    const res = await call(t, 'GET', '/api/integrations/github/repositories', m.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(data<GitHubRepository[]>(res)).toEqual([
      {
        name: 'blinky',
        full_name: 'octo-dev/blinky',
        html_url: 'https://github.com/octo-dev/blinky',
        description: 'LED',
        language: 'C',
        updated_at: '2026-01-02T00:00:00Z',
      },
    ]);
    expect(github.received.map((r) => r.path)).toEqual(['/users/octo-dev/repos?type=owner&sort=updated&per_page=100']);
    expect(github.received[0]?.headers.authorization).toBeUndefined();

    // Kept for a minute: GitHub is not asked again; after it, GitHub failing is a 502 with a clear message.
    await call(t, 'GET', '/api/integrations/github/repositories', m.token);
    expect(github.received).toHaveLength(1);
    t.clock.advance(61_000);
    github.answers = [{ status: 500 }];
    const failed = await call(t, 'GET', '/api/integrations/github/repositories', m.token);
    expect(failed.statusCode).toBe(502);
    expect(envelope(failed)).toMatchObject({ message: INTEGRATION_MESSAGES.githubUnavailable, error: { code: 'GITHUB_UNAVAILABLE' } });
  });
});

describe('the GitHub repository lists are kept in the database, for every instance', () => {
  const REPO = {
    name: 'rig',
    full_name: 'Octo-Shared/rig',
    html_url: 'https://github.com/Octo-Shared/rig',
    description: null,
    language: 'Rust',
    updated_at: null,
  };
  /** A member linked to the GitHub login `login`. */
  const linked = async (login: string) => {
    const m = await memberWith(t);
    await t.db
      .insertInto('user_identities')
      .values({ provider: 'github', provider_user_id: `gh-${m.user.id}`, user_id: m.user.id, login, linked_at: t.clock.now().toISOString() })
      .execute();
    return m;
  };

  it("a second instance on the same database reuses the first one's fetch for a minute, then asks GitHub again", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'esdc-other-'));
    const other = await buildApp({
      config: { ...t.config, DATA_DIR: dataDir },
      database: t.database,
      jwtSecret: TEST_JWT_SECRET,
      clock: () => t.clock.now(),
      logger: { level: 'silent' },
    });
    try {
      await other.ready();
      const m = await linked('Octo-Shared');
      const onOther = async () => {
        const res = await other.inject({ method: 'GET', url: '/api/integrations/github/repositories', headers: { authorization: `Bearer ${m.token}` } });
        expect(res.statusCode, res.body).toBe(200);
        return envelope<GitHubRepository[]>(res).data;
      };
      github.received = [];
      github.answers = [{ status: 200, body: [REPO] }];
      expect(data<GitHubRepository[]>(await call(t, 'GET', '/api/integrations/github/repositories', m.token))).toEqual([REPO]);
      expect(github.received).toHaveLength(1);

      t.clock.advance(59_000);
      expect(await onOther()).toEqual([REPO]);
      expect(github.received).toHaveLength(1);
      const row = await t.db.selectFrom('github_repository_cache').select('login').where('login', '=', 'octo-shared').executeTakeFirst();
      expect(row).toEqual({ login: 'octo-shared' });

      t.clock.advance(2_000);
      github.answers = [{ status: 200, body: [{ ...REPO, description: 'Renamed' }] }];
      expect(await onOther()).toEqual([{ ...REPO, description: 'Renamed' }]);
      expect(github.received.map((r) => r.path)).toEqual([
        '/users/Octo-Shared/repos?type=owner&sort=updated&per_page=100',
        '/users/Octo-Shared/repos?type=owner&sort=updated&per_page=100',
      ]);
      // And the first instance reads the refreshed list without asking again.
      expect(data<GitHubRepository[]>(await call(t, 'GET', '/api/integrations/github/repositories', m.token))[0]?.description).toBe('Renamed');
      expect(github.received).toHaveLength(2);
    } finally {
      await other.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('lists older than a day are deleted when a list is written', async () => {
    const old = new Date(t.clock.now().getTime() - 25 * 3_600_000).toISOString();
    await t.db.insertInto('github_repository_cache').values({ login: 'stale-login', fetched_at: old, repos: '[]' }).execute();
    const m = await linked('fresh-login');
    github.answers = [{ status: 200, body: [] }];
    expect((await call(t, 'GET', '/api/integrations/github/repositories', m.token)).statusCode).toBe(200);
    const logins = (await t.db.selectFrom('github_repository_cache').select('login').execute()).map((r) => r.login);
    expect(logins).toContain('fresh-login');
    expect(logins).not.toContain('stale-login');
  });
});

describe('admins manage the Slack and Discord webhooks', () => {
  it('adds, changes and removes a webhook, each audited; one per target', async () => {
    const hook = await addWebhook({ events: ['jobs', 'announcements'] });
    expect(hook).toMatchObject({ target: 'slack', url: `${hooks.url}/slack`, events: ['announcements', 'jobs'], enabled: true, deliveries: [] });
    const again = await call(t, 'POST', '/api/admin/integrations/webhooks', admin, {
      target: 'slack',
      url: 'https://hooks.slack.com/services/T/B/X',
      events: [],
      enabled: true,
    });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(INTEGRATION_MESSAGES.targetTaken('slack'));

    const changed = await call(t, 'PUT', `/api/admin/integrations/webhooks/${hook.id}`, admin, {
      url: 'https://hooks.slack.com/services/T/B/Y',
      events: ['events'],
      enabled: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(data<Webhook>(changed)).toMatchObject({ url: 'https://hooks.slack.com/services/T/B/Y', events: ['events'], enabled: false });
    const list = data<Webhook[]>(await call(t, 'GET', '/api/admin/integrations/webhooks', admin));
    expect(list.map((w) => w.id)).toEqual([hook.id]);

    const removed = await call(t, 'DELETE', `/api/admin/integrations/webhooks/${hook.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(await t.count('integration_webhooks')).toBe(0);
    expect((await call(t, 'DELETE', `/api/admin/integrations/webhooks/${hook.id}`, admin)).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_type', '=', 'webhook')
      .where('target_id', '=', hook.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['integration.webhook_created', 'integration.webhook_updated', 'integration.webhook_deleted']);
    expect(audit.map((a) => a.details).join()).not.toContain('hooks.slack.com');
  });

  it('refuses bad input with the spec’s words, and nothing changes', async () => {
    const cases: [unknown, string][] = [
      [{ target: 'slack', events: [], enabled: true }, INTEGRATION_MESSAGES.urlRequired],
      [{ target: 'slack', url: '', events: [], enabled: true }, INTEGRATION_MESSAGES.urlRequired],
      [{ target: 'slack', url: 'http://hooks.slack.com/services/x', events: [], enabled: true }, INTEGRATION_MESSAGES.urlHttps],
      [{ target: 'slack', url: 'hooks.slack.com', events: [], enabled: true }, INTEGRATION_MESSAGES.urlHttps],
      [{ target: 'slack', url: `https://x.test/${'a'.repeat(500)}`, events: [], enabled: true }, INTEGRATION_MESSAGES.urlTooLong],
      [{ target: 'slack', url: 'https://x.test/h', events: ['birthdays'], enabled: true }, INTEGRATION_MESSAGES.eventsInvalid],
      [{ target: 'slack', url: 'https://x.test/h', events: 'jobs', enabled: true }, INTEGRATION_MESSAGES.eventsInvalid],
      [{ target: 'teams', url: 'https://x.test/h', events: [], enabled: true }, INTEGRATION_MESSAGES.targetInvalid],
      [{ target: 'slack', url: 'https://x.test/h', events: [], enabled: 'yes' }, 'Enabled must be true or false'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t, 'POST', '/api/admin/integrations/webhooks', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(res).message).toContain(message);
    }
    expect(await t.count('integration_webhooks')).toBe(0);
    expect((await call(t, 'PUT', '/api/admin/integrations/webhooks/999999', admin, { url: 'https://x.test/h', events: [], enabled: true })).statusCode).toBe(
      404,
    );
    expect((await call(t, 'POST', '/api/admin/integrations/webhooks/abc/test', admin, {})).statusCode).toBe(400);
  });

  it('members and moderators are refused (403) and change nothing; so is a signed-out visitor (401)', async () => {
    const moderator = await memberWith(t, 'moderator');
    const hook = await addWebhook();
    for (const token of [member.token, moderator.token]) {
      for (const [method, url, body] of [
        ['GET', '/api/admin/integrations/webhooks', undefined],
        ['GET', '/api/admin/integrations/storage', undefined],
        ['POST', '/api/admin/integrations/webhooks', { target: 'discord', url: 'https://x.test/h', events: [], enabled: true }],
        ['PUT', `/api/admin/integrations/webhooks/${hook.id}`, { url: 'https://x.test/h', events: [], enabled: true }],
        ['DELETE', `/api/admin/integrations/webhooks/${hook.id}`, undefined],
        ['POST', `/api/admin/integrations/webhooks/${hook.id}/test`, {}],
      ] as const) {
        expect((await call(t, method, url, token, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call(t, 'GET', '/api/admin/integrations/webhooks')).statusCode).toBe(401);
    expect(await t.count('webhook_deliveries')).toBe(0);
    expect(data<Webhook[]>(await call(t, 'GET', '/api/admin/integrations/webhooks', admin))[0]).toMatchObject({ url: hook.url, enabled: true });
  });

  it('the storage card reads the configuration: the data folder here', async () => {
    const res = await call(t, 'GET', '/api/admin/integrations/storage', admin);
    expect(res.statusCode).toBe(200);
    const info = data<StorageInfo>(res);
    expect(info).toMatchObject({ kind: 'data-folder', bucket: null, region: null, endpoint: null });
    expect(info.path).toMatch(/uploads$/);
  });
});

describe('deliveries through the queue, against a local endpoint', () => {
  it('a test posts Slack’s {text} at once and the log shows it delivered', async () => {
    const hook = await addWebhook();
    const queued = await sendTest(hook.id);
    expect(queued).toMatchObject({ kind: 'test', status: 'pending', attempts: 0 });
    await settle();
    expect(hooks.received.map((r) => [r.path, r.body])).toEqual([['/slack', { text: WEBHOOK_TEST_TEXT }]]);
    const [logged] = data<Webhook[]>(await call(t, 'GET', '/api/admin/integrations/webhooks', admin))[0]?.deliveries ?? [];
    expect(logged).toMatchObject({ id: queued.id, status: 'delivered', attempts: 1, last_status: 200, next_attempt_at: null });
  });

  it('a 429 waits what Retry-After says (seconds, then an HTTP date) before the next attempt, then delivers', async () => {
    const hook = await addWebhook({ target: 'discord', url: `${hooks.url}/discord` });
    hooks.answers = [{ status: 429, headers: { 'retry-after': '120' } }, { status: 429, headers: { 'retry-after': 'later' } }, { status: 204 }];
    const { id } = await sendTest(hook.id);
    await settle();
    let row = await deliveryRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_status: 429 });
    expect(new Date(row.next_attempt_at ?? '').getTime() - t.clock.now().getTime()).toBe(120_000);
    t.clock.advance(119_000);
    await settle();
    expect((await deliveryRow(id)).attempts).toBe(1);
    t.clock.advance(1000);
    // This time the endpoint gives an HTTP date, 90 s ahead.
    hooks.answers = [{ status: 429, headers: { 'retry-after': new Date(t.clock.now().getTime() + 90_000).toUTCString() } }, { status: 204 }];
    await settle();
    row = await deliveryRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, last_status: 429 });
    expect(new Date(row.next_attempt_at ?? '').getTime() - t.clock.now().getTime()).toBe(90_000);
    t.clock.advance(90_000);
    await settle();
    expect(await deliveryRow(id)).toMatchObject({ status: 'delivered', attempts: 3, last_status: 204, next_attempt_at: null });
    expect(hooks.received.map((r) => r.body)).toEqual(Array(3).fill({ content: WEBHOOK_TEST_TEXT }));
  });

  it(`5xx answers are retried with a growing delay, then given up after ${WEBHOOK_MAX_ATTEMPTS} attempts and logged`, async () => {
    const hook = await addWebhook();
    hooks.answers = [{ status: 500 }];
    const { id } = await sendTest(hook.id);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      await settle();
      const row = await deliveryRow(id);
      expect(row.attempts).toBe(attempt);
      expect(row.last_status).toBe(500);
      if (attempt === WEBHOOK_MAX_ATTEMPTS) {
        expect(row).toMatchObject({ status: 'failed', next_attempt_at: null, last_error: 'Answered 500' });
        break;
      }
      const wait = new Date(row.next_attempt_at ?? '').getTime() - t.clock.now().getTime();
      waits.push(wait);
      t.clock.advance(wait - 1000);
      await settle();
      expect((await deliveryRow(id)).attempts, 'not before the delay').toBe(attempt);
      t.clock.advance(1000);
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(hooks.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    t.clock.advance(24 * 3_600_000);
    await settle();
    expect(hooks.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const [logged] = data<Webhook[]>(await call(t, 'GET', '/api/admin/integrations/webhooks', admin))[0]?.deliveries ?? [];
    expect(logged).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, last_status: 500 });
  });

  it('a 404 (a wrong or deleted webhook) is given up at once', async () => {
    const hook = await addWebhook();
    hooks.answers = [{ status: 404 }];
    const { id } = await sendTest(hook.id);
    await settle();
    expect(await deliveryRow(id)).toMatchObject({ status: 'failed', attempts: 1, last_status: 404 });
  });
});

describe('what the club does is posted to the webhooks that ask for it', () => {
  it('a new job, a published event and an announcement to everyone are posted; a disabled webhook and other events are not', async () => {
    const slack = await addWebhook({ events: ['jobs', 'events', 'announcements'] });
    await addWebhook({ target: 'discord', url: `${hooks.url}/discord`, enabled: false });
    const job = await call(t, 'POST', '/api/jobs', admin, {
      title: 'Firmware intern',
      company: 'Acme',
      location: 'Remote',
      remote: true,
      type: 'internship',
      deadline: '2099-01-01T00:00:00Z',
      description: 'Write firmware.',
    });
    expect(job.statusCode, job.body).toBe(201);
    const jobId = data<{ id: number }>(job).id;
    const start = t.clock.now().getTime() + 86_400_000;
    const event = await call(t, 'POST', '/api/events', admin, {
      title: 'Soldering night',
      description: 'Bring a board and a soldering iron.',
      category: 'Talk',
      start_date: new Date(start).toISOString(),
      end_date: new Date(start + 3_600_000).toISOString(),
    });
    expect(event.statusCode, event.body).toBe(201);
    const eventId = data<{ id: number }>(event).id;
    expect((await call(t, 'POST', `/api/events/${eventId}/publish`, admin, {})).statusCode).toBe(200);
    expect(
      (await call(t, 'POST', '/api/admin/announcements', admin, { audience: 'all', title: 'Lab closed', message: 'Closed on Friday.', link: '' })).statusCode,
    ).toBe(201);
    expect(
      (await call(t, 'POST', '/api/admin/announcements', admin, { audience: 'admin', title: 'Admins only', message: 'Not for Slack.', link: '' })).statusCode,
    ).toBe(201);
    await settle();
    expect(hooks.received.map((r) => [r.path, r.body])).toEqual([
      ['/slack', { text: `New job: Firmware intern at Acme\n${t.config.publicUrl}/jobs/${jobId}` }],
      ['/slack', { text: `New event: Soldering night\n${t.config.publicUrl}/events/${eventId}` }],
      ['/slack', { text: 'Lab closed\nClosed on Friday.' }],
    ]);
    expect((await t.db.selectFrom('webhook_deliveries').select('webhook_id').execute()).every((d) => d.webhook_id === slack.id)).toBe(true);
  });
});

describe('without WEBHOOK_ALLOW_LOCAL_URLS', () => {
  it('an http address on this machine is refused', async () => {
    const strict = await createTestApp();
    try {
      const res = await call(strict, 'POST', '/api/admin/integrations/webhooks', await strict.adminToken(), {
        target: 'slack',
        url: 'http://127.0.0.1:9/h',
        events: [],
        enabled: true,
      });
      expect(res.statusCode).toBe(400);
      expect(envelope(res).message).toBe(INTEGRATION_MESSAGES.urlHttps);
      expect(await strict.count('integration_webhooks')).toBe(0);
      const storage = await call(strict, 'GET', '/api/admin/integrations/storage', await strict.adminToken());
      expect(data<StorageInfo>(storage).kind).toBe('data-folder');
    } finally {
      await strict.close();
    }
  });
});
