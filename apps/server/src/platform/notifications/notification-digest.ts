import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { escapeHtml, type LinkBase } from '../mail/account-emails.ts';
import type { MailLog } from '../mail/mail-transport.ts';
import { enqueueMail, type MailContent } from '../mail/outgoing-mail.ts';

/** The hour of the day (UTC) from which each day's digest goes out. */
const DIGEST_HOUR_UTC = 7;
/** How often the digest loop looks for members due a digest, in ms. */
const DIGEST_POLL_MS = 10 * 60_000;
/** Notifications listed in one digest at most (the newest); the rest are counted. */
const DIGEST_ITEMS_MAX = 50;
/** Members handled per round. */
const BATCH = 50;

/**
 * When today's digest is due: {@link DIGEST_HOUR_UTC}:00 UTC of `now`'s day, or of the day before when that hour
 * has not come yet (so a round at 03:00 still belongs to yesterday's digest period).
 */
export function digestPeriodStart(now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  if (start.getTime() > now.getTime()) start.setUTCDate(start.getUTCDate() - 1);
  return start;
}

/** One notification as the digest lists it. */
interface DigestItem {
  title: string;
  message: string;
  link: string | null;
  created_at: string;
}

/**
 * The digest message in plain text and simple HTML (like the account emails): a greeting, the notifications (title,
 * message, link), and where to change the preference.
 */
function composeDigest(base: LinkBase, to: { name: string; email: string }, items: readonly DigestItem[], total: number): MailContent {
  const subject = `Your ESDC Hub notifications: ${total} unread`;
  const settings = `${base.publicUrl}/notifications`;
  const more = total > items.length ? [`…and ${total - items.length} more.`] : [];
  const text = [
    `Hello ${to.name},`,
    '',
    `You have ${total} unread notification${total === 1 ? '' : 's'} you asked to receive by email:`,
    '',
    ...items.flatMap((i) => [`- ${i.title}: ${i.message}`, ...(i.link ? [`  ${base.publicUrl}${i.link}`] : [])]),
    ...more,
    '',
    `See them all and change what is emailed: ${settings}`,
    '',
    '— ESDC Hub',
  ].join('\n');
  const list = items
    .map(
      (i) =>
        `<li style="margin-bottom: 8px"><strong>${escapeHtml(i.title)}</strong><br>${escapeHtml(i.message)}` +
        (i.link ? `<br><a href="${escapeHtml(base.publicUrl + i.link)}">${escapeHtml(base.publicUrl + i.link)}</a>` : '') +
        '</li>',
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #111">
<p>Hello ${escapeHtml(to.name)},</p>
<p>You have ${total} unread notification${total === 1 ? '' : 's'} you asked to receive by email:</p>
<ul>
${list}
</ul>
${more.map((m) => `<p>${escapeHtml(m)}</p>`).join('')}
<p><a href="${escapeHtml(settings)}" style="display: inline-block; padding: 10px 18px; border-radius: 999px; background: #2563eb; color: #fff; text-decoration: none; font-weight: 600">Open your notifications</a></p>
<p style="font-size: 13px; color: #555">You receive this because a notification preference is set to 'Email digest'. Change it on your notifications page.</p>
<p>— ESDC Hub</p>
</body></html>
`;
  return { kind: 'notification-digest', to: to.email, subject, text, html };
}

/**
 * The daily email digest (SPEC §2 Notifications: preferences per type, 'email' gathers them into a digest): once a
 * day from {@link DIGEST_HOUR_UTC}:00 UTC, every active member with a verified address who has unread, not yet
 * digested notifications of types set to 'email' gets one message listing them, queued in `outgoing_mail` (the
 * mail loop sends it). A member's digest is claimed with a conditional upsert of `notification_digests`, so with
 * several instances each member gets one digest a day; the listed notifications are marked `digested_at` in the
 * same transaction and never mailed again.
 */
export class NotificationDigest {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  /**
   * @param options `lease`: with several instances, the timed rounds run only while this instance holds the jobs lease
   */
  constructor(
    private readonly options: { db: Kysely<DB>; clock: () => Date; links: LinkBase; log: MailLog; pollMs?: number; lease?: { readonly isLeader: boolean } },
  ) {}

  /** Starts the loop: a round now, then one every `pollMs`. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.options.lease?.isLeader ?? true) void this.kick();
    }, this.options.pollMs ?? DIGEST_POLL_MS);
    this.timer.unref();
    void this.kick();
  }

  /** Stops the loop after the current round. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => 0);
  }

  private kick(): Promise<number> {
    this.running ??= this.runDue()
      .catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'notification digest round failed; retrying later');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /**
   * Queues the digests due now.
   * @returns how many were queued
   */
  async runDue(): Promise<number> {
    const now = this.options.clock();
    const period = digestPeriodStart(now).toISOString();
    let queued = 0;
    for (;;) {
      const due = await this.dueMembers(period);
      if (due.length === 0) return queued;
      for (const member of due) if (await this.digestOne(member, period, now)) queued += 1;
      if (due.length < BATCH) return queued;
    }
  }

  /** Members with something to digest and no digest yet in this period. */
  private dueMembers(period: string) {
    return this.options.db
      .selectFrom('notifications as n')
      .innerJoin('notification_preferences as p', (join) => join.onRef('p.user_id', '=', 'n.user_id').onRef('p.type', '=', 'n.type'))
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .leftJoin('notification_digests as d', 'd.user_id', 'n.user_id')
      .select(['u.id', 'u.name', 'u.email'])
      .distinct()
      .where('p.channel', '=', 'email')
      .where('n.read_at', 'is', null)
      .where('n.digested_at', 'is', null)
      .where('u.status', '=', 'active')
      .where('u.deleted_at', 'is', null)
      .where('u.email_verified_at', 'is not', null)
      .where((eb) => eb.or([eb('d.last_sent_at', 'is', null), eb('d.last_sent_at', '<', period)]))
      .orderBy('u.id')
      .limit(BATCH)
      .execute();
  }

  /** Claims, composes and queues one member's digest in one transaction; false when another instance had it. */
  private async digestOne(member: { id: number; name: string; email: string }, period: string, now: Date): Promise<boolean> {
    const nowIso = now.toISOString();
    return this.options.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('notification_digests')
        .values({ user_id: member.id, last_sent_at: nowIso })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_sent_at: nowIso }).where('notification_digests.last_sent_at', '<', period))
        .returning('user_id')
        .executeTakeFirst();
      if (!claimed) return false;
      const rows = await trx
        .selectFrom('notifications as n')
        .innerJoin('notification_preferences as p', (join) => join.onRef('p.user_id', '=', 'n.user_id').onRef('p.type', '=', 'n.type'))
        .select(['n.id', 'n.title', 'n.message', 'n.link', 'n.created_at'])
        .where('n.user_id', '=', member.id)
        .where('p.channel', '=', 'email')
        .where('n.read_at', 'is', null)
        .where('n.digested_at', 'is', null)
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .execute();
      if (rows.length === 0) return false;
      await enqueueMail(trx, composeDigest(this.options.links, member, rows.slice(0, DIGEST_ITEMS_MAX), rows.length), now);
      await trx
        .updateTable('notifications')
        .set({ digested_at: nowIso })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      return true;
    });
  }
}
