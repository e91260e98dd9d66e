import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import type { TableWrite, WriteObserver } from '../db/write-observer.ts';

/*
 * A versioned in-process cache of public JSON answers (docs/architecture.md Caching): each feature that caches its
 * public reads (projects, products, blog, courses, the club page) and the rendered pages' data version
 * (plugins/page-renderer.ts) build on it, each with its own rule for which committed writes drop it.
 */

/** A cached public response: its JSON body and a strong ETag. */
export interface CachedEntry {
  body: string;
  etag: string;
  /** When it was stored, in ms since the epoch. */
  at: number;
  /** The data version it was read under ({@link ResponseCache.version}); it is served only while that is current. */
  version: string;
}

/**
 * In-process cache of public reads (docs/architecture.md Caching), and the data version that anything else derived
 * from the same data is cached under.
 *
 * The version changes on every committed write here that the cache depends on ({@link follow}, with the rule given
 * to the constructor) or on every {@link invalidate}, and at every `ttlMs` boundary of the clock, so other instances'
 * writes show up within `ttlMs`. An entry is fresh while the version it was read under is current; every entry of one
 * version expires at the same moment, so a page built from cached reads is never older than `ttlMs` either.
 */
export class ResponseCache {
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
   * @param dependsOn whether a committed write can change what is cached, for {@link follow}; without it, every
   *   write does
   */
  constructor(
    private readonly ttlMs = 10_000,
    maxEntries = 500,
    private readonly dependsOn: (write: TableWrite) => boolean = () => true,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
    this.missedAt = new LRUCache({ max: maxEntries });
  }

  /**
   * The current data version: equal for two calls exactly when no write it depends on happened here in between and
   * no `ttlMs` boundary passed. Cache anything derived from the same data under it, and serve it only while it holds.
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
   * Drops the cache whenever the database commits a write it depends on (the constructor's `dependsOn`); routes never
   * call {@link invalidate} by hand.
   * @param writes the database's write observer
   * @returns a function that stops following
   */
  follow(writes: WriteObserver): () => void {
    return writes.subscribe((list) => {
      if (list.some((write) => this.dependsOn(write))) this.invalidate();
    });
  }

  /** Drops everything and moves to a new data version. */
  invalidate(): void {
    this.entries.clear();
    this.generation += 1;
  }
}
