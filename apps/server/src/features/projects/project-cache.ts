import { createHash } from 'node:crypto';

/** A cached public response: its JSON body and a strong ETag. */
export interface CachedEntry {
  body: string;
  etag: string;
  at: number;
}

/**
 * In-process cache of public project reads (issue "Walking skeleton" §7). Any project write drops
 * every entry; entries also expire after `ttlMs` so other instances' writes show up.
 */
export class ProjectCache {
  private entries = new Map<string, CachedEntry>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 500,
  ) {}

  /** Returns a fresh entry or undefined. */
  get(key: string, nowMs: number): CachedEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (nowMs - entry.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Stores a body under a key; returns the entry with its ETag. */
  set(key: string, body: string, nowMs: number): CachedEntry {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { body, etag, at: nowMs };
    this.entries.set(key, entry);
    return entry;
  }

  /** Drops everything (call after any project, tag or technology write). */
  invalidate(): void {
    this.entries.clear();
  }
}
