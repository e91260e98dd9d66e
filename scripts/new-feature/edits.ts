import { AnchorError, findLine, insertAfterLine, insertAtEndOfBlock, insertBeforeLine, insertSorted, requireText } from './anchors.ts';
import type { FeatureNames } from './names.ts';
import { ENTRY_BODY_MAX, ENTRY_TITLE_MAX, migrationName, prose, schemaInterface, type FeatureContext } from './templates.ts';

/*
 * The generator's additions to shared files, each a pure function from a file's text to its new text. Each finds its
 * place by lines the file already has (anchors.ts) and throws AnchorError when one is missing.
 */

/** Repository paths of the shared files the generator edits. */
export const SHARED = {
  permissions: 'packages/core/src/permissions.ts',
  permissionsTest: 'packages/core/src/permissions.test.ts',
  routes: 'packages/core/src/routes.ts',
  routeDetails: 'packages/core/src/route-details.ts',
  migrateTest: 'apps/server/src/db/migrate.test.ts',
  schema: 'apps/server/src/db/schema.ts',
  featureList: 'apps/server/src/feature-list.ts',
  accountTest: 'apps/server/src/features/users/account.test.ts',
  requirements: 'docs/requirements.md',
} as const;

// ---- core: permissions ----

/**
 * Adds the feature's action to ACTIONS, a rule to `can()` (any active account) and a line to can()'s TSDoc.
 * @throws AnchorError
 */
export function addPermission(text: string, n: FeatureNames, file: string = SHARED.permissions): string {
  let out = insertAtEndOfBlock(text, file, 'export const ACTIONS = [', '] as const;', [`  '${n.action}',`]);
  out = insertBeforeLine(out, file, ' * @param actor the signed-in user, or null when signed out', [
    ` * '${n.action}': any active account posts entries to ${n.path}.`,
  ]);
  return insertAfterLine(out, file, 'switch (action) {', [`    case '${n.action}':`, '      return true;']);
}

/**
 * Adds a case for the feature's action to the permission tests (it uses the file's `actor` helper and `USER_ROLES`).
 * @throws AnchorError when the file lacks them
 */
export function addPermissionTest(text: string, n: FeatureNames, file: string = SHARED.permissionsTest): string {
  requireText(text, file, ['const actor = (', 'USER_ROLES']);
  return `${text.trimEnd()}

describe('can: posting to ${n.path}', () => {
  it("'${n.action}' needs an active account, of any role", () => {
    for (const role of USER_ROLES) expect(can(actor(role), '${n.action}')).toBe(true);
    expect(can(actor('user', 'suspended'), '${n.action}')).toBe(false);
    expect(can(actor('user', 'pending'), '${n.action}')).toBe(false);
    expect(can(null, '${n.action}')).toBe(false);
  });
});
`;
}

// ---- core: the route table ----

/** A route's place in core's route table. */
export type RouteState =
  | { kind: 'missing' }
  | { kind: 'unbuilt'; name: string }
  | { kind: 'built' }
  | { kind: 'alias' }
  /** The table's `paths` names this key already, for another path. */
  | { kind: 'key-taken'; value: string };

/** The lines of the route descriptor whose `path` is `path` (one line, or `{` … `},` over several), or undefined. */
function descriptorLines(lines: readonly string[], path: string): { start: number; end: number } | undefined {
  const at = lines.findIndex((line) => line.includes(`path: '${path}'`));
  if (at === -1) return undefined;
  if (lines[at]!.includes('{') && lines[at]!.includes('}')) return { start: at, end: at };
  let start = at;
  while (start > 0 && lines[start]!.trim() !== '{') start -= 1;
  let end = at;
  while (end < lines.length - 1 && !/^\s*\},?$/.test(lines[end]!)) end += 1;
  return { start, end };
}

/**
 * Whether the route table marks a path built.
 * @param text packages/core/src/routes.ts
 * @param path a route's path, e.g. '/forum'
 */
export function isBuiltIn(text: string, path: string): boolean {
  const lines = text.split('\n');
  const found = descriptorLines(lines, path);
  return found !== undefined && /built: true/.test(lines.slice(found.start, found.end + 1).join(' '));
}

/**
 * Where the feature's route stands in core's route table.
 * @param text packages/core/src/routes.ts
 * @param n the feature's names
 */
