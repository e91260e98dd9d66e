import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('security headers', () => {
  it('sends a strict CSP and the usual hardening headers', async () => {
    t = await createTestApp();
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('CORS', () => {
  it('sends no CORS headers unless CORS_ORIGIN is set', async () => {
    t = await createTestApp();
    const res = await t.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows only the configured origins', async () => {
    t = await createTestApp({ env: { CORS_ORIGIN: 'https://club.example, https://admin.example' } });
    const allowed = await t.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://admin.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example');
    const denied = await t.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});
