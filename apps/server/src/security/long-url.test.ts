import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

/*
 * SPEC §7 Server behaviour: a 20 KB URL is refused without echoing the URL back (a reflected 20 KB answer is both a
 * reflection vector and an amplifier). Checked in process (app.inject: no HTTP parser limit, so the URL
 * reaches the router) and over a real socket (Node's parser limits the request line first).
 */

const MARKER = 'LongUrlMarker';
/** A 20 KB piece of URL that is easy to spot in an answer. */
const LONG = `${MARKER}${'a'.repeat(20_000)}`;

/** URLs of 20 KB in a path parameter, in a query, and on an unknown route. */
const URLS = [
  `/api/projects/${LONG}`,
  `/api/users/by-username/${LONG}`,
  `/api/games/${LONG}/scores`,
  `/api/projects?q=${LONG}`,
  `/api/challenges?q=${LONG}&category=${LONG}`,
  `/api/${LONG}`,
  `/api/projects/%${LONG}`,
];

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/** Sends a GET over HTTP and returns the status and body (the socket may be closed after the answer). */
function httpGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
  });
}

describe('long URLs', () => {
  it.each(URLS.map((url) => [url.slice(0, 60), url]))('a 20 KB URL (%s…) is refused in the envelope without echoing it (in process)', async (_label, url) => {
    const res = await t.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body.includes(MARKER), `the answer echoes the URL: ${res.body.slice(0, 200)}`).toBe(false);
    expect(res.body.length).toBeLessThan(1000);
    const body = JSON.parse(res.body) as { success?: boolean; message?: string; error?: { code?: string } };
    expect(body.success).toBe(false);
    expect(body.message).toEqual(expect.stringMatching(/\S/));
    expect(body.error?.code).toEqual(expect.any(String));
  });

  it.each(URLS.map((url) => [url.slice(0, 60), url]))('a 20 KB URL (%s…) is refused without echoing it (over HTTP)', async (_label, url) => {
    const res = await httpGet(url);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.includes(MARKER), `the answer echoes the URL: ${res.body.slice(0, 200)}`).toBe(false);
    expect(res.body.length).toBeLessThan(1000);
  });
});
