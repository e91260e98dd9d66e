// npm run new:feature -- <name> [--dry-run]: generates a complete, working feature slice named after <name> (a list of
// entries members post) across core, server, web, e2e and the docs (docs/contributing.md, "Scaffolding a feature").
// Refuses a bad or taken name, and stops on any shared file whose expected lines are missing, before writing anything.
// Prints the files it created and changed; --dry-run prints them without writing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { AnchorError } from './new-feature/anchors.ts';
import {
  addExportSectionKey,
  addMigrationTest,
  addPermission,
  addPermissionTest,
  addRouteDetails,
  addSchema,
  addToFeatureList,
  buildRoute,
  findRequirementsArea,
  isBuiltIn,
  routeState,
  SHARED,
  specOf,
  updateRequirements,
} from './new-feature/edits.ts';
import { featureNames, FeatureNameError, validateFeatureName, type FeatureNames } from './new-feature/names.ts';
import * as templates from './new-feature/templates.ts';
import { registerWebPages } from './new-feature/web-registration.ts';

/** The repository this script belongs to. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What generating a feature creates and changes, by repository path, before anything is written. */
export interface FeaturePlan {
  context: templates.FeatureContext;
  created: Record<string, string>;
  changed: Record<string, string>;
  /** How the web page was registered (web-registration.ts). */
  webDesign: string;
  /** Whether core's route table had the route already (an area waiting to be built). */
  routeExisted: boolean;
}

/** A repository file's text, or undefined when it is not a file there. */
function reader(root: string) {
  return (path: string): string | undefined => {
    const full = join(root, path);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : undefined;
  };
}

/**
 * The next migration's three-digit number: one past the highest of the shared migrations (apps/server/src/db/migrations)
 * and the features' (apps/server/src/features/<name>/migrations), which share one sequence.
 * @param root the repository
 */
export function nextMigrationNumber(root: string): string {
  const features = join(root, 'apps/server/src/features');
  const folders = [join(root, 'apps/server/src/db/migrations'), ...readdirSync(features).map((feature) => join(features, feature, 'migrations'))].filter(
    (folder) => existsSync(folder),
  );
  const numbers = folders.flatMap((folder) =>
    readdirSync(folder).flatMap((file) => {
      const match = /^(\d{3})-[\w-]+\.ts$/.exec(file);
      return match ? [Number(match[1])] : [];
    }),
  );
  return String(Math.max(0, ...numbers) + 1).padStart(3, '0');
}

/**
 * Why the name cannot be used in this repository (a feature, file, table, action or built route of that name exists).
 * @param read reads a repository file
 * @param exists whether a repository path (a file or a folder) exists
 * @returns the reasons; empty when the name is free
 */
export function refusals(n: FeatureNames, read: (path: string) => string | undefined, exists: (path: string) => boolean): string[] {
  const reasons: string[] = [];
  for (const folder of [`apps/server/src/features/${n.kebab}`, `apps/web/src/features/${n.kebab}`])
    if (exists(folder)) reasons.push(`a feature named '${n.kebab}' exists already (${folder})`);
  for (const file of [`packages/core/src/${n.kebab}-schemas.ts`, `packages/core/src/${n.kebab}.ts`])
    if (read(file) !== undefined) reasons.push(`${file} exists already`);
  if (new RegExp(`^\\s+${n.table}: `, 'm').test(read(SHARED.schema) ?? '')) reasons.push(`the table ${n.table} exists already`);
  if ((read(SHARED.permissions) ?? '').includes(`'${n.action}'`)) reasons.push(`the permission action '${n.action}' exists already`);
  if ((read(SHARED.featureList) ?? '').includes(`${n.camel}Feature`)) reasons.push(`the feature list has ${n.camel}Feature already`);
  const route = routeState(read(SHARED.routes) ?? '', n);
  if (route.kind === 'built') reasons.push(`the route ${n.path} is built already`);
  if (route.kind === 'alias') reasons.push(`${n.path} is an alias of another route`);
  if (route.kind === 'key-taken') reasons.push(`paths.${n.camel} names another route already (${route.value})`);
  return reasons;
}

/**
 * Plans a feature: every file it creates and every shared file it changes, as text, without writing anything.
 * @param root the repository
 * @param name the feature's name as given
 * @returns the plan
 * @throws FeatureNameError for a bad or taken name; AnchorError when a shared file lacks the lines an edit needs
 */
