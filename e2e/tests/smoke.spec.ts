import { expect, test } from './fixtures';

test('the server answers health and serves the app for any path', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok', database: { engine: 'sqlite', ok: true } });
  const res = await page.goto('/some/deep/link');
  expect(res?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
});
