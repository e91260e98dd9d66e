// End-to-end suite: real Chromium against the real built server on a fresh temporary database.
import { spawnSync } from 'node:child_process';
import { findChromium } from '../scripts/find-chromium.mjs';
import { startTestServer } from '../scripts/start-test-server.mjs';

const chromium = findChromium();
const server = await startTestServer();
let status = 0;
try {
  // The specs that change the whole site (project 'site-wide', playwright.config.ts) run alone, after all the others.
  for (const project of ['chromium', 'site-wide']) {
    const args = ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts', `--project=${project}`, '--pass-with-no-tests'];
    const result = spawnSync(process.execPath, [...args, ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: server.url, CHROME_PATH: chromium },
    });
    if ((result.status ?? 1) !== 0) status = result.status ?? 1;
  }
} finally {
  await server.stop();
}
process.exit(status);
