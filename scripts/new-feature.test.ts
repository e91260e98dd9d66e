import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nextMigrationNumber, planFeature } from './new-feature.ts';
import { AnchorError, insertAtEndOfBlock, insertSorted } from './new-feature/anchors.ts';
import { addPermission, buildRoute, findRequirementsArea, routeState, updateRequirements } from './new-feature/edits.ts';
import { FEATURE_NAME_MAX, featureNames, FeatureNameError, validateFeatureName } from './new-feature/names.ts';
import { prose, type FeatureContext } from './new-feature/templates.ts';
import { registerWebPages } from './new-feature/web-registration.ts';

/*
 * The feature generator (scripts/new-feature.ts) without writing anything: its name rules, the names it derives, the
 * anchored edits on small texts, the web registration in both designs, and a plan against this repository's files,
 * so a shared file that changes shape fails here rather than when someone scaffolds a feature.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const context = (name: string, title?: string): FeatureContext => ({ names: featureNames(name, title), spec: 'SPEC §2 Things', migration: '042' });

describe('feature names', () => {
  it('accepts kebab-case names', () => {
    for (const name of ['forum', 'code-review', 'lab-notes', 'a1', 'x-2-y']) expect(validateFeatureName(name)).toBe(name);
  });

  it('refuses a missing, long or not kebab-case name with a message that says what a name is', () => {
    expect(() => validateFeatureName(undefined)).toThrow(/Give the feature a name/);
    for (const name of ['Forum', 'code_review', 'code review', '-forum', 'forum-', 'code--review', '1forum', 'forüm', 'forum.ts'])
      expect(() => validateFeatureName(name), name).toThrow(FeatureNameError);
    expect(() => validateFeatureName('a'.repeat(FEATURE_NAME_MAX + 1))).toThrow(/too long/);
    expect(() => validateFeatureName('api')).toThrow('the server answers /api itself');
  });

  it('derives every name from the kebab-case one, and takes the title from the route table when it has one', () => {
    expect(featureNames('code-review', 'Code Review')).toEqual({
      kebab: 'code-review',
      snake: 'code_review',
      camel: 'codeReview',
      pascal: 'CodeReview',
      upper: 'CODE_REVIEW',
      title: 'Code Review',
      path: '/code-review',
      apiPath: '/api/code-review',
      table: 'code_review_entries',
      entry: 'CodeReviewEntry',
      action: 'code-review:post',
    });
    expect(featureNames('lab-notes').title).toBe('Lab Notes');
  });
});

describe('anchored edits', () => {
  const list = ['import { a } from "./a";', '', 'export const LIST = [', '  one,', '  nested([', '  ]),', '];', ''].join('\n');

  it('inserts at the end of a block, before the closing line at the opening line’s indentation', () => {
    expect(insertAtEndOfBlock(list, 'list.ts', 'export const LIST = [', '];', ['  two,'])).toContain('  ]),\n  two,\n];');
  });

  it('fails loudly, naming the file and the line, when an anchor is missing or appears twice', () => {
    expect(() => insertAtEndOfBlock(list, 'list.ts', 'export const OTHER = [', '];', ['x'])).toThrow(AnchorError);
    expect(() => insertAtEndOfBlock(list, 'list.ts', 'export const OTHER = [', '];', ['x'])).toThrow(
      'list.ts: could not find the line `export const OTHER = [`',
    );
    expect(() => insertAtEndOfBlock(`${list}${list}`, 'list.ts', 'export const LIST = [', '];', ['x'])).toThrow(/appears 2 times/);
  });

  it('keeps sorted lines sorted', () => {
    const imports = "import { a } from './features/alpha/x.ts';\nimport { c } from './features/gamma/x.ts';\n";
    const pattern = /^import \{ \w+ \} from '\.\/features\/([\w-]+)\/x\.ts';$/;
    expect(insertSorted(imports, 'f.ts', pattern, 'beta', 'B').split('\n')).toEqual([imports.split('\n')[0], 'B', imports.split('\n')[1], '']);
    expect(insertSorted(imports, 'f.ts', pattern, 'zeta', 'Z').split('\n')[2]).toBe('Z');
  });

  it("adds an action to ACTIONS, a rule to can() and a line to can()'s TSDoc", () => {
    const permissions = [
      'export const ACTIONS = [',
      "  'a:b',",
      '] as const;',
      '/**',
      ' * Rules.',
      ' * @param actor the signed-in user, or null when signed out',
      ' */',
      'export function can() {',
      '  switch (action) {',
      '  }',
      '}',
    ].join('\n');
    const out = addPermission(permissions, featureNames('lab-notes'), 'permissions.ts');
    expect(out).toContain("  'a:b',\n  'lab-notes:post',\n] as const;");
    expect(out).toContain("  switch (action) {\n    case 'lab-notes:post':\n      return true;");
    expect(out).toContain(" * 'lab-notes:post': any active account posts entries to /lab-notes.\n * @param actor");
  });
});