export function routeState(text: string, n: FeatureNames): RouteState {
  const lines = text.split('\n');
  const found = descriptorLines(lines, n.path);
  if (!found) {
    const key = new RegExp(`^\\s*${n.camel}: (.+),$`).exec(lines.find((line) => new RegExp(`^\\s*${n.camel}: `).test(line)) ?? '');
    return key ? { kind: 'key-taken', value: key[1]! } : { kind: 'missing' };
  }
  const aliases = lines.findIndex((line) => line.startsWith('export const ROUTE_ALIASES'));
  if (aliases !== -1 && found.start > aliases) return { kind: 'alias' };
  const descriptor = lines.slice(found.start, found.end + 1).join(' ');
  if (/built: true/.test(descriptor)) return { kind: 'built' };
  return { kind: 'unbuilt', name: /name: '([^']+)'/.exec(descriptor)?.[1] ?? n.title };
}

/**
 * Marks the feature's route built, or adds it (a `paths` entry and a descriptor) when the table has none.
 * @throws AnchorError
 */
export function buildRoute(text: string, n: FeatureNames, file: string = SHARED.routes): string {
  const lines = text.split('\n');
  const found = descriptorLines(lines, n.path);
  if (!found) {
    const withPath = insertAtEndOfBlock(text, file, 'export const paths = {', '} as const;', [`  ${n.camel}: '${n.path}',`]);
    return insertAtEndOfBlock(withPath, file, 'export const ROUTES: readonly RouteDescriptor[] = [', '];', [
      `  { path: '${n.path}', name: '${n.title}', built: true },`,
    ]);
  }
  if (found.start === found.end) {
    const line = lines[found.start]!;
    if (!/\s*\},?\s*$/.test(line)) throw new AnchorError(file, `could not read the descriptor of ${n.path}`);
    lines[found.start] = line.replace(/\s*\}(,?)\s*$/, ', built: true }$1');
  } else {
    lines.splice(found.end, 0, '    built: true,');
  }
  return lines.join('\n');
}

/**
 * Describes a route the table did not have (the build guide lists it).
 * @throws AnchorError
 */
export function addRouteDetails(text: string, n: FeatureNames, file: string = SHARED.routeDetails): string {
  return insertAtEndOfBlock(text, file, 'export const ROUTE_DETAILS: Readonly<Record<string, RouteDetails>> = {', '};', [
    `  '${n.path}': { description: '${n.title}: entries members post', category: 'Community' },`,
  ]);
}

// ---- server: database ----

/**
 * Adds the migration to the list migrate.test.ts expects, and the new table to the tables it checks.
 * @throws AnchorError
 */
export function addMigrationTest(text: string, c: FeatureContext, file: string = SHARED.migrateTest): string {
  const out = insertAtEndOfBlock(text, file, 'const ALL_MIGRATIONS = [', '];', [`  '${migrationName(c)}',`]);
  return insertAtEndOfBlock(out, file, 'const TABLES: (keyof DB)[] = [', '];', [`  '${c.names.table}',`]);
}

/**
 * Adds the table's row type and its entry in `DB`.
 * @throws AnchorError
 */
export function addSchema(text: string, c: FeatureContext, file: string = SHARED.schema): string {
  const out = insertBeforeLine(text, file, 'export interface DB {', schemaInterface(c));
  return insertAtEndOfBlock(out, file, 'export interface DB {', '}', [`  ${c.names.table}: ${c.names.pascal}EntriesTable;`]);
}

// ---- server: the feature's registrations ----

/**
 * Adds the feature's manifest to the feature list (its import in order, its line last).
 * @throws AnchorError
 */
export function addToFeatureList(text: string, n: FeatureNames, file: string = SHARED.featureList): string {
  const out = insertSorted(
    text,
    file,
    /^import \{ \w+ \} from '\.\/features\/([\w-]+)\/manifest\.ts';$/,
    n.kebab,
    `import { ${n.camel}Feature } from './features/${n.kebab}/manifest.ts';`,
  );
  return insertAtEndOfBlock(out, file, 'export const FEATURES: readonly FeatureManifest[] = [', '];', [`  ${n.camel}Feature,`]);
}

/**
 * Adds the feature's export section to the sections the account export test expects (last: the feature is last in
 * the feature list).
 * @throws AnchorError
 */
