import { CHAT_MESSAGES, CHAT_TYPING_TTL_MS } from '@esdc/core/chat';
import type { ChatMessage, ChatServerFrame } from '@esdc/core/chat-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { WriteObserver } from '../../db/write-observer.ts';
import type { RealtimeBus, RealtimeLog } from '../../platform/realtime/realtime-bus.ts';
import { CHAT_CHANNEL, type ChatBusMessage } from './chat-rows.ts';
import { findMessage, messagesAfter } from './message-service.ts';
import { mayEndSessions } from '../../platform/sessions.ts';

/** A member as presence and typing frames show them. */
interface ChatMember {
  id: number;
  name: string;
  username: string;
}

/** One authenticated socket, as the hub sees it. */
export interface ChatConnection {
  member: ChatMember;
  /** The session the socket authenticated with: when it is revoked (or the member suspended) the socket closes. */
  sid: string;
  send(frame: ChatServerFrame): void;
  /** Closes the socket (the hub has already forgotten it). */
  close(code: number, reason: string): void;
}

/** A connection's state in one room it joined. */
interface Joined {
  /** While the catch-up of a `join` with `after` is being sent, live frames wait here. */
  pending: ChatServerFrame[] | null;
  /** The highest message id sent by the catch-up: buffered `message` frames at or below it are duplicates. */
  caughtUpTo: number;
  /** When its last `typing` frame was passed on (ms), for the throttle. */
  lastTypingMs: number;
}

/** Messages read per query during a catch-up. */
const CATCH_UP_PAGE = 200;
/** A member's `typing` frames are passed on at most once per this many ms (the indicator lasts CHAT_TYPING_TTL_MS). */
const CHAT_TYPING_THROTTLE_MS = Math.floor(CHAT_TYPING_TTL_MS / 2);
/** Presence changes of a room within this many ms go out as one `presence` frame. */
const CHAT_PRESENCE_COALESCE_MS = 100;
/** Above this many sessions, liveness is checked in chunks. */
const IN_LIST_MAX = 1000;

/**
 * The chat sockets of this instance (docs/chat-socket.md): which connections joined which room, the fan-out of the
 * realtime bus's `chat` messages to them, the catch-up of a `join` with `after`, presence and typing. Every change
 * (posted, edited, deleted) arrives on the bus from whichever instance made it (LISTEN/NOTIFY on PostgreSQL); the
 * hub reads the row once per message and sends it to every connection in that room. Presence and typing stay on this
 * instance.
 */
export class ChatHub {
  private readonly rooms = new Map<number, Map<ChatConnection, Joined>>();
  private readonly connections = new Set<ChatConnection>();
  /** The highest message id delivered per room, for the catch-up after the bus's listening connection came back. */
  private readonly lastDelivered = new Map<number, number>();
  private readonly unsubscribe: (() => void)[] = [];
  private queue: Promise<void> = Promise.resolve();
  private checkScheduled = false;
  private readonly presenceTimers = new Map<number, NodeJS.Timeout>();

  constructor(private readonly options: { db: Kysely<DB>; bus: RealtimeBus; writes: WriteObserver; clock: () => Date; log: RealtimeLog }) {}

  /** Subscribes to the bus, to its reconnects and to session and member changes. */
  start(): void {
    this.unsubscribe.push(
      this.options.bus.subscribe(CHAT_CHANNEL, (payload) => void this.enqueue(() => this.handle(payload as ChatBusMessage))),
      // Messages published while the PostgreSQL listener was down are lost: send each room what it missed since.
      this.options.bus.onReconnect(() => void this.enqueue(() => this.catchUpRooms())),
      this.options.writes.subscribe((writes) => {
        if (mayEndSessions(writes)) this.scheduleSessionCheck();
      }),
    );
  }

