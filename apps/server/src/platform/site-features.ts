import { defaultFeatureSettings, FEATURE_KEYS, featureOffMessage, type FeatureKey, type FeatureSettings } from '@esdc/core/features';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/db.ts';
import { AppError } from '../lib/app-error.ts';
import type { RealtimeBus } from './realtime/realtime-bus.ts';

/**
 * The realtime channel a change of a site-wide switch is announced on (docs/decisions/012): every instance drops its
 * copy of the switches when it arrives.
 */
export const SITE_FEATURES_CHANNEL = 'site-features';

/** Longest an instance keeps its copy without hearing of a change, in ms: a bound for a message lost while its listening connection was down. */
const MAX_AGE_MS = 30_000;

/**
 * Reads the club's site-wide switches (SPEC §3 Feature settings): a switch without a row in `site_features` is on.
 * @param db the database or a transaction
 * @returns every switch
 */
export async function readSiteFeatures(db: Db): Promise<FeatureSettings> {
  const rows = await db.selectFrom('site_features').select(['key', 'enabled']).execute();
  const settings = defaultFeatureSettings();
  for (const row of rows) if ((FEATURE_KEYS as readonly string[]).includes(row.key)) settings[row.key as FeatureKey] = Number(row.enabled) === 1;
  return settings;
}

/**
 * One instance's copy of the club's site-wide switches (SPEC §3 Feature settings; docs/architecture.md, Feature
 * switches): read from the database on the first request after a change, then served from memory. A change is
 * announced on {@link SITE_FEATURES_CHANNEL} by the transaction that makes it, so every instance drops its copy when
 * that commits (PostgreSQL NOTIFY; in process on SQLite); the copy is also dropped when the listening connection comes
 * back (messages may have been lost) and after {@link MAX_AGE_MS} at most.
 */
export class SiteFeatureSwitches {
  private cached: { settings: Promise<FeatureSettings>; at: number } | undefined;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Follows the announcements of changes on the realtime bus.
   * @returns a function that stops following
   */
  follow(realtime: RealtimeBus): () => void {
    const offMessage = realtime.subscribe(SITE_FEATURES_CHANNEL, () => this.invalidate());
    const offReconnect = realtime.onReconnect(() => this.invalidate());
    return () => {
      offMessage();
      offReconnect();
    };
  }

  /**
   * The switches in force on this instance.
   * @returns every switch (a read of the database at most once per change or {@link MAX_AGE_MS})
   */
  current(): Promise<FeatureSettings> {
    const now = this.now();
    if (this.cached && now - this.cached.at < MAX_AGE_MS) return this.cached.settings;
    // Shared by the requests that come while it is read; a change announced meanwhile drops it (invalidate), and a
    // failed read is not kept.
    const settings = readSiteFeatures(this.db);
    const entry = { settings, at: now };
    this.cached = entry;
    settings.catch(() => {
      if (this.cached === entry) this.cached = undefined;
    });
    return settings;
  }

  /** Drops the copy (a change was announced): the next request reads the switches again. */
  invalidate(): void {
    this.generation += 1;
    this.cached = undefined;
  }

  /** A number that changes with every announced change here: the server-rendered pages are cached under it. */
  version(): number {
    return this.generation;
  }
}

/**
 * The gate of a feature's API (SPEC §3 Feature settings): an `onRequest` hook that answers 404 `FEATURE_DISABLED`
 * ('<Label> is switched off') while every one of `keys` is off for the club. Its admin routes (`/api/admin/…`) stay
 * open, so admins can still look after the content of a feature that is off.
 * @param switches the instance's switches
 * @param keys the feature's switches (a feature serving two switches stays on while either is on); the first names
 *   the feature in the message
 */
export function featureGate(switches: SiteFeatureSwitches, keys: readonly [FeatureKey, ...FeatureKey[]]): onRequestAsyncHookHandler {
  return async (request) => {
    if (request.routeOptions.url?.startsWith('/api/admin/')) return;
    const settings = await switches.current();
    if (keys.some((key) => settings[key])) return;
    throw new AppError(404, 'FEATURE_DISABLED', featureOffMessage(keys[0]));
  };
}

/**
 * The items (search sources) of features that are on for the club (SPEC §3 Feature settings): an item without
 * switches always, else while one of its switches is on.
 * @param items the items, each with its feature's switches
 * @param settings the club's switches ({@link SiteFeatureSwitches.current})
 */
export function inForce<T extends { switches?: readonly FeatureKey[] | undefined }>(items: readonly T[], settings: FeatureSettings): T[] {
  return items.filter((item) => !item.switches?.length || item.switches.some((key) => settings[key]));
}