export function addExportSectionKey(text: string, n: FeatureNames, file: string = SHARED.accountTest): string {
  return insertAtEndOfBlock(text, file, 'expect(Object.keys(s)).toEqual([', ']);', [`      '${n.table}',`]);
}

// ---- docs: the requirement's Status line ----

/** The area of docs/requirements.md whose routes comment names a path. */
export interface RequirementsArea {
  /** Its numbered section, e.g. '2'. */
  section: string;
  /** Its heading, e.g. 'Planning, Mentorship, Hackathons, Workshops, Jobs, Forum'. */
  heading: string;
  /** The index of its Status line (the status may go on over the lines up to the routes comment). */
  statusLine: number;
  /** The index of its routes comment. */
  routesLine: number;
  /** The paths its routes comment names. */
  paths: string[];
}

const ROUTES_COMMENT = /^<!-- routes: (.+) -->$/;

/**
 * Finds the area whose `<!-- routes: … -->` comment names `path`.
 * @returns the area, or undefined when no comment names it
 * @throws AnchorError when the comment has no Status line just above it
 */
export function findRequirementsArea(text: string, path: string, file: string = SHARED.requirements): RequirementsArea | undefined {
  const lines = text.split('\n');
  let section = '';
  let heading = '';
  let status = -1;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const numbered = /^## §(\d+)\b/.exec(line);
    if (numbered) section = numbered[1]!;
    const sub = /^### (.+)$/.exec(line);
    if (sub) heading = sub[1]!.trim();
    if (line.startsWith('Status:')) status = i;
    const routes = ROUTES_COMMENT.exec(line.trim());
    if (!routes) continue;
    const paths = routes[1]!.split(/\s+/);
    if (!paths.includes(path)) continue;
    if (status === -1 || i - status > 3) throw new AnchorError(file, `the routes comment naming ${path} has no Status line above it`);
    return { section, heading, statusLine: status, routesLine: i, paths };
  }
  return undefined;
}

/**
 * The requirement the feature's code cites: its area's section, or §2 under its own title for a new area.
 * @param area from {@link findRequirementsArea}
 */
export function specOf(area: RequirementsArea | undefined, n: FeatureNames): string {
  return area ? `SPEC §${area.section} ${area.heading}` : `SPEC §2 ${n.title}`;
}

/** 'a', 'a and b', 'a, b and c'. */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * Updates the area's Status line for the routes built once the feature's is (docs:check compares them), or adds an
 * area for a route the requirements did not name, at the end of §2.
 * @param isBuilt whether a path of the route table is built, the feature's own included
 * @throws AnchorError
 */
export function updateRequirements(text: string, n: FeatureNames, isBuilt: (path: string) => boolean, file: string = SHARED.requirements): string {
  const area = findRequirementsArea(text, n.path, file);
  const lines = text.split('\n');
  if (area) {
    const built = area.paths.filter(isBuilt);
    const waiting = area.paths.filter((path) => !isBuilt(path));
    const code = (paths: readonly string[]) => listed(paths.map((path) => `\`${path}\``));
    const status =
      waiting.length === 0
        ? 'Status: *Built*.'
        : `Status: *Partly built*: ${code(built)} ${built.length === 1 ? 'is' : 'are'} built as a list of entries members post; ` +
          `${code(waiting)} still ${waiting.length === 1 ? 'shows' : 'show'} the "being built" page.`;
    lines.splice(area.statusLine, area.routesLine - area.statusLine, prose('', status, 115));
    return lines.join('\n');
  }
  const next = findLine(lines, file, lines.find((line) => line.startsWith('## §3 ')) ?? '## §3 ');
  let rule = next - 1;
  while (rule > 0 && lines[rule]!.trim() === '') rule -= 1;
  if (lines[rule]!.trim() !== '---') throw new AnchorError(file, 'expected a `---` line before `## §3`');
  lines.splice(
    rule,
    0,
    ...[
      `### ${n.title}`,
      `\`${n.path}\`: the entries members post, newest first, each with its title, body, author and date, a page at a time.`,
      `Signed-in members post an entry with a title (one line, at most ${ENTRY_TITLE_MAX} characters) and a body (at most ${ENTRY_BODY_MAX}`,
      `characters): 'Title is required', 'Body is required'; 'Entry posted' on success. Visitors see 'Sign in to post'.`,
      '',
      'Status: *Built*.',
      `<!-- routes: ${n.path} -->`,
      '',
    ],
  );
  return lines.join('\n');
}