  /** Closes every socket and stops listening. */
  async stop(): Promise<void> {
    for (const off of this.unsubscribe.splice(0)) off();
    for (const timer of this.presenceTimers.values()) clearTimeout(timer);
    this.presenceTimers.clear();
    for (const c of [...this.connections]) {
      this.remove(c);
      c.close(1001, 'Server shutting down');
    }
    await this.queue;
  }

  /** Connected sockets in all. */
  get size(): number {
    return this.connections.size;
  }

  /**
   * How many sockets a member has open on this instance.
   * @param userId the member's id
   */
  connectionsOf(userId: number): number {
    let count = 0;
    for (const c of this.connections) if (c.member.id === userId) count += 1;
    return count;
  }

  /** Adds an authenticated connection. */
  add(connection: ChatConnection): void {
    this.connections.add(connection);
  }

  /** Forgets a connection (closed): leaves its rooms, telling each room's presence. */
  remove(connection: ChatConnection): void {
    if (!this.connections.delete(connection)) return;
    for (const [roomId, members] of [...this.rooms]) {
      if (members.delete(connection)) this.roomChanged(roomId);
    }
  }

  /** Whether a connection joined a room. */
  joined(connection: ChatConnection, roomId: number): boolean {
    return this.rooms.get(roomId)?.has(connection) ?? false;
  }

  /**
   * Joins a room (the caller checked that the member may see it): presence goes to the room; with `after`, every
   * message after that id is sent first, in order, then the live ones that arrived meanwhile, with no gap and no
   * duplicate (live frames wait until the catch-up is sent; those it already covered are dropped).
   */
  async join(connection: ChatConnection, roomId: number, after: number | undefined): Promise<void> {
    let members = this.rooms.get(roomId);
    if (!members) this.rooms.set(roomId, (members = new Map()));
    const existing = members.get(connection);
    const state: Joined = { pending: after === undefined ? null : [], caughtUpTo: after ?? 0, lastTypingMs: existing?.lastTypingMs ?? 0 };
    members.set(connection, state);
    if (!existing) this.roomChanged(roomId);
    if (after === undefined) return;
    try {
      let from = after;
      for (;;) {
        const page = await messagesAfter(this.options.db, roomId, from, CATCH_UP_PAGE);
        for (const message of page) {
          if (members.get(connection) !== state) return;
          connection.send({ type: 'message', room_id: roomId, message });
          from = message.id;
        }
        if (page.length < CATCH_UP_PAGE) break;
      }
      state.caughtUpTo = from;
    } finally {
      const waiting = state.pending ?? [];
      state.pending = null;
      if (members.get(connection) === state) {
        for (const frame of waiting) {
          if (frame.type === 'message' && frame.message.id <= state.caughtUpTo) continue;
          connection.send(frame);
        }
      }
    }
  }

  /** Leaves a room; presence goes to those still in it. */
  leave(connection: ChatConnection, roomId: number): void {
    const members = this.rooms.get(roomId);
    if (members?.delete(connection)) this.roomChanged(roomId);
  }

  /**
   * Passes a member's typing on to the others in the room, at most once per {@link CHAT_TYPING_THROTTLE_MS}.
   * @param nowMs the time (ms)
   * @returns false when the connection has not joined the room
   */
  typing(connection: ChatConnection, roomId: number, nowMs: number): boolean {
    const state = this.rooms.get(roomId)?.get(connection);
    if (!state) return false;
    if (nowMs - state.lastTypingMs < CHAT_TYPING_THROTTLE_MS) return true;
    state.lastTypingMs = nowMs;
    const frame: ChatServerFrame = { type: 'typing', room_id: roomId, user: connection.member };
    for (const other of this.rooms.get(roomId)?.keys() ?? []) {
      if (other.member.id !== connection.member.id) other.send(frame);
    }
    return true;
  }

  /** Ends the connections whose session is no longer live; resolves when done. */
  checkSessions(): Promise<void> {
    return this.enqueue(() => this.endDeadSessions());
  }

