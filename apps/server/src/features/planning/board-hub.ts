import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { TableWrite, WriteObserver } from '../../db/write-observer.ts';
import type { RealtimeBus, RealtimeLog } from '../../platform/realtime/realtime-bus.ts';
import { mayEndSessions } from '../../platform/sessions.ts';
import { accessOf, type Viewer } from './board-access.ts';
import { PLANNING_CHANNEL, type PlanningMessage } from './planning-realtime.ts';

/**
 * Whether committed writes may take a board away from someone watching it: a team's or a project's membership, a
 * board's members, a member's role, a team or project deleted.
 */
function mayEndAccess(writes: readonly TableWrite[]): boolean {
  return writes.some(
    (w) =>
      ['team_members', 'project_contributors', 'board_members', 'teams', 'projects', 'boards'].includes(w.table) ||
      (w.table === 'users' && (w.columns === null || w.columns.has('role'))),
  );
}

/** Open board streams one member may hold at once (tabs); one more answers 429. */
export const BOARD_STREAMS_PER_MEMBER = 20;

/** One open board stream (a tab showing a board): whose it is, under which session, and how to talk to it. */
export interface BoardStream {
  boardId: number;
  viewer: Viewer;
  /** The session the stream was opened with: when it is revoked (or the member suspended) the stream ends. */
  sid: string;
  sendTask(data: { task_id: number; deleted: boolean }): void;
  sendBoard(): void;
  /** Ends the stream (the hub has already forgotten it). */
  end(): void;
}

/**
 * The open board streams of this instance (docs/requirements.md §2 Planning, Live): it listens on the realtime bus's
 * 'planning' channel and forwards each change to the streams of its board, as `task` (`{ task_id, deleted }`) or
 * `board` (`{}`). After a board change it ends the streams of viewers who may no longer see the board (deleted,
 * or removed from its members); after commits that touch sessions, members, roles, teams' or projects' people, and at
 * every heartbeat (which also covers changes made on other instances), it ends the streams whose session is no
 * longer live (signed out, expired, suspended) or whose viewer may no longer see the board.
 */
export class BoardHub {
  private readonly byBoard = new Map<number, Set<BoardStream>>();
  private readonly perMember = new Map<number, number>();
  private readonly unsubscribe: (() => void)[] = [];
  private queue: Promise<void> = Promise.resolve();
  private checkScheduled = false;

  constructor(private readonly options: { db: Kysely<DB>; bus: RealtimeBus; writes: WriteObserver; clock: () => Date; log: RealtimeLog }) {}

  /** Subscribes to the bus; after a reconnect of the PostgreSQL listener every stream is told to reread its board. */
  start(): void {
    this.unsubscribe.push(
      this.options.bus.subscribe(PLANNING_CHANNEL, (payload) => this.handle(payload as PlanningMessage)),
      this.options.bus.onReconnect(() => {
        for (const set of this.byBoard.values()) for (const s of set) s.sendBoard();
      }),
      this.options.writes.subscribe((writes) => {
        if (mayEndSessions(writes) || mayEndAccess(writes)) this.scheduleSessionCheck();
      }),
    );
  }

  /** Ends every stream and stops listening. */
  async stop(): Promise<void> {
    for (const off of this.unsubscribe.splice(0)) off();
    for (const set of this.byBoard.values()) for (const s of set) s.end();
    this.byBoard.clear();
    this.perMember.clear();
    await this.queue;
  }

  /** Open streams in all. */
  get size(): number {
    let n = 0;
    for (const set of this.byBoard.values()) n += set.size;
    return n;
  }

  /**
   * Adds a stream, unless its member already holds {@link BOARD_STREAMS_PER_MEMBER}.
   * @returns false when refused (the route answers 429)
   */
  add(stream: BoardStream): boolean {
    const held = this.perMember.get(stream.viewer.id) ?? 0;
    if (held >= BOARD_STREAMS_PER_MEMBER) return false;
    let set = this.byBoard.get(stream.boardId);
    if (!set) this.byBoard.set(stream.boardId, (set = new Set()));
    set.add(stream);
    this.perMember.set(stream.viewer.id, held + 1);
    return true;
  }

  /** Forgets a stream (closed by the client or ended). */
  remove(stream: BoardStream): void {
    const set = this.byBoard.get(stream.boardId);
    if (!set?.delete(stream)) return;
    if (set.size === 0) this.byBoard.delete(stream.boardId);
    const held = (this.perMember.get(stream.viewer.id) ?? 1) - 1;
    if (held <= 0) this.perMember.delete(stream.viewer.id);
    else this.perMember.set(stream.viewer.id, held);
  }

  /**
   * Ends the streams whose session is no longer live, then those whose viewer may no longer see their board (removed
   * from its team or project on any instance, demoted); resolves when done. Run at every heartbeat.
   */
  checkSessions(): Promise<void> {
    return this.enqueue(() => this.endDeadStreams());
  }

  private scheduleSessionCheck(): void {
    if (this.checkScheduled || this.byBoard.size === 0) return;
    this.checkScheduled = true;
    void this.enqueue(async () => {
      this.checkScheduled = false;
      await this.endDeadStreams();
    });
  }

  private async endDeadStreams(): Promise<void> {
    await this.endDeadSessions();
    for (const boardId of [...this.byBoard.keys()]) await this.endLostViewers(boardId);
  }

  private enqueue(job: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(job).catch((error: unknown) => this.options.log.warn({ err: error }, 'board stream check failed'));
    return this.queue;
  }

  private handle(message: PlanningMessage): void {
    const set = this.byBoard.get(message.board_id);
    if (!set || set.size === 0) return;
    if (message.kind === 'task' || message.kind === 'task-deleted') {
      if (message.task_id === null) return;
      for (const s of set) s.sendTask({ task_id: message.task_id, deleted: message.kind === 'task-deleted' });
      return;
    }
    for (const s of set) s.sendBoard();
    void this.enqueue(() => this.endLostViewers(message.board_id));
  }

  /** Ends the streams of a board whose viewers may no longer see it (it was deleted, or they were removed). */
  private async endLostViewers(boardId: number): Promise<void> {
    const set = this.byBoard.get(boardId);
    if (!set) return;
    const board = await this.options.db.selectFrom('boards').selectAll().where('id', '=', boardId).executeTakeFirst();
    // Each viewer as they are now (a demoted admin no longer sees every board).
    const ids = [...new Set([...set].map((s) => s.viewer.id))];
    const people = board && ids.length > 0 ? await this.options.db.selectFrom('users').select(['id', 'role', 'status']).where('id', 'in', ids).execute() : [];
    const now = new Map(people.map((p) => [p.id, p]));
    for (const s of [...set]) {
      const viewer = now.get(s.viewer.id);
      if (board && viewer && (await accessOf(this.options.db, board, viewer))) continue;
      this.remove(s);
      s.end();
    }
  }

  private async endDeadSessions(): Promise<void> {
    const streams = [...this.byBoard.values()].flatMap((set) => [...set]);
    const sids = [...new Set(streams.map((s) => s.sid))];
    if (sids.length === 0) return;
    const nowIso = this.options.clock().toISOString();
    const live = new Set<string>();
    for (let i = 0; i < sids.length; i += 1000) {
      const rows = await this.options.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('sessions.id')
        .where('sessions.id', 'in', sids.slice(i, i + 1000))
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', nowIso)
        .where('users.status', 'in', ['active', 'pending'])
        .execute();
      for (const r of rows) live.add(r.id);
    }
    for (const s of streams) {
      if (live.has(s.sid)) continue;
      this.remove(s);
      s.end();
    }
  }
}