export function planFeature(root: string, name: string | undefined): FeaturePlan {
  const read = reader(root);
  const kebab = validateFeatureName(name);
  const route = routeState(read(SHARED.routes) ?? '', featureNames(kebab));
  const n = featureNames(kebab, route.kind === 'unbuilt' ? route.name : undefined);
  const reasons = refusals(n, read, (path) => existsSync(join(root, path)));
  if (reasons.length > 0) throw new FeatureNameError(`Cannot scaffold '${kebab}':\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`);

  const must = (path: string) => {
    const text = read(path);
    if (text === undefined) throw new AnchorError(path, 'the file is missing');
    return text;
  };
  const requirements = must(SHARED.requirements);
  const context: templates.FeatureContext = {
    names: n,
    spec: specOf(findRequirementsArea(requirements, n.path), n),
    migration: nextMigrationNumber(root),
  };
  const server = `apps/server/src/features/${kebab}`;
  const web = `apps/web/src/features/${kebab}`;
  const created: Record<string, string> = {
    [`packages/core/src/${kebab}-schemas.ts`]: templates.coreSchemas(context),
    [`${server}/migrations/${templates.migrationName(context)}.ts`]: templates.migration(context),
    [`${server}/manifest.ts`]: templates.manifest(context),
    [`${server}/seed.ts`]: templates.seed(context),
    [`${server}/seed-content/${kebab}-entries.json`]: templates.seedContent(context),
    [`${server}/routes.ts`]: templates.routes(context),
    [`${server}/${kebab}-service.ts`]: templates.service(context),
    [`${server}/account-data.ts`]: templates.accountData(context),
    [`${server}/authorization-cases.ts`]: templates.authorizationCases(context),
    [`${server}/${kebab}.test.ts`]: templates.serverTest(context),
    [`${web}/api/${kebab}-entry-keys.ts`]: templates.webKeys(context),
    [`${web}/api/list-${kebab}-entries.ts`]: templates.webList(context),
    [`${web}/api/create-${kebab}-entry.ts`]: templates.webCreate(context),
    [`${web}/components/${kebab}-entry-form.tsx`]: templates.webForm(context),
    [`${web}/pages/${kebab}-page.tsx`]: templates.webPage(context),
    [`${web}/pages/${kebab}-page.test.tsx`]: templates.webPageTest(context),
    [`e2e/tests/${kebab}.spec.ts`]: templates.e2eSpec(context),
  };
  const routes = buildRoute(must(SHARED.routes), n);
  const changed: Record<string, string> = {
    [SHARED.permissions]: addPermission(must(SHARED.permissions), n),
    [SHARED.permissionsTest]: addPermissionTest(must(SHARED.permissionsTest), n),
    [SHARED.routes]: routes,
    ...(route.kind === 'missing' ? { [SHARED.routeDetails]: addRouteDetails(must(SHARED.routeDetails), n) } : {}),
    [SHARED.migrateTest]: addMigrationTest(must(SHARED.migrateTest), context),
    [SHARED.schema]: addSchema(must(SHARED.schema), context),
    [SHARED.featureList]: addToFeatureList(must(SHARED.featureList), n),
    [SHARED.accountTest]: addExportSectionKey(must(SHARED.accountTest), n),
    [SHARED.requirements]: updateRequirements(requirements, n, (path) => isBuiltIn(routes, path)),
  };
  const webPages = registerWebPages(context, read);
  Object.assign(created, webPages.created);
  Object.assign(changed, webPages.changed);
  const taken = Object.keys(created).filter((path) => read(path) !== undefined);
  if (taken.length > 0) throw new FeatureNameError(`Cannot scaffold '${kebab}':\n${taken.map((path) => `  - ${path} exists already`).join('\n')}`);
  return { context, created, changed, webDesign: webPages.design, routeExisted: route.kind === 'unbuilt' };
}

/**
 * Formats every planned source file with the repository's Prettier settings (Markdown is not formatted here).
 * @throws Prettier's error for a file that does not parse
 */
