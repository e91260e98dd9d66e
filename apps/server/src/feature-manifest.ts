import type { FeatureKey } from '@esdc/core/features';
import type { Action } from '@esdc/core/permissions';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { AppContext } from './app-context.ts';
import type { Engine } from './db/client.ts';
import type { DB } from './db/schema.ts';
import type { TableWrite } from './db/write-observer.ts';
import type { AccountDataPart } from './platform/account-data/registry.ts';
import type { PageCheck } from './platform/page-checks.ts';
import type { SearchSource } from './platform/search-source.ts';

/**
 * What one server feature brings to the app (docs/contributing.md, "Adding a feature"): the app loops over the
 * feature list (feature-list.ts) and wires each part, so adding a feature touches its own folder and one line there.
 * features.test.ts checks the parts against the rest of the app: every `:param` page of core's route table has an
 * existence check, every table about a member is exported, every permission action has one owner.
 */
export interface FeatureManifest {
  /** The feature's folder name under `features/`. */
  name: string;
  /**
   * Registers its API routes (each with request and response schemas; the authorization matrix test fails on a route
   * it has no case for).
   */
  routes?: (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;
  /**
   * The site-wide switch its routes belong to (SPEC §3 Feature settings): while an admin has it off, every route it
   * registers except its admin routes (`/api/admin/…`) answers 404 `FEATURE_DISABLED` (platform/site-features.ts). Two
   * switches: the routes stay on while either is on (the product catalogue serves both the shop and the products
   * listing). Absent: the feature has no switch.
   */
  switch?: FeatureKey | readonly [FeatureKey, ...FeatureKey[]];
  /**
   * The existence check of every page with `:name` segments it owns, by route path (core's route table): a missing
   * thing answers 404 with the app's not-found page.
   */
  pages?: Readonly<Record<string, PageCheck>>;
  /** Its sections of a member's export and its part of an account deletion (SPEC §2 Your data). */
  accountData?: AccountDataPart;
  /** Its kind of site-search result: who may see which rows, and how a row reads as a result (SPEC §2 Search). */
  search?: SearchSource;
  /** The permission actions of core's `can()` it owns. */
  permissions?: readonly Action[];
  /**
   * Whether a committed write changes one of its server-rendered pages (the renderer drops the pages it keeps in
   * memory then).
   * @param write one table write of a committed transaction
   */
  changesPages?: (write: TableWrite) => boolean;
  /**
   * The migrations that change only its own tables, by name (`NNN-name`: one numbered sequence with the shared ones
   * of `db/migrations`, which keep the initial schema and every change to several features' tables). `db/migrate.ts`
   * runs them all in name order; a name, once shipped, never changes (databases record it).
   * Each function takes the database engine and returns the migration for it.
   */
  migrations?: Readonly<Record<string, (engine: Engine) => Migration>>;
  /** What it puts into a new database (SPEC §9 Sample data and seed content); `seed/seed.ts` runs it. */
  seed?: FeatureSeed;
}

/** What a feature's seed step is told. */
export interface SeedOptions {
  /** The seeding clock: the content's relative dates count back from it. */
  now: Date;
}

/**
 * One seed step of a feature: loads its items once per database (a flag in `app_settings` marks them loaded; what
 * admins later change or delete stays so).
 * @param db the database
 * @param opts the seeding clock
 * @returns whether it loaded its items on this call (false: loaded before, or what they need is missing)
 */
type SeedStep = (db: Kysely<DB>, opts: SeedOptions) => Promise<boolean>;

/**
 * A feature's seed content (data files in its `seed-content/` folder, read with `platform/seed-content.ts`). The steps
 * run in feature-list order once the admin exists: every feature's `content` step, then, when demo content is on,
 * the demo members and projects and every feature's `demo` step.
 */
interface FeatureSeed {
  /** Loads the feature's real content: written for the club, loaded whether or not demo content is on. */
  content?: SeedStep;
  /**
   * Loads the feature's demo content, which may refer to the demo members and projects (`seed/seed.ts` loads those
   * first) and to the content and demo items of features earlier in the list; it loads nothing until the demo members
   * are in (their flag `seed_demo_v1`).
   */
  demo?: SeedStep;
}

/**
 * Declares a feature's manifest (identity: it only types the object).
 * @param manifest the feature's parts
 * @returns the same manifest
 */
export function defineFeature(manifest: FeatureManifest): FeatureManifest {
  return manifest;
}

/**
 * A feature's switches as a list.
 * @param feature the manifest
 * @returns its switches (none: it has no switch)
 */
export function switchesOf(feature: FeatureManifest): readonly FeatureKey[] {
  if (feature.switch === undefined) return [];
  return typeof feature.switch === 'string' ? [feature.switch] : feature.switch;
}

/**
 * The existence checks of every feature's `:param` pages, by route path.
 * @param features the feature list
 * @throws Error when two features claim one page
 */
export function pageChecksOf(features: readonly FeatureManifest[]): Record<string, PageCheck> {
  const checks: Record<string, PageCheck> = {};
  for (const feature of features) {
    for (const [path, check] of Object.entries(feature.pages ?? {})) {
      if (path in checks) throw new Error(`Two features check the page ${path}`);
      checks[path] = check;
    }
  }
  return checks;
}
