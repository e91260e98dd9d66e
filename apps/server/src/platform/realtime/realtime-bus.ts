import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import type { Database, Engine } from '../../db/client.ts';
import { publishAfterCommit, type TableWrite, type WriteRelay } from '../../db/write-observer.ts';
import type { Db } from '../../db/db.ts';

/** The one PostgreSQL channel every realtime message travels on; the payload names the schema and the app channel. */
const PG_REALTIME_CHANNEL = 'esdc_realtime';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; we stay well below. */
const REALTIME_PAYLOAD_MAX_BYTES = 7000;
/** Wait before reconnecting the listening connection after it failed, doubling up to {@link RECONNECT_MAX_MS}. */
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/** Where the bus writes what went wrong (Fastify's logger fits). */
export interface RealtimeLog {
  warn(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}

/** The bus channel of other instances' committed writes (PostgreSQL only; docs/decisions/012). */
const WRITES_CHANNEL = 'writes';

/** A message on {@link WRITES_CHANNEL}: the sending instance and its commit's tables, each with its set columns or null. */
interface WritesMessage {
  i: string;
  w: [string, string[] | null][];
}

/**
 * The {@link WritesMessage} of one commit: each table once, its columns merged (null when any write of it may have
 * changed every column); when that is too large for a notification, the tables alone.
 */
function writesMessage(instance: string, writes: readonly TableWrite[]): string {
  const byTable = new Map<string, Set<string> | null>();
  for (const write of writes) {
    const seen = byTable.get(write.table);
    if (seen === null) continue;
    if (write.columns === null) byTable.set(write.table, null);
    else byTable.set(write.table, new Set([...(seen ?? []), ...write.columns]));
  }
  const message = (columns: boolean): string =>
    JSON.stringify({ c: WRITES_CHANNEL, p: { i: instance, w: [...byTable].map(([t, c]) => [t, columns && c ? [...c] : null]) } satisfies WritesMessage });
  const full = message(true);
  return Buffer.byteLength(full) <= REALTIME_PAYLOAD_MAX_BYTES ? full : message(false);
}

/** Reads a {@link WritesMessage} back into table writes, or null when it has another shape. */
function readWrites(payload: unknown): { instance: string; writes: TableWrite[] } | null {
  const p = payload as Partial<WritesMessage> | null;
  if (!p || typeof p.i !== 'string' || !Array.isArray(p.w)) return null;
  const writes = p.w.flatMap((entry): TableWrite[] =>
    Array.isArray(entry) && typeof entry[0] === 'string' ? [{ table: entry[0], columns: Array.isArray(entry[1]) ? new Set(entry[1].map(String)) : null }] : [],
  );
  return { instance: p.i, writes };
}

/** Called with the payload of each message on a channel. */
export type RealtimeHandler = (payload: unknown) => void;

/**
 * Publishes a small message on a realtime channel as part of the caller's transaction (docs/decisions/012): every
 * instance's {@link RealtimeBus} subscribers of `channel` receive it once the transaction commits, never if it
 * rolls back. On PostgreSQL it is a `NOTIFY` sent inside the transaction (PostgreSQL delivers it at commit, to every
 * instance listening on the database); on SQLite it waits in the connection and is handed to this process's
 * listeners after the commit (the only writer of a SQLite file is this process).
 * Keep payloads to ids and counts: the receiver reads the rows.
 * @param trx the caller's transaction (or the database, for a message sent at once)
 * @param engine the database engine
 * @param channel the app channel ('notifications', later 'chat')
 * @param payload JSON-able; its JSON must stay under {@link REALTIME_PAYLOAD_MAX_BYTES}
 * @throws Error when the payload is too large (a programming error: send ids)
 */
export async function publishRealtime(trx: Db, engine: Engine, channel: string, payload: unknown): Promise<void> {
  if (engine === 'postgres') {
    const text = JSON.stringify({ c: channel, p: payload });
    if (Buffer.byteLength(text) > REALTIME_PAYLOAD_MAX_BYTES) throw new Error(`realtime payload on ${channel} is too large`);
    // The schema travels with the message: several apps (or test runs) may share one database in different schemas.
    await sql`select pg_notify(${PG_REALTIME_CHANNEL}, json_build_object('s', current_schema(), 'm', ${text}::json)::text)`.execute(trx);
    return;
  }
  await publishAfterCommit(trx, { channel, payload });
}

/**
 * One instance's subscription to the realtime messages (docs/decisions/012-realtime-notifications.md): on SQLite it
 * listens to the database's commits in process; on PostgreSQL it holds one dedicated connection that `LISTEN`s on
 * {@link PG_REALTIME_CHANNEL}, keeps the messages of its own schema, and reconnects (with a growing wait) when that
 * connection fails; subscribers are told through `onReconnect` so they can catch up on what they missed.
 */
export class RealtimeBus {
  private readonly handlers = new Map<string, Set<RealtimeHandler>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private client: pg.Client | undefined;
  private stopped = true;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = RECONNECT_MIN_MS;
  private schema: string | undefined;
  private unsubscribeLocal: (() => void) | undefined;
  private connecting: Promise<void> | undefined;
  private unsubscribeWrites: (() => void) | undefined;
  /** Tells this instance's own relayed writes apart from the other instances'. */
  private readonly instance = randomUUID();

