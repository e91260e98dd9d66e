import type { Metrics } from './platform/metrics.ts';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { DB } from './db/schema.ts';
import type { Clock } from './lib/clock.ts';
import type { LimiterFactory } from './plugins/rate-limiters.ts';
import type { AccountDataRegistry } from './platform/account-data/registry.ts';
import type { SearchSource } from './platform/search-source.ts';
import type { LanguageModel } from './platform/language-model.ts';
import type { MediaStorage } from './platform/media-storage.ts';
import type { RealtimeBus } from './platform/realtime/realtime-bus.ts';
import type { ResponseCache } from './platform/response-cache.ts';
import type { SiteFeatureSwitches } from './platform/site-features.ts';

/**
 * What every feature's routes receive: configuration, database, clock, the project cache, the media storage, the
 * realtime bus, the features' parts of a member's data, their search sources, the rate-limit counters and the optional
 * language model.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  clock: Clock;
  /**
   * The cache of public project reads: app.ts builds it as the projects feature's `ProjectCache`, which drops itself on
   * the writes that change a project read. Typed here by its shared base class, as this file imports no feature.
   */
  projectCache: ResponseCache;
  /** Where uploaded images are stored: `<DATA_DIR>/uploads`, or the S3 bucket (docs/decisions/008-image-uploads.md). */
  media: MediaStorage;
  /** Realtime messages published by committed transactions, from every instance (docs/decisions/012). */
  realtime: RealtimeBus;
  /**
   * The club's site-wide feature switches as this instance holds them (SPEC §3 Feature settings): the gate of every
   * switched feature's routes reads them per request; whoever changes one drops the copy (every instance hears of it
   * on the realtime bus).
   */
  siteFeatures: SiteFeatureSwitches;
  /** Every feature's part of a member's data: the export's sections and the erasers a deletion runs (SPEC §2 Your data). */
  accountData: AccountDataRegistry;
  /** One site-search source per result type, from the features' manifests (SPEC §2 Search). */
  searchSources: readonly SearchSource[];
  /**
   * The language model that phrases the chatbot's grounded replies, when `LLM_BASE_URL` and `LLM_MODEL` are set
   * (SPEC §7 Chatbot; docs/decisions/022-chatbot-grounded-answers.md); without it the grounded replies are sent as they are.
   */
  languageModel?: LanguageModel | undefined;
  /** Makes a named rate-limit counter, in Redis when REDIS_URL is set so every instance shares it (DESIGN Scaling out). */
  makeLimiter: LimiterFactory;
  /**
   * How far the database is migrated against this build: migrations applied, and this build's not applied yet (the
   * readiness check, `GET /api/ready`; db/migrate.ts, which features may not import).
   * @throws the database's error when it cannot be read
   */
  migrationState: () => Promise<{ applied: number; pending: number }>;
  /** The app's metrics (`/metrics`): features report their live connections through `trackConnections`. */
  metrics: Metrics;
}
