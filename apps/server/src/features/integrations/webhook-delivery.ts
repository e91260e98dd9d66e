import { WEBHOOK_MAX_ATTEMPTS, type WebhookTarget } from '@esdc/core/integration';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { WriteObserver } from '../../db/write-observer.ts';
import { retryAfterMs, webhookBackoffMs } from './retry-after.ts';

/** How long a claimed delivery belongs to the instance posting it, in ms; past it another instance may retry it. */
const CLAIM_MS = 60_000;
/** How often the loop looks for due deliveries (retries, other instances' posts), in ms. */
const POLL_MS = 10_000;
/** How long a post may take before it counts as failed, in ms. */
const POST_TIMEOUT_MS = 10_000;
/** Deliveries claimed per round. */
const BATCH = 10;

/** What {@link WebhookDelivery} needs. */
export interface WebhookDeliveryOptions {
  db: Kysely<DB>;
  clock: () => Date;
  log: { warn: (obj: object, msg: string) => void };
  /** The site's address, before a delivery's in-app link. */
  publicUrl: string;
  /** Committed writes: a new row in `webhook_deliveries` starts a round at once. */
  writes?: WriteObserver;
  /** With several instances: the timed rounds run only while this instance holds the jobs lease. */
  lease?: { readonly isLeader: boolean };
  pollMs?: number;
}

/** How one attempt ended. */
type Outcome = { ok: true; status: number } | { ok: false; status: number | null; error: string; retryAfter: number | null; permanent: boolean };

/** The request body each service expects: Slack `{ text }`, Discord `{ content }`. */
function webhookBody(target: WebhookTarget, message: string): Record<string, string> {
  return target === 'slack' ? { text: message } : { content: message };
}

const running = new WeakMap<Kysely<DB>, WebhookDelivery>();

/** The delivery loop the app runs on `db` (the first one started, when several apps share it; tests drive it with `kick()` and `idle()`), if it runs. */
export function webhookDeliveryOf(db: Kysely<DB>): WebhookDelivery | undefined {
  return running.get(db);
}

/**
 * The in-process delivery loop of the webhook queue (SPEC §2 Integrations), shaped like the mail queue
 * (docs/decisions/007-mail-queue.md): durable rows in `webhook_deliveries`; a round after each commit that queues one
 * (through the write observer) and every `pollMs` on the instance holding the jobs lease; each due row is claimed with
 * a conditional update (so one instance posts it), posted, and marked 'delivered' on a 2xx. On a 429 the next attempt
 * waits what `Retry-After` says (seconds or an HTTP date); on a 5xx, a 408, a timeout or a network failure it waits a
 * growing delay (30 s doubling); after {@link WEBHOOK_MAX_ATTEMPTS} attempts, or at once on another 4xx (a wrong or
 * deleted webhook), it is 'failed'. Every attempt records its HTTP status and error for the log.
 */
export class WebhookDelivery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly options: WebhookDeliveryOptions) {}

  /** Starts the loop: a round now, then one every `pollMs` and after every commit that queues a delivery. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    // A second app on the same database (a test of several instances) leaves the first one's loop registered.
    if (!running.has(this.options.db)) running.set(this.options.db, this);
    this.unsubscribe = this.options.writes?.subscribe((writes) => {
      if (writes.some((w) => w.table === 'webhook_deliveries' && w.columns === null)) this.kick();
    });
    this.timer = setInterval(() => {
      if (this.options.lease?.isLeader ?? true) this.kick();
    }, this.options.pollMs ?? POLL_MS);
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
          this.options.log.warn({ err: error }, 'webhook delivery round failed; retrying later');
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

  /** Stops the loop after the current round. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    await this.idle();
    if (running.get(this.options.db) === this) running.delete(this.options.db);
  }

  /**
   * Posts every delivery that is due now, batch by batch.
   * @returns how many were delivered
   */
  async deliverDue(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const claimed = await this.claimBatch();
      if (claimed.length === 0) return delivered;
      for (const id of claimed) if (await this.deliver(id)) delivered += 1;
      if (this.stopped) return delivered;
    }
  }

  /** Claims up to one batch of due deliveries; returns the ids this instance now owns. */
  private async claimBatch(): Promise<number[]> {
    const { db } = this.options;
    const now = this.options.clock();
    const due = await db
      .selectFrom('webhook_deliveries')
      .select(['id', 'next_attempt_at'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now.toISOString())
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const owned: number[] = [];
    for (const row of due) {
      const result = await db
        .updateTable('webhook_deliveries')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString() }))
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '=', row.next_attempt_at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) owned.push(row.id);
    }
    return owned;
  }

  /** Posts one claimed delivery and records the outcome. */
  private async deliver(id: number): Promise<boolean> {
    const { db, log } = this.options;
    const row = await db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('integration_webhooks as w', 'w.id', 'd.webhook_id')
      .select(['d.id', 'd.text', 'd.link', 'd.attempts', 'w.target', 'w.url'])
      .where('d.id', '=', id)
      .executeTakeFirst();
    if (!row) return false;
    const message = row.link ? `${row.text}\n${this.options.publicUrl}${row.link}` : row.text;
    const outcome = await this.post(row.url, webhookBody(row.target, message));
    const now = this.options.clock();
    if (outcome.ok) {
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'delivered', last_status: outcome.status, last_error: null, delivered_at: now.toISOString(), next_attempt_at: null })
        .where('id', '=', id)
        .execute();
      return true;
    }
    const giveUp = outcome.permanent || row.attempts >= WEBHOOK_MAX_ATTEMPTS;
    const wait = outcome.retryAfter ?? webhookBackoffMs(row.attempts);
    await db
      .updateTable('webhook_deliveries')
      .set({
        status: giveUp ? 'failed' : 'pending',
        last_status: outcome.status,
        last_error: outcome.error,
        next_attempt_at: giveUp ? null : new Date(now.getTime() + wait).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    log.warn(
      { webhookDeliveryId: id, attempts: row.attempts, status: outcome.status, err: outcome.error },
      giveUp ? 'webhook delivery failed; giving up' : 'webhook delivery failed; will retry',
    );
    return false;
  }

  /** One POST of `body` as JSON to `url`. */
  private async post(url: string, body: Record<string, string>): Promise<Outcome> {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'esdc-hub' },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(POST_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'No answer within 10 seconds' : 'Could not reach the webhook';
      return { ok: false, status: null, error: reason, retryAfter: null, permanent: false };
    }
    await res.body?.cancel().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status };
    const now = this.options.clock();
    if (res.status === 429) {
      return { ok: false, status: 429, error: 'Rate limited (429)', retryAfter: retryAfterMs(res.headers.get('retry-after'), now), permanent: false };
    }
    const retryable = res.status >= 500 || res.status === 408;
    return { ok: false, status: res.status, error: `Answered ${res.status}`, retryAfter: null, permanent: !retryable };
  }
}
