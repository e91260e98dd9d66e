import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/find-chromium.mjs';

/** The specs that change the whole site (SPEC §3 Feature settings: site-wide switches). */
const SITE_WIDE = /site-features\.spec\.ts$/;

/** End-to-end tests: system Chromium against the server e2e/run.mjs started (E2E_BASE_URL). */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: SITE_WIDE,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS } },
    },
    {
      // Specs that change the whole site for a while (an admin switching a feature off for everyone) run alone, once
      // every other spec is done (e2e/run.mjs runs this project second), so none of those meets a switched-off feature.
      name: 'site-wide',
      testMatch: SITE_WIDE,
      // Its own folder: this second run would otherwise empty the first's, failure screenshots included.
      outputDir: './test-results/site-wide',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS } },
    },
  ],
});
