import { NOTIFICATION_STREAMS_PER_MEMBER, type Notification } from '@esdc/core/notification';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { WriteObserver } from '../../db/write-observer.ts';
import type { RealtimeBus, RealtimeLog } from '../realtime/realtime-bus.ts';
import { NOTIFICATIONS_CHANNEL, type NotificationsMessage } from './notify.ts';
import { NOTIFICATION_COLUMNS, toNotification } from './notification-rows.ts';
import { mayEndSessions } from '../sessions.ts';

/** One open stream (a tab): whose it is, under which session, and how to talk to it. */
export interface StreamConnection {
  userId: number;
  /** The session the stream was opened with: when it is revoked (or the member suspended) the stream ends. */
  sid: string;
  sendNotification(notification: Notification): void;
  sendUnread(unreadCount: number): void;
  /** Ends the stream (the hub has already forgotten it). */
  end(): void;
}

/** Ids recently delivered, so a notification reached through two overlapping id ranges is sent once. */
const RECENT_IDS_MAX = 50_000;
/** Above this many connected members, a range is read whole and filtered in memory rather than by an `in` list. */
const IN_LIST_MAX = 1000;

/**
 * The open notification streams of this instance (SPEC §2 Notifications, live delivery; docs/decisions/012). It
 * listens on the realtime bus: for `created` it reads the new rows of its connected members in one query and their
 * unread counts in another, and sends each stream its member's notifications and count; for `unread` it sends the
 * member's new count. It also ends the streams whose session is no longer live (revoked, expired, member suspended
 * or deactivated), checked after commits that touch sessions or members and at every heartbeat.
 */
export class NotificationHub {
  private readonly byUser = new Map<number, Set<StreamConnection>>();
  private readonly recent = new Set<number>();
  private readonly unsubscribe: (() => void)[] = [];
  private queue: Promise<void> = Promise.resolve();
  private checkScheduled = false;

  constructor(private readonly options: { db: Kysely<DB>; bus: RealtimeBus; writes: WriteObserver; clock: () => Date; log: RealtimeLog }) {}

  /** Subscribes to the bus and to session and member changes. */
  start(): void {
    this.unsubscribe.push(
      this.options.bus.subscribe(NOTIFICATIONS_CHANNEL, (payload) => this.enqueue(() => this.handle(payload as NotificationsMessage))),
      // After a reconnect of the PostgreSQL listener, messages may have been missed: send each member their count.
      this.options.bus.onReconnect(() => this.enqueue(() => this.sendCounts([...this.byUser.keys()]))),
      this.options.writes.subscribe((writes) => {
        if (mayEndSessions(writes)) this.scheduleSessionCheck();
      }),
    );
  }

  /** Ends every stream and stops listening. */
  async stop(): Promise<void> {
    for (const off of this.unsubscribe.splice(0)) off();
    for (const set of this.byUser.values()) for (const c of set) c.end();
    this.byUser.clear();
    await this.queue;
  }

  /** Open streams in all. */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /**
   * Adds a stream, unless its member already holds {@link NOTIFICATION_STREAMS_PER_MEMBER}.
   * @returns false when refused (the route answers 429)
   */
  add(connection: StreamConnection): boolean {
    let set = this.byUser.get(connection.userId);
    if (!set) this.byUser.set(connection.userId, (set = new Set()));
    if (set.size >= NOTIFICATION_STREAMS_PER_MEMBER) return false;
    set.add(connection);
    return true;
  }

  /** Forgets a stream (closed by the client). */
  remove(connection: StreamConnection): void {
    const set = this.byUser.get(connection.userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byUser.delete(connection.userId);
  }

  /** Ends the streams whose session is no longer live; resolves when done. */
  checkSessions(): Promise<void> {
    return this.enqueue(() => this.endDeadSessions());
  }

  /** Runs jobs one after another (rows are read and sent in the order messages arrived). */
  private enqueue(job: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(job).catch((error: unknown) => this.options.log.warn({ err: error }, 'notification stream delivery failed'));
    return this.queue;
  }

  private scheduleSessionCheck(): void {
    if (this.checkScheduled || this.byUser.size === 0) return;
    this.checkScheduled = true;
    void this.enqueue(async () => {
      this.checkScheduled = false;
      await this.endDeadSessions();
    });
  }

  private async handle(message: NotificationsMessage): Promise<void> {
    if (this.byUser.size === 0) return;
    if (message.kind === 'unread') {
      if (this.byUser.has(message.user_id)) await this.sendCounts([message.user_id]);
      return;
    }
    const users = [...this.byUser.keys()];
    let query = this.options.db.selectFrom('notifications').select(NOTIFICATION_COLUMNS).where('id', '>=', message.from).where('id', '<=', message.to);
    if (users.length <= IN_LIST_MAX) query = query.where('user_id', 'in', users);
    const rows = (await query.orderBy('id').execute()).filter((r) => this.byUser.has(r.user_id) && !this.recent.has(r.id));
    if (rows.length === 0) return;
    const reached = new Set<number>();
    for (const row of rows) {
      this.remember(row.id);
      reached.add(row.user_id);
      const notification = toNotification(row);
      for (const c of this.byUser.get(row.user_id) ?? []) c.sendNotification(notification);
    }
    await this.sendCounts([...reached]);
  }

  private remember(id: number): void {
    this.recent.add(id);
    if (this.recent.size > RECENT_IDS_MAX) this.recent.delete(this.recent.values().next().value!);
  }

  private async sendCounts(userIds: number[]): Promise<void> {
    for (let i = 0; i < userIds.length; i += IN_LIST_MAX) {
      const chunk = userIds.slice(i, i + IN_LIST_MAX);
      const counts = await this.options.db
        .selectFrom('notifications')
        .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_id', 'in', chunk)
        .where('read_at', 'is', null)
        .groupBy('user_id')
        .execute();
      const byUser = new Map(counts.map((c) => [c.user_id, Number(c.n)]));
      for (const id of chunk) for (const c of this.byUser.get(id) ?? []) c.sendUnread(byUser.get(id) ?? 0);
    }
  }

  private async endDeadSessions(): Promise<void> {
    const sids = [...new Set([...this.byUser.values()].flatMap((set) => [...set].map((c) => c.sid)))];
    if (sids.length === 0) return;
    const nowIso = this.options.clock().toISOString();
    const live = new Set<string>();
    for (let i = 0; i < sids.length; i += IN_LIST_MAX) {
      const rows = await this.options.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('sessions.id')
        .where('sessions.id', 'in', sids.slice(i, i + IN_LIST_MAX))
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', nowIso)
        .where('users.status', 'in', ['active', 'pending'])
        .execute();
      for (const r of rows) live.add(r.id);
    }
    for (const set of [...this.byUser.values()]) {
      for (const c of [...set]) {
        if (live.has(c.sid)) continue;
        this.remove(c);
        c.end();
      }
    }
  }
}
