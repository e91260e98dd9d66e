import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { WriteObserver } from '../../db/write-observer.ts';
import type { MailLog, MailTransport } from './mail-transport.ts';

/** Attempts before a message is given up ('failed'). */
export const MAIL_MAX_ATTEMPTS = 8;
/** How long a claimed message belongs to the instance sending it, in ms; past it another instance may retry it. */
export const MAIL_CLAIM_MS = 2 * 60_000;
/** How often the loop looks for due messages even when nothing was queued here (retries, other instances), in ms. */
const MAIL_POLL_MS = 15_000;
/** Messages claimed per round. */
const BATCH = 10;

/**
 * The wait before retry number `attempts` (after that many failures): 30 s doubling, at most one hour.
 * @returns ms
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
}

/** What {@link MailDelivery} needs. */
export interface MailDeliveryOptions {
  db: Kysely<DB>;
  transport: MailTransport;
  clock: () => Date;
  log: MailLog;
  /** Committed writes: a new row in `outgoing_mail` starts a round at once. */
  writes?: WriteObserver;
  pollMs?: number;
  /** With several instances: the timed rounds run only while this instance holds the jobs lease. */
  lease?: { readonly isLeader: boolean };
}

/**
 * The in-process delivery loop of the outgoing-mail queue (docs/decisions/007-mail-queue.md). It runs after a
 * transaction that queued mail commits (through the write observer) and every `pollMs`; it claims a
 * due message with a conditional update (status and due time as read), so with several instances on one database
 * each message is sent by one of them; it marks it 'sent', or schedules a retry with a growing delay, or after
 * {@link MAIL_MAX_ATTEMPTS} marks it 'failed'. A message claimed by an instance that died is due again once its
 * claim lapses (at least once; never lost). Requests never wait for it.
 */
export class MailDelivery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly options: MailDeliveryOptions) {}

  /** Starts the loop: a round now, then one every `pollMs` and after every commit that queues mail. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.options.writes?.subscribe((writes) => {
      if (writes.some((w) => w.table === 'outgoing_mail' && w.columns === null)) this.kick();
    });
    // The timed rounds run on the instance holding the jobs lease; a commit that queues mail starts a round wherever it
    // commits (claims are conditional, so no message is sent twice either way).
    this.timer = setInterval(() => {
      if (this.options.lease?.isLeader ?? true) this.kick();
    }, this.options.pollMs ?? MAIL_POLL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Asks for a round soon (one more after the current round if one is running). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.deliverDue();
        } catch (error) {
          this.options.log.warn({ err: error }, 'mail delivery round failed; retrying later');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
  }

  /** Waits for the current round, if any (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops the loop after the current round and closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    await this.idle();
    this.options.transport.close();
  }

  /**
   * Sends every message that is due now, batch by batch.
   * @returns how many were handed over
   */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.claimBatch();
      if (claimed.length === 0) return sent;
      for (const id of claimed) if (await this.deliver(id)) sent += 1;
      if (this.stopped) return sent;
    }
  }

  /** Claims up to one batch of due messages; returns the ids this instance now owns. */
  private async claimBatch(): Promise<number[]> {
    const { db } = this.options;
    const now = this.options.clock();
    const nowIso = now.toISOString();
    const due = await db
      .selectFrom('outgoing_mail')
      .select(['id', 'status', 'next_attempt_at'])
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', nowIso)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const owned: number[] = [];
    for (const row of due) {
      const result = await db
        .updateTable('outgoing_mail')
        .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), next_attempt_at: new Date(now.getTime() + MAIL_CLAIM_MS).toISOString() }))
        .where('id', '=', row.id)
        .where('status', '=', row.status)
        .where('next_attempt_at', '=', row.next_attempt_at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) owned.push(row.id);
    }
    return owned;
  }

  /** Sends one claimed message and records the outcome. */
  private async deliver(id: number): Promise<boolean> {
    const { db, transport, log } = this.options;
    const row = await db
      .selectFrom('outgoing_mail')
      .select(['id', 'kind', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return false;
    try {
      await transport.send({ id: row.id, kind: row.kind, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      const now = this.options.clock();
      await db
        .updateTable('outgoing_mail')
        .set({
          status: giveUp ? 'failed' : 'pending',
          last_error: message,
          next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString(),
        })
        .where('id', '=', id)
        .execute();
      log.warn({ mailId: id, attempts: row.attempts, err: message }, giveUp ? 'mail delivery failed; giving up' : 'mail delivery failed; will retry');
      return false;
    }
    await db.updateTable('outgoing_mail').set({ status: 'sent', sent_at: this.options.clock().toISOString(), last_error: null }).where('id', '=', id).execute();
    if (transport.kind === 'smtp') log.info({ mailId: id, to: row.to_address }, 'mail sent');
    return true;
  }
}