  /** Runs jobs one after another, so rows are read and sent in the order their messages arrived. */
  private enqueue(job: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(job).catch((error: unknown) => this.options.log.warn({ err: error }, 'chat delivery failed'));
    return this.queue;
  }

  /** Sends a frame to every connection in a room (held back for those still catching up). */
  private broadcast(roomId: number, frame: ChatServerFrame): void {
    for (const [c, state] of this.rooms.get(roomId) ?? []) {
      if (state.pending) state.pending.push(frame);
      else c.send(frame);
    }
  }

  /**
   * Presence changed in a room: one `presence` frame goes to the room {@link CHAT_PRESENCE_COALESCE_MS} later, for
   * every join, leave and disconnect in between (a burst of 500 joins sends 500 lists to 500 sockets at most once per
   * window instead of once per join).
   */
  private roomChanged(roomId: number): void {
    const members = this.rooms.get(roomId);
    if (!members || members.size === 0) this.rooms.delete(roomId);
    if (this.presenceTimers.has(roomId)) return;
    const timer = setTimeout(() => {
      this.presenceTimers.delete(roomId);
      this.sendPresence(roomId);
    }, CHAT_PRESENCE_COALESCE_MS);
    timer.unref();
    this.presenceTimers.set(roomId, timer);
  }

  /** Presence: the members connected in the room now, each once, to everyone in it. */
  private sendPresence(roomId: number): void {
    const members = this.rooms.get(roomId);
    if (!members || members.size === 0) return;
    const present = new Map<number, ChatMember>();
    for (const c of members.keys()) present.set(c.member.id, c.member);
    const frame: ChatServerFrame = { type: 'presence', room_id: roomId, members: [...present.values()].sort((a, b) => a.id - b.id) };
    for (const c of members.keys()) c.send(frame);
  }

  private async handle(message: ChatBusMessage): Promise<void> {
    if (!this.rooms.has(message.room_id)) return;
    if (message.kind === 'deleted') {
      this.broadcast(message.room_id, { type: 'message_deleted', room_id: message.room_id, id: message.id });
      return;
    }
    const found = await findMessage(this.options.db, message.id);
    if (!found) return;
    if (message.kind === 'posted') this.deliver(found);
    else this.broadcast(message.room_id, { type: 'message_edited', room_id: message.room_id, id: found.id, message: found });
  }

  private deliver(message: ChatMessage): void {
    this.broadcast(message.room_id, { type: 'message', room_id: message.room_id, message });
    if (message.id > (this.lastDelivered.get(message.room_id) ?? 0)) this.lastDelivered.set(message.room_id, message.id);
  }

  /** After a reconnect of the bus: every message of a joined room after the last one delivered. */
  private async catchUpRooms(): Promise<void> {
    for (const roomId of [...this.rooms.keys()]) {
      let from = this.lastDelivered.get(roomId);
      if (from === undefined) continue;
      for (;;) {
        const page = await messagesAfter(this.options.db, roomId, from, CATCH_UP_PAGE);
        for (const m of page) this.deliver(m);
        if (page.length < CATCH_UP_PAGE) break;
        from = page[page.length - 1]!.id;
      }
    }
  }

  private scheduleSessionCheck(): void {
    if (this.checkScheduled || this.connections.size === 0) return;
    this.checkScheduled = true;
    void this.enqueue(async () => {
      this.checkScheduled = false;
      await this.endDeadSessions();
    });
  }

  private async endDeadSessions(): Promise<void> {
    // Only the connections present now are judged: one added while the query runs was verified just before.
    const checked = [...this.connections];
    const sids = [...new Set(checked.map((c) => c.sid))];
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
        .where('users.status', '=', 'active')
        .execute();
      for (const r of rows) live.add(r.id);
    }
    for (const c of checked) {
      if (live.has(c.sid) || !this.connections.has(c)) continue;
      this.remove(c);
      c.send({ type: 'error', message: CHAT_MESSAGES.authFailed });
      c.close(4401, CHAT_MESSAGES.authFailed);
    }
  }
}