describe('the route table', () => {
  const routes = [
    'export const paths = {',
    "  forum: '/forum',",
    '  course: (id: number) => `/lms/${id}`,',
    '} as const;',
    'export const ROUTES: readonly RouteDescriptor[] = [',
    "  { path: '/forum', name: 'Forum' },",
    "  { path: '/docs', name: 'Documentation', built: true },",
    '  {',
    "    path: '/code-review',",
    "    name: 'Code Review',",
    '  },',
    '];',
    'export const ROUTE_ALIASES: readonly RouteDescriptor[] = [',
    "  { path: '/cart', name: 'Cart', built: true },",
    '];',
  ].join('\n');

  it('tells an unbuilt route (with its name), a built one, an alias, a taken paths key and a missing route apart', () => {
    expect(routeState(routes, featureNames('forum'))).toEqual({ kind: 'unbuilt', name: 'Forum' });
    expect(routeState(routes, featureNames('code-review'))).toEqual({ kind: 'unbuilt', name: 'Code Review' });
    expect(routeState(routes, featureNames('docs'))).toEqual({ kind: 'built' });
    expect(routeState(routes, featureNames('cart'))).toEqual({ kind: 'alias' });
    expect(routeState(routes, featureNames('course'))).toEqual({ kind: 'key-taken', value: '(id: number) => `/lms/${id}`' });
    expect(routeState(routes, featureNames('lab-notes'))).toEqual({ kind: 'missing' });
  });

  it('marks a route built, on one line or several, and adds a missing one with its paths entry', () => {
    expect(buildRoute(routes, featureNames('forum'))).toContain("{ path: '/forum', name: 'Forum', built: true },");
    expect(buildRoute(routes, featureNames('code-review'))).toContain("    name: 'Code Review',\n    built: true,\n  },");
    const added = buildRoute(routes, featureNames('lab-notes'));
    expect(added).toContain("  labNotes: '/lab-notes',\n} as const;");
    expect(added).toContain("  { path: '/lab-notes', name: 'Lab Notes', built: true },\n];\nexport const ROUTE_ALIASES");
  });
});

describe('the requirements', () => {
  const requirements = [
    '## §2 Screens and routes',
    '### Planning, Forum',
    'Placeholder areas.',
    '',
    'Status: *Not built yet* (each route shows the "being built" page).',
    '<!-- routes: /planning /forum -->',
    '',
    '---',
    '',
    '## §3 Entities and their fields',
  ].join('\n');

  it('finds the area naming a path, for the code to cite', () => {
    expect(findRequirementsArea(requirements, '/forum')).toMatchObject({ section: '2', heading: 'Planning, Forum', statusLine: 4, routesLine: 5 });
    expect(findRequirementsArea(requirements, '/lab-notes')).toBeUndefined();
  });

  it("rewrites the area's Status line for what is built, partly or wholly", () => {
    const partly = updateRequirements(requirements, featureNames('forum'), (path) => path === '/forum');
    expect(partly).toContain(
      'Status: *Partly built*: `/forum` is built as a list of entries members post; `/planning` still shows the "being\nbuilt" page.\n<!-- routes: /planning /forum -->',
    );
    expect(updateRequirements(partly, featureNames('planning'), () => true)).toContain('Status: *Built*.\n<!-- routes: /planning /forum -->');
  });

  it('adds an area at the end of §2 for a route the requirements did not name', () => {
    const out = updateRequirements(requirements, featureNames('lab-notes'), () => true);
    expect(out).toContain('### Lab Notes\n`/lab-notes`: the entries members post');
    expect(out).toContain('Status: *Built*.\n<!-- routes: /lab-notes -->\n\n---\n\n## §3');
    expect(() => updateRequirements('## §2 Screens\n', featureNames('lab-notes'), () => true)).toThrow(AnchorError);
  });
});

