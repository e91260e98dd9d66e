import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWith } from '../test/api.ts';
import { createTestApp, onPostgres, type TestApp } from '../test/harness.ts';
import { openSse } from '../test/sse.ts';

/*
 * `/metrics` (docs/requirements.md §7 Operations): Prometheus' text format, only with `Authorization: Bearer
 * $METRICS_TOKEN`; without the variable there is no such route. What it reports follows what the app did.
 */

const TOKEN = 'metrics-token-for-the-test-0123456789';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

const scrape = async () => {
  const res = await t.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one sample line, e.g. `esdc_live_connections{kind="board"}`. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  it('answers only the scraper with the token: 401 otherwise, never cached', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('esdc_');
    }
    const res = await t.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts requests by route pattern and status, and times them and the database queries', async () => {
    const series = 'esdc_http_requests_total{method="GET",route="/api/projects/:id",status_code="404"}';
    const before = sample(await scrape(), series) ?? 0;
    await t.inject({ method: 'GET', url: '/api/projects/999998' });
    await t.inject({ method: 'GET', url: '/api/projects/999999' });
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 2);
    expect(sample(text, 'esdc_http_request_duration_seconds_count{method="GET",route="/api/projects/:id",status_code="404"}')).toBe(before + 2);
    expect(sample(text, `esdc_db_query_duration_seconds_count{engine="${t.database.engine}"}`)).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (onPostgres) expect(sample(text, 'esdc_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(text).not.toContain('esdc_db_pool_connections');
  });

  it('reports open live connections and the mail queue as they are', async () => {
    expect(sample(await scrape(), 'esdc_live_connections{kind="notifications"}')).toBe(0);
    const { token } = await memberWith(t);
    const stream = await openSse(`${base}/api/notifications/stream`, token);
    try {
      expect(stream.status).toBe(200);
      expect(sample(await scrape(), 'esdc_live_connections{kind="notifications"}')).toBe(1);
    } finally {
      stream.close();
    }

    const pending = sample(await scrape(), 'esdc_mail_queue{status="pending"}') ?? 0;
    const now = t.clock.now().toISOString();
    const mail = {
      kind: 'password-reset' as const,
      subject: 'Hi',
      text_body: 'text',
      html_body: '<p>html</p>',
      attempts: 0,
      last_error: null,
      created_at: now,
      sent_at: null,
    };
    await t.db
      .insertInto('outgoing_mail')
      .values([
        { ...mail, to_address: 'a@test.local', status: 'pending', next_attempt_at: '2999-01-01T00:00:00.000Z' },
        { ...mail, to_address: 'b@test.local', status: 'failed', next_attempt_at: now },
      ])
      .execute();
    const text = await scrape();
    expect(sample(text, 'esdc_mail_queue{status="pending"}')).toBe(pending + 1);
    expect(sample(text, 'esdc_mail_queue{status="failed"}')).toBeGreaterThanOrEqual(1);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('does not exist: 404 whatever the credentials', async () => {
    const off = await createTestApp();
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        expect((await off.inject({ method: 'GET', url: '/metrics', headers })).statusCode).toBe(404);
      }
    } finally {
      await off.close();
    }
  });
});