async function formatPlan(root: string, plan: FeaturePlan): Promise<void> {
  for (const files of [plan.created, plan.changed]) {
    for (const [path, text] of Object.entries(files)) {
      if (path.endsWith('.md')) continue;
      const filepath = join(root, path);
      const options = (await prettier.resolveConfig(filepath)) ?? {};
      files[path] = await prettier.format(text, { ...options, filepath });
    }
  }
}

/** Writes the planned files. */
function writePlan(root: string, plan: FeaturePlan): void {
  for (const [path, text] of [...Object.entries(plan.created), ...Object.entries(plan.changed)]) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

/**
 * Other places that name the route (a test or a page that takes the area for unbuilt), outside the files just written.
 * @returns `file:line: text` lines
 */
function mentionsOf(root: string, plan: FeaturePlan): string[] {
  const n = plan.context.names;
  const written = new Set([...Object.keys(plan.created), ...Object.keys(plan.changed)]);
  const grep = (pattern: string, paths: string[]) => {
    try {
      return execFileSync('git', ['grep', '-n', '-E', pattern, '--', ...paths], { cwd: root, encoding: 'utf8' }).split('\n');
    } catch {
      return []; // git grep exits 1 when nothing matches
    }
  };
  const lines = [
    ...grep(`${n.path}([^A-Za-z0-9_/-]|$)|paths\\.${n.camel}\\b`, ['apps', 'packages', 'e2e', 'README.md']),
    // End-to-end tests also name unbuilt areas by their title ('Coming soon' tiles).
    ...grep(`\\b${n.title}\\b`, ['e2e/tests']),
  ];
  return [...new Set(lines)]
    .filter((line) => line && !written.has(line.slice(0, line.indexOf(':'))))
    .map((line) => (line.length > 160 ? `${line.slice(0, 157)}...` : line));
}

/** Runs the command line. */
async function main(argv: readonly string[]): Promise<number> {
  const dryRun = argv.includes('--dry-run');
  const args = argv.filter((arg) => arg !== '--dry-run');
  if (args.length > 1) {
    console.error(`Give one name, not ${args.length}: npm run new:feature -- <name>`);
    return 1;
  }
  let plan: FeaturePlan;
  try {
    plan = planFeature(ROOT, args[0]);
    await formatPlan(ROOT, plan);
  } catch (error) {
    if (error instanceof FeatureNameError) console.error(error.message);
    else if (error instanceof AnchorError) console.error(`Nothing was written: ${error.message}. Update scripts/new-feature/ to the file's new shape.`);
    else throw error;
    return 1;
  }
  if (!dryRun) writePlan(ROOT, plan);
  const n = plan.context.names;
  const list = (paths: string[]) => paths.map((path) => `  ${path}`).join('\n');
  console.log(
    `${dryRun ? 'Would scaffold' : 'Scaffolded'} the feature '${n.kebab}': route ${n.path}, API ${n.apiPath}, table ${n.table}, action '${n.action}', ` +
      `migration ${plan.context.migration}; the web page is registered in ${plan.webDesign}.\n`,
  );
  console.log(`${dryRun ? 'Would create' : 'Created'}:\n${list(Object.keys(plan.created))}\n`);
  console.log(`${dryRun ? 'Would change' : 'Changed'}:\n${list(Object.keys(plan.changed))}\n`);
  const mentions = plan.routeExisted ? mentionsOf(ROOT, plan) : [];
  if (mentions.length > 0) console.log(`Other places that name ${n.path} (some may take the area for unbuilt):\n${list(mentions)}\n`);
  console.log(
    [
      'Next (docs/contributing.md, "Scaffolding a feature"):',
      `  1. Check it: npm run typecheck && npm run lint && node scripts/test-unit.mjs apps/server/src/features/${n.kebab} ` +
        `apps/server/src/features.test.ts apps/server/src/authorization-matrix.test.ts apps/server/src/db/migrate.test.ts ` +
        `apps/server/src/features/users/account.test.ts packages/core/src/permissions.test.ts && npx vitest run --project web apps/web/src/features/${n.kebab} ` +
        `&& npm run build && node e2e/run.mjs e2e/tests/${n.kebab}.spec.ts`,
      "  2. Rename the entry to the area's own terms and write its real rules, fields and texts, starting with the requirement.",
      `  3. Give it navigation (apps/web/src/app/layout/nav-links.ts) and a feature switch if the area should have one.`,
    ].join('\n'),
  );
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = await main(process.argv.slice(2));
