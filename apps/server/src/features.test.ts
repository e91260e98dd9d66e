import { ACTIONS } from '@esdc/core/permissions';
import { SEARCH_RESULT_TYPES } from '@esdc/core/search';
import { ALL_ROUTES } from '@esdc/core/routes';
import { sql } from 'kysely';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from './feature-list.ts';
import { pageChecksOf, type FeatureManifest } from './feature-manifest.ts';
import { accountDataRegistry } from './platform/account-data/registry.ts';
import { createTestApp, onPostgres, type TestApp } from './test/harness.ts';

/*
 * The feature manifests against the rest of the app (docs/contributing.md, "Adding a feature"): a feature that forgets
 * a part fails here rather than in production (a soft 404, data missing from a member's export, an action nobody owns).
 */

describe('the feature list', () => {
  it('names every folder under features/ once, each by its folder name', () => {
    const folders = readdirSync(fileURLToPath(new URL('./features/', import.meta.url)), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const names = FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...folders].sort());
  });

  it('has an existence check for exactly the routes of the route table with :name segments', () => {
    const withParams = ALL_ROUTES.filter((route) => route.path.includes(':')).map((route) => route.path);
    expect(Object.keys(pageChecksOf(FEATURES)).sort()).toEqual([...new Set(withParams)].sort());
  });

  it("names every migration file of a feature's migrations/ folder in its manifest, by the file's name", () => {
    for (const feature of FEATURES) {
      const folder = fileURLToPath(new URL(`./features/${feature.name}/migrations/`, import.meta.url));
      const files = existsSync(folder) ? readdirSync(folder).map((file) => file.replace(/\.ts$/, '')) : [];
      expect(Object.keys(feature.migrations ?? {}).sort(), feature.name).toEqual(files.sort());
    }
  });

  it('gives every feature with a seed-content/ folder a seed step in its manifest', () => {
    for (const feature of FEATURES) {
      const folder = fileURLToPath(new URL(`./features/${feature.name}/seed-content/`, import.meta.url));
      if (existsSync(folder)) expect(feature.seed?.content ?? feature.seed?.demo, feature.name).toBeDefined();
    }
  });

  it('refuses two features checking one page', () => {
    const check = () => Promise.resolve(true);
    const a: FeatureManifest = { name: 'a', pages: { '/x/:id': check } };
    const b: FeatureManifest = { name: 'b', pages: { '/x/:id': check } };
    expect(() => pageChecksOf([a, b])).toThrow('Two features check the page /x/:id');
  });

  it('has exactly one site-search source for every result type', () => {
    const types = FEATURES.flatMap((feature) => (feature.search ? [feature.search.type] : []));
    expect([...types].sort()).toEqual([...SEARCH_RESULT_TYPES].sort());
  });

  it("gives every permission action of core's can() exactly one owner", () => {
    const owned = FEATURES.flatMap((feature) => feature.permissions ?? []);
    expect(new Set(owned).size, 'an action owned twice').toBe(owned.length);
    expect([...owned].sort()).toEqual([...ACTIONS].sort());
  });

  it('runs the sessions eraser first and the tombstone last, and refuses two export sections with one key', () => {
    const { erasers, sections } = accountDataRegistry(FEATURES.map((feature) => feature.accountData ?? {}));
    expect(erasers[0]?.name).toBe('sessions');
    expect(erasers.at(-1)?.name).toBe('profile');
    expect(sections[0]?.key).toBe('profile');
    const section = { key: 'x', tables: [], collect: () => Promise.resolve([]) };
    expect(() => accountDataRegistry([{ sections: [section] }, { sections: [section] }])).toThrow("Two account export sections are named 'x'");
  });
});

describe("a member's data", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  // The schema is the same on both engines (db-fingerprint.test.ts); SQLite's catalogue is the simpler one to read.
  it.skipIf(onPostgres)('every table that refers to a member is read by an export section or said not to be, and every table named exists', async () => {
    const { sections } = accountDataRegistry(FEATURES.map((feature) => feature.accountData ?? {}));
    const exported = new Set(sections.flatMap((section) => section.tables));
    const notExported = Object.assign({}, ...FEATURES.map((feature) => feature.accountData?.notExported ?? {})) as Record<string, string>;
    const tables = (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.db)).rows.map((r) => r.name);
    const aboutMembers = (
      await sql<{ name: string }>`select distinct m.name from sqlite_master m join pragma_foreign_key_list(m.name) fk
        where m.type = 'table' and fk."table" = 'users'`.execute(t.db)
    ).rows.map((r) => r.name);
    expect(aboutMembers.length).toBeGreaterThan(10);
    expect(
      aboutMembers.filter((table) => !exported.has(table) && !(table in notExported)).sort(),
      'tables about a member that no export section reads',
    ).toEqual([]);
    expect(
      [...exported, ...Object.keys(notExported)].filter((table) => !tables.includes(table)),
      'naming a missing table',
    ).toEqual([]);
  });
});
