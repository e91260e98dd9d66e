import { describe, expect, it } from 'vitest';
import { digestPeriodStart } from '../../platform/notifications/notification-digest.ts';
import { call } from '../../test/api.ts';
import { envelope } from '../../test/harness.ts';
import { smtpTestApps } from '../../test/smtp-apps.ts';

/*
 * The daily email digest (SPEC §2 Notifications: preferences per type; 'email' → one digest a day), through a real
 * SMTP server (smtp-server) and the outgoing-mail queue, on SQLite or PostgreSQL.
 */

const apps = smtpTestApps();

describe('digestPeriodStart', () => {
  it('starts at 07:00 UTC, of the day before when that hour has not come', () => {
    expect(digestPeriodStart(new Date('2026-03-02T08:30:00Z')).toISOString()).toBe('2026-03-02T07:00:00.000Z');
    expect(digestPeriodStart(new Date('2026-03-02T07:00:00Z')).toISOString()).toBe('2026-03-02T07:00:00.000Z');
    expect(digestPeriodStart(new Date('2026-03-02T03:00:00Z')).toISOString()).toBe('2026-03-01T07:00:00.000Z');
  });
});

describe('the email digest', () => {
  it("mails once a day the unread notifications of the types set to 'email', and never the same one twice", async () => {
    const { t: app, smtp } = await apps.withSmtp({ env: { PUBLIC_URL: 'https://hub.example' }, now: new Date('2027-03-02T06:00:00Z') });
    const owner = await app.register({ name: 'Digest Owner' });
    const fan = await app.register({ name: 'Digest Fan' });
    const quiet = await app.register();
    await app.app.mailDelivery.idle();
    smtp.received.length = 0; // the registrations' verification messages

    // Digests go only to confirmed addresses.
    await app.db.updateTable('users').set({ email_verified_at: app.clock.now().toISOString() }).where('id', '=', owner.user.id).execute();
    const prefs = await call(app, 'PUT', '/api/notifications/preferences', owner.token, { preferences: { project_liked: 'email' } });
    expect(prefs.statusCode, prefs.body).toBe(200);
    const project = await call(app, 'POST', '/api/projects', owner.token, {
      title: 'Digest Board',
      description: 'A board that is liked for the digest test.',
      category: 'IoT',
    });
    const projectId = envelope<{ id: number }>(project).data.id;
    await call(app, 'POST', `/api/projects/${projectId}/like`, fan.token);
    await call(app, 'POST', `/api/projects/${projectId}/like`, quiet.token);
    await call(app, 'POST', '/api/admin/announcements', await app.adminToken(), { title: 'Not emailed', message: 'In the app only' });

    // The liked notifications are in the app too.
    const listed = await call(app, 'GET', '/api/notifications', owner.token);
    expect(envelope<unknown[]>(listed).data).toHaveLength(3);

    // Before 07:00 UTC: yesterday's period, and nothing was mailed in it, so the digest goes now.
    expect(await app.app.notificationDigest.runDue()).toBe(1);
    expect(await app.app.notificationDigest.runDue()).toBe(0);
    await app.app.mailDelivery.idle();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual([owner.email]);
    expect(mail!.decoded).toContain('Subject: Your ESDC Hub notifications: 2 unread');
    expect(mail!.decoded).toContain('Digest Fan liked "Digest Board".');
    expect(mail!.decoded).toContain(`https://hub.example/projects/${projectId}`);
    expect(mail!.decoded).toMatch(/Content-Type: text\/html/);
    expect(mail!.decoded).not.toContain('Not emailed');
    const [row] = await app.db
      .selectFrom('outgoing_mail')
      .select(['kind', 'status'])
      .where('to_address', '=', owner.email)
      .where('kind', '=', 'notification-digest')
      .execute();
    expect(row).toEqual({ kind: 'notification-digest', status: 'sent' });

    // A new like after the digest: waits for the next period (07:00 UTC).
    const later = await app.register({ name: 'Later Fan' });
    await call(app, 'POST', `/api/projects/${projectId}/like`, later.token);
    app.clock.set('2027-03-02T06:59:00Z');
    expect(await app.app.notificationDigest.runDue()).toBe(0);
    app.clock.set('2027-03-02T07:05:00Z');
    expect(await app.app.notificationDigest.runDue()).toBe(1);
    await app.app.mailDelivery.idle();
    const mails = await smtp.waitFor(3); // the first digest, Later Fan's verification message, the second digest
    const second = mails.find((m) => m.to[0] === owner.email && m.decoded.includes('Later Fan'));
    expect(second?.decoded).toContain('Subject: Your ESDC Hub notifications: 1 unread');
    expect(second?.decoded).not.toContain('Digest Fan liked');

    // Read notifications are not mailed.
    const another = await app.register({ name: 'Read Fan' });
    await call(app, 'POST', `/api/projects/${projectId}/like`, another.token);
    await call(app, 'POST', '/api/notifications/read-all', owner.token);
    app.clock.set('2027-03-03T07:05:00Z');
    expect(await app.app.notificationDigest.runDue()).toBe(0);
  });
});