describe('registering the web page', () => {
  const featureList = [
    "import { landingPages } from '../features/landing/pages';",
    '',
    'export const FEATURE_PAGES: readonly FeaturePages[] = [',
    '  landingPages,',
    "  lazyFeaturePages(['/shop'], () => import('../features/shop/pages').then((m) => m.shopPages)),",
    '];',
  ].join('\n');
  const router = ['export const PAGES: Readonly<Record<string, Page>> = {', "  '/docs': docsPage,", '};'].join('\n');

  it('lists the feature’s pages.ts in app/features.ts where that file exists', () => {
    const files: Record<string, string> = { 'apps/web/src/app/features.ts': featureList, 'apps/web/src/app/router.tsx': router };
    const web = registerWebPages(context('forum'), (path) => files[path]);
    expect(web.design).toBe('apps/web/src/features/forum/pages.ts, listed in apps/web/src/app/features.ts');
    expect(web.created['apps/web/src/features/forum/pages.ts']).toContain("'/forum': lazyPage(() => import('./pages/forum-page')),");
    expect(web.changed['apps/web/src/app/features.ts']).toBe(
      featureList.replace('];', "  lazyFeaturePages(['/forum'], () => import('../features/forum/pages').then((m) => m.forumPages)),\n];"),
    );
    expect(web.changed['apps/web/src/app/router.tsx']).toBeUndefined();
  });

  it("adds an entry to the router's PAGES otherwise", () => {
    const web = registerWebPages(context('forum'), (path) => (path === 'apps/web/src/app/router.tsx' ? router : undefined));
    expect(web).toEqual({
      design: "the router's PAGES (apps/web/src/app/router.tsx)",
      created: {},
      changed: { 'apps/web/src/app/router.tsx': router.replace('};', "  '/forum': lazyPage(() => import('../features/forum/pages/forum-page')),\n};") },
    });
  });
});

describe('planning a feature in this repository (nothing written)', () => {
  it('finds every anchor it needs in the shared files and creates only new files', () => {
    const plan = planFeature(ROOT, 'zz-scaffold-check');
    expect(plan.context.names.title).toBe('Zz Scaffold Check');
    expect(plan.context.migration).toMatch(/^\d{3}$/);
    expect(Object.keys(plan.created)).toContain('apps/server/src/features/zz-scaffold-check/manifest.ts');
    expect(Object.keys(plan.created)).toContain('e2e/tests/zz-scaffold-check.spec.ts');
    expect(Object.keys(plan.changed)).toEqual(
      expect.arrayContaining(['packages/core/src/permissions.ts', 'packages/core/src/routes.ts', 'apps/server/src/feature-list.ts', 'docs/requirements.md']),
    );
  });

  it("keeps the feature's migration, seed and authorization cases in its folder, and its manifest names the first two", () => {
    const plan = planFeature(ROOT, 'zz-scaffold-check');
    const server = 'apps/server/src/features/zz-scaffold-check';
    const migration = `${plan.context.migration}-zz-scaffold-check`;
    expect(Object.keys(plan.created)).toEqual(
      expect.arrayContaining([
        `${server}/migrations/${migration}.ts`,
        `${server}/seed.ts`,
        `${server}/seed-content/zz-scaffold-check-entries.json`,
        `${server}/authorization-cases.ts`,
      ]),
    );
    expect(plan.created[`${server}/authorization-cases.ts`]).toContain("'POST /api/zz-scaffold-check': {");
    expect(Object.keys(plan.changed)).not.toContain('apps/server/src/authorization-matrix.test.ts');
    expect(plan.created[`${server}/manifest.ts`]).toContain(`migrations: { '${migration}': migration${plan.context.migration} },`);
    expect(plan.created[`${server}/manifest.ts`]).toContain('seed: { demo: seedDemoZzScaffoldCheckEntries },');
    expect(Object.keys(plan.changed).filter((path) => path.startsWith('apps/server/src/db/'))).toEqual([
      'apps/server/src/db/migrate.test.ts',
      'apps/server/src/db/schema.ts',
    ]);
  });

  it('refuses an existing feature or a built route, and a bad name, before planning anything', () => {
    expect(() => planFeature(ROOT, 'docs')).toThrow(/Cannot scaffold 'docs':\n {2}- a feature named 'docs' exists already/);
    expect(() => planFeature(ROOT, 'certifications')).toThrow(/the route \/certifications is built already/);
    expect(() => planFeature(ROOT, 'Forum')).toThrow(FeatureNameError);
  });
});

describe('the next migration number', () => {
  it("is one past the highest of the shared migrations and every feature's", () => {
    const root = mkdtempSync(join(tmpdir(), 'new-feature-'));
    try {
      const write = (path: string) => {
        mkdirSync(join(root, path, '..'), { recursive: true });
        writeFileSync(join(root, path), '');
      };
      write('apps/server/src/db/migrations/001-initial.ts');
      write('apps/server/src/db/migrations/002-shared.ts');
      mkdirSync(join(root, 'apps/server/src/features/empty'), { recursive: true });
      expect(nextMigrationNumber(root)).toBe('003');
      write('apps/server/src/features/events/migrations/009-events.ts');
      expect(nextMigrationNumber(root)).toBe('010');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('prose', () => {
  it('wraps words into lines of at most the width, each with the prefix', () => {
    const lines = prose(' * ', 'word '.repeat(60), 40).split('\n');
    expect(lines.every((line) => line.startsWith(' * word') && line.length <= 40)).toBe(true);
    expect(lines.join(' ').replaceAll(' * ', ' ').split(/\s+/).filter(Boolean)).toHaveLength(60);
  });
});
