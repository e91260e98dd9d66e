import type { Action } from '@esdc/core/permissions';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
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
