import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/harness.ts';

/*
 * Every text answer travels compressed (Brotli, else gzip) when the client accepts it. The OpenAPI document is well
 * over the 1 KiB threshold; /api/health is under it.
 */
describe('HTTP compression of dynamic answers', () => {
  it('sends the OpenAPI document Brotli- or gzip-compressed to clients that accept it, and plain to the rest, with the same JSON', () =>
    withTestApp(async (t) => {
      const plain = await t.inject({ method: 'GET', url: '/api/docs/json' });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const json = plain.json();

      const br = await t.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json);

      const gz = await t.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(json);
    }));

  it('leaves answers under 1 KiB as they are', () =>
    withTestApp(async (t) => {
      const res = await t.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toMatchObject({ status: 'ok' });
    }));

  it('does not inflate a compressed request body: it is refused and changes nothing', () =>
    withTestApp(async (t) => {
      const body = gzipSync(JSON.stringify({ email: 'someone@example.com', password: 'whatever-123' }));
      const res = await t.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: body,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false });
    }));
});
