import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** How long a lease lasts without renewal, in ms: a dead holder's jobs move to another instance within it (and one renewal). */
export const LEASE_TTL_MS = 30_000;
/** How often an instance renews its lease or tries to take a lapsed one, in ms. */
const LEASE_RENEW_MS = 10_000;

/**
 * Which instance runs the periodic jobs (docs/requirements.md §7 Operations): every instance tries, every
 * {@link LEASE_RENEW_MS}, to take or renew one named row of `job_leases` with a conditional upsert (the row is taken
 * when it is free, its own, or expired), so one instance at a time holds it; the jobs' timed rounds run only there
 * (`isLeader`). When the holder dies, its lease lapses after {@link LEASE_TTL_MS} and the next instance to try takes it
 * (well within a minute). A holder that stops gives the lease back at once. On one instance it simply always holds it.
 */
export class LeaderLease {
  /** This instance's id in the lease's `holder`. */
  readonly holder = randomUUID();
  private leader = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: { db: Kysely<DB>; name: string; clock: () => Date; log: { warn: (obj: object, msg: string) => void } }) {}

  /** Whether this instance held the lease at its last try. */
  get isLeader(): boolean {
    return this.leader;
  }

  /** Tries now, then every {@link LEASE_RENEW_MS}. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tryAcquire(), LEASE_RENEW_MS);
    this.timer.unref();
    void this.tryAcquire();
  }

  /** Stops trying and gives the lease back if held, so another instance takes it at its next try. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (!this.leader) return;
    this.leader = false;
    await this.options.db
      .deleteFrom('job_leases')
      .where('name', '=', this.options.name)
      .where('holder', '=', this.holder)
      .execute()
      .catch(() => undefined);
  }

  /**
   * Takes or renews the lease when it is free, this instance's or expired.
   * @returns whether this instance holds it now (false, with a warning, when the database did not answer)
   */
  async tryAcquire(): Promise<boolean> {
    const now = this.options.clock();
    const expires = new Date(now.getTime() + LEASE_TTL_MS).toISOString();
    try {
      const row = await this.options.db
        .insertInto('job_leases')
        .values({ name: this.options.name, holder: this.holder, expires_at: expires })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ holder: this.holder, expires_at: expires })
            .where((eb) => eb.or([eb('job_leases.holder', '=', this.holder), eb('job_leases.expires_at', '<', now.toISOString())])),
        )
        .returning('holder')
        .executeTakeFirst();
      this.leader = row?.holder === this.holder;
    } catch (error) {
      this.leader = false;
      this.options.log.warn({ err: error }, 'could not renew the jobs lease');
    }
    return this.leader;
  }
}
