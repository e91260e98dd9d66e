import type { TableWrite, WriteObserver } from '../../db/write-observer.ts';
import { ResponseCache } from '../../platform/response-cache.ts';

/*
 * In-process cache of the public catalogue reads (benchmarks: `GET /api/products` held to the project list's
 * bar), the same mechanism as the project cache (docs/architecture.md Caching): a versioned LRU of JSON bodies with
 * ETags, dropped on every committed write that can change a product read and at every 10 s boundary (so other
 * instances' writes show within 10 s). Only answers that are the same for every viewer are cached: those of
 * visitors and of members who see no hidden listing.
 */

/** What a catalogue read shows, by table: `null` for every column, else the columns that matter. */
const PRODUCT_READ_SOURCES: ReadonlyMap<string, ReadonlySet<string> | null> = new Map(
  Object.entries({
    products: null,
    product_images: null,
    product_features: null,
    product_specs: null,
    product_related: null,
    product_reviews: null,
    coupons: null,
    coupon_products: null,
    images: null,
    users: new Set(['name', 'username', 'avatar_url', 'github_username', 'deleted_at']),
  }),
);

/**
 * Whether a committed write can change what a catalogue read returns.
 * @param write one table write reported by the database's {@link WriteObserver}
 */
export function changesProductReads(write: TableWrite): boolean {
  const shown = PRODUCT_READ_SOURCES.get(write.table);
  if (shown === undefined) return false;
  if (shown === null || write.columns === null) return true;
  return [...write.columns].some((c) => shown.has(c));
}

/**
 * A catalogue cache that follows the database's writes.
 * @param writes the database's write observer
 * @returns the cache and a function that stops following
 */
export function createProductCache(writes: WriteObserver): { cache: ResponseCache; stop: () => void } {
  const cache = new ResponseCache(10_000, 500);
  const stop = writes.subscribe((list) => {
    if (list.some(changesProductReads)) cache.invalidate();
  });
  return { cache, stop };
}
