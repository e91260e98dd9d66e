// npm run docs:check (part of npm run lint): the docs and the code's comments stay true.
// 1. No issue numbers in code (issues close; the rule, the SPEC section or the decision record says why instead).
// 2. Every repository path a doc or a comment quotes exists (apps/…, packages/…, docs/…, scripts/…, bench/…, e2e/…).
// 3. No reference to documents outside the repository (the design is docs/design.md, the requirements
//    docs/requirements.md, which `SPEC §n` cites).
// 4. Each area's Status line in docs/requirements.md matches the `built` flags of the route table: a Status line is
//    followed by `<!-- routes: /a /b -->` naming its routes, and every route of the table is named exactly once.
// Prints each finding as file:line and exits 1 when there is one.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ROUTES } from '../packages/core/src/routes.ts';

const findings: string[] = [];
const add = (file: string, line: number, message: string) => findings.push(`${file}:${line}: ${message}`);

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(file));
const CODE = /\.(ts|tsx|mjs|js|cjs|css)$/;
const codeFiles = tracked.filter((file) => CODE.test(file) && !file.endsWith('scripts/docs-check.ts'));
const docFiles = tracked.filter((file) => file.endsWith('.md') && !file.startsWith('bench/RESULTS') && !file.startsWith('docs/ci-times'));

/** Each line of a file, numbered from 1. */
function linesOf(file: string): [number, string][] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => [i + 1, line]);
}

// 1. Issue numbers in code.
const ISSUE = /\b[Ii]ssues? #?\d+|#\d+ §|\(#\d+\)/;
for (const file of codeFiles) {
  for (const [n, line] of linesOf(file)) if (ISSUE.test(line)) add(file, n, `an issue number in code: ${line.trim().slice(0, 100)}`);
}

// 2. Quoted repository paths exist.
const PATH = /(?<![\w./-])((?:apps|packages|docs|scripts|bench|e2e|\.ci)\/[\w.@/[\]-]*[\w\]])/g;
const PLACEHOLDER = /[*<>{}…$]|\.\.\.|NNN/;
/**
 * Whether git ignores a path, as a file or as a folder: build output (`apps/web/dist`, `apps/server/dist/main.js`)
 * exists only after a build.
 */
function ignoredByGit(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--no-index', path, `${path}/`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a quoted path names a file or folder, or is the start of one's name (`docs/decisions/005`), or is build
 * output that git ignores.
 */
function pathExists(path: string): boolean {
  if (existsSync(path) || ignoredByGit(path)) return true;
  const dir = dirname(path);
  if (!existsSync(dir)) return false;
  const base = path.slice(dir.length + 1);
  return readdirSync(dir).some((entry) => entry.startsWith(base));
}
for (const file of [...docFiles, ...codeFiles]) {
  for (const [n, line] of linesOf(file)) {
    // In code, only comments quote paths; import specifiers and strings are checked by the compiler and the tests.
    if (CODE.test(file) && !/^\s*(\/\/|\*|\/\*)/.test(line) && !/\s\/\/\s/.test(line)) continue;
    for (const match of line.matchAll(PATH)) {
      const path = match[1]!.replace(/[.,:;)]+$/, '');
      if (PLACEHOLDER.test(line.slice(match.index!, match.index! + match[0].length + 1))) continue;
      if (!pathExists(path)) add(file, n, `quotes a path that does not exist: ${path}`);
    }
  }
}

// 3. Documents outside the repository.
const OUTSIDE = /\.\.\/shared\b|\b(DESIGN|SPEC|STYLE)\.md\b/;
for (const file of [...docFiles, ...codeFiles]) {
  for (const [n, line] of linesOf(file)) if (OUTSIDE.test(line)) add(file, n, `refers to a document outside the repository: ${line.trim().slice(0, 100)}`);
}

// 4. Area statuses against the route table.
const REQUIREMENTS = 'docs/requirements.md';
const built = new Map(ROUTES.map((route) => [route.path, route.built === true]));
const named = new Map<string, number>();
let status: { line: number; text: string } | undefined;
for (const [n, line] of linesOf(REQUIREMENTS)) {
  if (line.startsWith('Status:')) status = { line: n, text: line };
  const routes = /^<!-- routes: (.+) -->$/.exec(line.trim());
  if (!routes) continue;
  const paths = routes[1]!.split(/\s+/);
  for (const path of paths) {
    if (!built.has(path)) add(REQUIREMENTS, n, `names ${path}, which is not in the route table`);
    if (named.has(path)) add(REQUIREMENTS, n, `names ${path} again (first on line ${named.get(path)})`);
    named.set(path, n);
  }
  if (!status || n - status.line > 3) {
    add(REQUIREMENTS, n, 'a routes comment must follow its Status line');
    continue;
  }
  const builtCount = paths.filter((path) => built.get(path)).length;
  const expected = builtCount === 0 ? '*Not built yet*' : builtCount === paths.length ? '*Built*' : '*Partly built*';
  if (!status.text.startsWith(`Status: ${expected}`))
    add(REQUIREMENTS, status.line, `should read 'Status: ${expected}' (${builtCount} of ${paths.length} routes built)`);
}
for (const path of built.keys()) if (!named.has(path)) add(REQUIREMENTS, 1, `no area's routes comment names ${path}`);

if (findings.length > 0) {
  console.error(findings.join('\n'));
  console.error(`docs:check: ${findings.length} finding(s)`);
  process.exit(1);
}
console.log(`docs:check: ${codeFiles.length} code files and ${docFiles.length} documents checked`);
