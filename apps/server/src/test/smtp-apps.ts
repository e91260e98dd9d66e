import { afterEach } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './harness.ts';
import { startSmtpServer, type TestSmtpServer } from './mail.ts';

/** Starts the test apps of a file about outgoing mail; see {@link smtpTestApps}. */
interface SmtpTestApps {
  /** A test app sending through a real SMTP server started for it (`SMTP_URL`; `options.env` adds to it). */
  withSmtp(options?: TestAppOptions): Promise<{ t: TestApp; smtp: TestSmtpServer }>;
  /** A test app without `SMTP_URL` (mail goes to the dev outbox). */
  withoutSmtp(options?: TestAppOptions): Promise<TestApp>;
}

/**
 * The test apps of a file about outgoing mail (SQLite, or PostgreSQL with TEST_DATABASE_URL): each test starts its
 * own, and what a test started (app, then SMTP server) is closed after it. Call once at the top of the file (it
 * registers an `afterEach`).
 * @returns the starters
 */
export function smtpTestApps(): SmtpTestApps {
  let open: { t?: TestApp; smtp?: TestSmtpServer } = {};
  afterEach(async () => {
    await open.t?.close();
    await open.smtp?.close();
    open = {};
  });
  return {
    async withSmtp(options = {}) {
      const smtp = await startSmtpServer();
      open.smtp = smtp;
      const t = await createTestApp({ ...options, env: { SMTP_URL: smtp.url, ...options.env } });
      open.t = t;
      return { t, smtp };
    },
    async withoutSmtp(options = {}) {
      const t = await createTestApp(options);
      open.t = t;
      return t;
    },
  };
}
