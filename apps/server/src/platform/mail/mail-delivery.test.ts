import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { smtpTestApps } from '../../test/smtp-apps.ts';
import { MAIL_CLAIM_MS, MAIL_MAX_ATTEMPTS, retryDelayMs } from './mail-delivery.ts';

/*
 * Outgoing mail (docs/decisions/007-mail-queue.md): through a real SMTP server started here (smtp-server), and into the
 * dev outbox without SMTP_URL. The queue, the retries and the claim run on the test's database (SQLite, or PostgreSQL
 * with TEST_DATABASE_URL).
 */

const apps = smtpTestApps();

const mailRows = (app: TestApp) => app.db.selectFrom('outgoing_mail').selectAll().orderBy('id').execute();

describe('mail through SMTP', () => {
  it('sends the verification message of a registration after the commit, from MAIL_FROM, with the link in text and HTML', async () => {
    const { t, smtp } = await apps.withSmtp({ env: { MAIL_FROM: 'Club Hub <hub@club.example>', PUBLIC_URL: 'https://hub.club.example/' } });
    const member = await t.register({ name: 'Mail Tester' });
    await t.app.mailDelivery.idle();
    const [message] = await smtp.waitFor(1);
    expect(message!.from).toBe('hub@club.example');
    expect(message!.to).toEqual([member.email]);
    expect(message!.decoded).toContain('Subject: Confirm your email address for ESDC Hub');
    expect(message!.decoded).toMatch(/From: Club Hub <hub@club\.example>/);
    expect(message!.decoded).toMatch(/Content-Type: text\/plain/);
    expect(message!.decoded).toMatch(/Content-Type: text\/html/);
    expect(message!.decoded).toMatch(/Hello Mail Tester,/);
    // PUBLIC_URL without its trailing slash starts the link.
    expect(message!.decoded).toMatch(/https:\/\/hub\.club\.example\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    const [row] = await mailRows(t);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, kind: 'email-verification', to_address: member.email });
    expect(row!.sent_at).not.toBeNull();
  });

  it('retries a message the server refused, later, and sends it then; gives up after the last attempt', async () => {
    const { t, smtp } = await apps.withSmtp();
    smtp.failNext(1);
    await t.register();
    await t.app.mailDelivery.idle();
    let [row] = await mailRows(t);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/451|busy/i);
    expect(smtp.received).toHaveLength(0);
    // Not due yet: a round sends nothing.
    expect(await t.app.mailDelivery.deliverDue()).toBe(0);
    t.clock.advance(retryDelayMs(1));
    expect(await t.app.mailDelivery.deliverDue()).toBe(1);
    await smtp.waitFor(1);
    [row] = await mailRows(t);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });

    // A message refused on every attempt is marked failed after MAIL_MAX_ATTEMPTS.
    smtp.failNext(1000);
    await t.register();
    await t.app.mailDelivery.idle();
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      t.clock.advance(retryDelayMs(attempt));
      await t.app.mailDelivery.deliverDue();
    }
    const failed = (await mailRows(t))[1];
    expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    t.clock.advance(retryDelayMs(MAIL_MAX_ATTEMPTS) * 2);
    expect(await t.app.mailDelivery.deliverDue()).toBe(0);
  });

  it('a message claimed by an instance that stopped is sent again once the claim lapses; a live claim is left alone', async () => {
    const { t, smtp } = await apps.withSmtp();
    await t.app.mailDelivery.stop();
    const now = t.clock.now();
    // As another instance leaves it after claiming it and dying mid-send.
    await t.db
      .insertInto('outgoing_mail')
      .values({
        kind: 'password-reset',
        to_address: 'stuck@test.local',
        subject: 'Stuck',
        text_body: 'text',
        html_body: '<p>html</p>',
        status: 'sending',
        attempts: 1,
        next_attempt_at: new Date(now.getTime() + MAIL_CLAIM_MS).toISOString(),
        last_error: null,
        created_at: now.toISOString(),
        sent_at: null,
      })
      .execute();
    expect(await t.app.mailDelivery.deliverDue()).toBe(0);
    t.clock.advance(MAIL_CLAIM_MS);
    expect(await t.app.mailDelivery.deliverDue()).toBe(1);
    await smtp.waitFor(1);
    expect((await mailRows(t))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two delivery rounds at once send each message once', async () => {
    const { t, smtp } = await apps.withSmtp();
    await t.app.mailDelivery.stop();
    for (let i = 0; i < 6; i += 1) await t.register();
    const [a, b] = await Promise.all([t.app.mailDelivery.deliverDue(), t.app.mailDelivery.deliverDue()]);
    expect(a + b).toBe(6);
    await smtp.waitFor(6);
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.received).toHaveLength(6);
  });
});

describe('mail without SMTP_URL: the dev outbox', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox, readable only by the server, and marks it sent', async () => {
    const t = await apps.withoutSmtp();
    const member = await t.register();
    await t.app.mailDelivery.idle();
    const dir = join(t.dataDir, 'outbox');
    expect(existsSync(dir)).toBe(true);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{6}-email-verification\.eml$/);
    const file = join(dir, files[0]!);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    const eml = readFileSync(file, 'utf8');
    expect(eml).toContain(`To: ${member.email}`);
    expect(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expect((await mailRows(t))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
