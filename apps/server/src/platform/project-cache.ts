import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import type { TableWrite, WriteObserver } from '../db/write-observer.ts';

/** A cached public response: its JSON body and a strong ETag. */
export interface CachedEntry {
  body: string;
  etag: string;
  /** When it was stored, in ms since the epoch. */
  at: number;
  /** The data version it was read under ({@link ProjectCache.version}); it is served only while that is current. */
  version: string;
}

/**
 * What a project read shows, by table: `null` for every column, else the columns that matter. A user's points,
 * bio or last activity never show on a project; a project's `views` counter may lag by up to the cache's `ttlMs`
 * (a view is counted on every open, and dropping the cache on each would leave nothing cached).
 */
const PROJECT_READ_SOURCES: ReadonlyMap<string, ReadonlySet<string> | null> = new Map(
  Object.entries({
    projects: null,
    project_technologies: null,
    project_tags: null,
    project_contributors: null,
    project_likes: null,
    project_images: null,
    images: null,
    tags: null,
    technologies: null,
    users: new Set(['name', 'username', 'email', 'avatar_url', 'github_username', 'role']),
  }),
);
/** `projects` columns whose change alone does not drop the cache. */
const LAGGING_PROJECT_COLUMNS = new Set(['views']);

/**
 * Whether a committed write can change what a project read returns (docs/architecture.md Caching).
 * @param write one table write reported by the database's {@link WriteObserver}
 */
export function changesProjectReads(write: TableWrite): boolean {
  const shown = PROJECT_READ_SOURCES.get(write.table);
  if (shown === undefined) return false;
  if (write.columns === null) return true;
  const columns = [...write.columns];
  if (write.table === 'projects') return columns.some((c) => !LAGGING_PROJECT_COLUMNS.has(c));
  return shown === null || columns.some((c) => shown.has(c));
}

/**
 * In-process cache of public project reads (docs/architecture.md Caching), and the data version that anything else
 * derived from project data (the server-rendered /projects, plugins/page-renderer.ts) is cached under.
 *
 * The version changes on every committed write here that can change a project read ({@link follow}: a project,
 * its uploaded images, its tags, technologies, contributors or likes, or how a member shows on a card) and at every `ttlMs` boundary of the clock,
 * so other instances' writes show up within `ttlMs`. An entry is fresh while the version it was read under is
 * current; every entry of one version expires at the same moment, so a page built from cached reads is never
 * older than `ttlMs` either.
 */
export class ProjectCache {
  /** Entries by key; freshness is the entry's version, the bound (least recently used first out) is the LRU's. */
  private readonly entries: LRUCache<string, CachedEntry>;
  /** Bumped by every {@link invalidate}. */
  private generation = 0;
  /**
   * Per key, the generation at its earliest miss not yet followed by a {@link set}: a read that started before a
   * write is then stored as already stale. (With two concurrent misses around a write, the later read may store
   * first and the earlier, stale one after it, as before; the `ttlMs` bound still holds.)
   */
  private readonly missedAt: LRUCache<string, number>;

  /**
   * @param ttlMs longest an entry stays fresh without a write here, in ms (writes on other instances show within it)
   * @param maxEntries entries kept at most (the least recently used goes first)
   */
  constructor(
    private readonly ttlMs = 10_000,
    maxEntries = 500,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
    this.missedAt = new LRUCache({ max: maxEntries });
  }

  /**
   * The current data version: equal for two calls exactly when no project write happened here in between and no
   * `ttlMs` boundary passed. Cache anything derived from project data under it, and serve it only while it holds.
   * @param nowMs the time, in ms since the epoch
   */
  version(nowMs: number): string {
    return this.versionOf(this.generation, nowMs);
  }

  private versionOf(generation: number, nowMs: number): string {
    return `${generation}.${Math.floor(nowMs / this.ttlMs)}`;
  }

  /** Returns a fresh entry or undefined (a miss: read the data, then {@link set} it). */
  get(key: string, nowMs: number): CachedEntry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.version === this.version(nowMs)) return entry;
    if (entry) this.entries.delete(key);
    if (!this.missedAt.has(key)) this.missedAt.set(key, this.generation);
    return undefined;
  }

  /**
   * Stores a body under a key; returns the entry with its ETag. When a write happened since the key's miss
   * ({@link get}), the body may predate it: the entry is then stored under the old version and never served.
   */
  set(key: string, body: string, nowMs: number): CachedEntry {
    const generation = this.missedAt.get(key) ?? this.generation;
    this.missedAt.delete(key);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { body, etag, at: nowMs, version: this.versionOf(generation, nowMs) };
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Drops the cache whenever the database commits a write that {@link changesProjectReads}; routes never call
   * {@link invalidate} by hand.
   * @param writes the database's write observer
   * @returns a function that stops following
   */
  follow(writes: WriteObserver): () => void {
    return writes.subscribe((list) => {
      if (list.some(changesProjectReads)) this.invalidate();
    });
  }

  /** Drops everything and moves to a new data version. */
  invalidate(): void {
    this.entries.clear();
    this.generation += 1;
  }
}
