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
    // Workers: our own scripts, and the blob the camera check-in's QR decoder (qr-scanner) starts its worker from.
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('security headers of subresources', () => {
  it('keeps nosniff and the resource policy on scripts, styles and images, and drops the headers only documents use; SVG keeps the CSP', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const web = mkdtempSync(join(tmpdir(), 'esdc-web-'));
    try {
      mkdirSync(join(web, 'assets'));
      writeFileSync(join(web, 'index.html'), '<!doctype html><div id="root"></div>');
      writeFileSync(join(web, 'assets', 'app-abc.js'), 'console.info(1)');
      writeFileSync(join(web, 'assets', 'app-abc.css'), 'body{margin:0}');
      writeFileSync(join(web, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      t = await createTestApp({ env: { WEB_DIST: web } });
      for (const url of ['/assets/app-abc.js', '/assets/app-abc.css']) {
        const res = await t.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(res.headers['strict-transport-security'], url).toBeDefined();
        for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-xss-protection'])
          expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      }
      for (const url of ['/icon.svg', '/'])
        expect((await t.inject({ method: 'GET', url })).headers['content-security-policy'], url).toContain("default-src 'self'");
    } finally {
      rmSync(web, { recursive: true, force: true });
    }
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
