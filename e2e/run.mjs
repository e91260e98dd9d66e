// End-to-end suite: real Chromium against the real built server on a fresh temporary database.
import { spawnSync } from 'node:child_process';
import { findChromium } from '../scripts/find-chromium.mjs';
import { startTestServer } from '../scripts/start-test-server.mjs';

const chromium = findChromium();
const server = await startTestServer();
let status = 1;
try {
  const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: server.url, CHROME_PATH: chromium },
  });
  status = result.status ?? 1;
} finally {
  await server.stop();
}
process.exit(status);