  constructor(
    private readonly database: Database,
    private readonly log: RealtimeLog,
  ) {}

  /**
   * Registers a handler of a channel's messages.
   * @returns a function that removes it
   */
  subscribe(channel: string, handler: RealtimeHandler): () => void {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  /**
   * Registers a function called after the PostgreSQL listening connection came back (messages sent while it was
   * down are lost: the subscriber re-reads what it needs).
   */
  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => this.reconnectHandlers.delete(handler);
  }

  /** Whether messages are arriving (SQLite: always once started; PostgreSQL: while the listening connection is up). */
  get listening(): boolean {
    if (this.stopped) return false;
    return this.database.engine === 'sqlite' || this.client !== undefined;
  }

  /** Starts listening; on PostgreSQL resolves once the first `LISTEN` is in place (or failed and a retry is set). */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.database.engine === 'sqlite') {
      this.unsubscribeLocal = this.database.writes.onMessage((m) => this.dispatch(m.channel, m.payload));
      return;
    }
    this.schema = this.database.schema ?? (await sql<{ s: string }>`select current_schema() as s`.execute(this.database.db)).rows[0]?.s;
    this.relayWrites();
    await this.connect(false);
  }

  /**
   * PostgreSQL, several instances: every commit that writes also notifies the other instances of its tables, which
   * hand them to their own write listeners as if the write were theirs, so their caches drop what it changed before
   * the writer's request is answered (a like on instance A shows in a read on B at once). Messages missed
   * while the listening connection was down are not replayed; the caches' time bound (10 s) covers them.
   */
  private relayWrites(): void {
    const writes = this.database.writes;
    const relay: WriteRelay = (list) =>
      CompiledQuery.raw(`select pg_notify($1, json_build_object('s', current_schema(), 'm', $2::json)::text)`, [
        PG_REALTIME_CHANNEL,
        writesMessage(this.instance, list),
      ]);
    writes.relay = relay;
    const off = this.subscribe(WRITES_CHANNEL, (payload) => {
      const message = readWrites(payload);
      if (message && message.instance !== this.instance && message.writes.length > 0) writes.notify(message.writes);
    });
    this.unsubscribeWrites = () => {
      off();
      if (writes.relay === relay) writes.relay = undefined;
    };
  }

  /** Stops listening and closes the listening connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribeLocal?.();
    this.unsubscribeWrites?.();
    this.unsubscribeWrites = undefined;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private dispatch(channel: string, payload: unknown): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.log.warn({ err: error, channel }, 'realtime handler failed');
      }
    }
  }

  private connect(reconnect: boolean): Promise<void> {
    this.connecting = (async () => {
      // Named, so an operator (or a test) can tell the listening connection apart in pg_stat_activity.
      const client = new pg.Client({ connectionString: this.database.url, application_name: `esdc-realtime:${this.schema ?? ''}`.slice(0, 63) });
      client.on('error', (error) => this.lost(client, error));
      client.on('end', () => this.lost(client, new Error('listening connection ended')));
      client.on('notification', (n) => {
        if (n.channel !== PG_REALTIME_CHANNEL || !n.payload) return;
        let message: { s?: string; m?: { c?: string; p?: unknown } };
        try {
          message = JSON.parse(n.payload) as typeof message;
        } catch {
          return;
        }
        if (message.s !== this.schema || typeof message.m?.c !== 'string') return;
        this.dispatch(message.m.c, message.m.p);
      });
      try {
        await client.connect();
        await client.query(`listen ${PG_REALTIME_CHANNEL}`);
      } catch (error) {
        await client.end().catch(() => undefined);
        this.scheduleRetry(error);
        return;
      }
      if (this.stopped) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      this.retryMs = RECONNECT_MIN_MS;
      if (reconnect) {
        this.log.info?.({}, 'realtime listening connection restored');
        for (const handler of this.reconnectHandlers) handler();
      }
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    this.scheduleRetry(error);
  }

  private scheduleRetry(error: unknown): void {
    if (this.stopped) return;
    this.log.warn({ err: error, retryMs: this.retryMs }, 'realtime listening connection failed; reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.stopped) void this.connect(true);
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(RECONNECT_MAX_MS, this.retryMs * 2);
  }
}
