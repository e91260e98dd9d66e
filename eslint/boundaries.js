/**
 * Import boundaries: which part of the repository may import which (docs/architecture.md, "Layers and
 * boundaries"). A small local rule, `boundaries/no-restricted-paths`, resolves every relative import to a path
 * from the repository root and checks it against the zones below; package imports are checked by name. ESLint's
 * built-in `no-restricted-imports` matches the import text only, and `../x` means another folder depending on
 * where the importing file sits, so it cannot tell a feature's own `../api/x` from another feature's.
 *
 * Nothing is installed for this: the rule is the ~100 lines below. eslint.config.js spreads the default export.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, with a trailing slash: every zone path below is relative to it. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Tests, and the authorization matrix's cases a server feature keeps beside its tests (only the matrix test imports them). */
const TEST_FILE = /(?:\.test\.[cm]?[jt]sx?|^apps\/server\/src\/features\/[\w-]+\/authorization-cases\.ts)$/;
const EXTENSION = /\.[cm]?[jt]sx?$/;

/**
 * Whether `file` (root-relative, posix) lies in `prefix`: a folder when the prefix ends with '/', else one file
 * (compared without its extension, as web imports leave it off).
 */
function inside(file, prefix) {
  if (prefix.endsWith('/')) return file.startsWith(prefix) || file === prefix.slice(0, -1);
  return file.replace(EXTENSION, '') === prefix.replace(EXTENSION, '');
}

const insideAny = (file, prefixes = []) => prefixes.some((prefix) => inside(file, prefix));

/** Whether a bare specifier names one of `packages` ('@esdc/' matches every workspace package). */
const namesAny = (specifier, packages = []) =>
  packages.some((name) => (name.endsWith('/') ? specifier.startsWith(name) : specifier === name || specifier.startsWith(`${name}/`)));

/** The folder directly under `root` that holds `file` (a feature's name), or null when `file` is not under it. */
function featureOf(file, root) {
  if (!file.startsWith(root)) return null;
  const rest = file.slice(root.length);
  const slash = rest.indexOf('/');
  return slash === -1 ? rest.replace(EXTENSION, '') : rest.slice(0, slash);
}

const toPosix = (p) => p.split(path.sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports inside the layers of docs/architecture.md (app -> features -> shared; no feature imports another).' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'array', items: { type: 'string' } },
                exceptTarget: { type: 'array', items: { type: 'string' } },
                from: { type: 'array', items: { type: 'string' } },
                onlyFrom: { type: 'array', items: { type: 'string' } },
                fromPackages: { type: 'array', items: { type: 'string' } },
                allowInTests: { type: 'boolean' },
                message: { type: 'string' },
              },
              required: ['target', 'message'],
              additionalProperties: false,
            },
          },
          siblings: {
            type: 'array',
            items: {
              type: 'object',
              properties: { root: { type: 'string' }, message: { type: 'string' } },
              required: ['root', 'message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      restricted: "'{{specifier}}' may not be imported here: {{message}}",
    },
  },
  create(context) {
    const { zones = [], siblings = [] } = context.options[0] ?? {};
    const file = toPosix(path.relative(ROOT, context.filename));
    if (file.startsWith('..') || path.isAbsolute(file)) return {};
    const isTest = TEST_FILE.test(file);
    const ownZones = zones.filter((zone) => insideAny(file, zone.target) && !insideAny(file, zone.exceptTarget) && !(isTest && zone.allowInTests));
    const ownSiblings = siblings.filter((s) => featureOf(file, s.root) !== null);
    if (ownZones.length === 0 && ownSiblings.length === 0) return {};

    /** Reports `node` (the specifier's literal) when what it names is out of bounds for this file. */
    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = node.value;
      const report = (message) => context.report({ node, messageId: 'restricted', data: { specifier, message } });
      if (!specifier.startsWith('.')) {
        const zone = ownZones.find((z) => namesAny(specifier, z.fromPackages));
        if (zone) report(zone.message);
        return;
      }
      const target = toPosix(path.relative(ROOT, path.resolve(path.dirname(context.filename), specifier)));
      for (const s of ownSiblings) {
        const theirs = featureOf(target, s.root);
        // Another feature is reached only through its public entry, `<feature>/public.ts(x)`.
        const publicEntry = `${s.root}${theirs}/public`;
        if (theirs !== null && theirs !== featureOf(file, s.root) && target.replace(EXTENSION, '') !== publicEntry) return report(s.message);
      }
      const zone = ownZones.find((z) => insideAny(target, z.from) || (z.onlyFrom && !insideAny(target, z.onlyFrom)));
      if (zone) report(zone.message);
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `typeof import('./x')` in a type
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      // `import x = require('./x')`
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

const SERVER = 'apps/server/src/';
const WEB = 'apps/web/src/';
const CORE = 'packages/core/';

/**
 * The server's composition: it builds the app from the features, so nothing below imports it. `db/migrate.ts` is part
 * of it (it runs the features' migrations with the shared ones), though it sits in `db/`.
 */
const SERVER_APP = [`${SERVER}app.ts`, `${SERVER}feature-list.ts`, `${SERVER}main.ts`, `${SERVER}seed/`, `${SERVER}test/`, `${SERVER}db/migrate.ts`];
/** What every server feature may use; none of it imports a feature. */
const SERVER_SHARED = [
  `${SERVER}lib/`,
  `${SERVER}db/`,
  `${SERVER}platform/`,
  `${SERVER}plugins/`,
  `${SERVER}app-context.ts`,
  `${SERVER}feature-manifest.ts`,
  `${SERVER}config.ts`,
];
const WEB_APP = [`${WEB}app/`, `${WEB}main.tsx`, `${WEB}prerender.tsx`];
const WEB_SHARED = [`${WEB}components/`, `${WEB}hooks/`, `${WEB}lib/`];

/** Options of `boundaries/no-restricted-paths` for this repository. */
const boundaryOptions = {
  siblings: [
    {
      root: `${SERVER}features/`,
      message:
        "a feature does not import another feature's files: use what it exports from its public.ts, or move what is generic to apps/server/src/platform/ or lib/ (docs/architecture.md, Layers and boundaries).",
    },
    {
      root: `${WEB}features/`,
      message:
        "a feature does not import another feature's files: use what it exports from its public.ts, or move what is generic to apps/web/src/components/, lib/ or hooks/, or to packages/core (docs/architecture.md, Layers and boundaries).",
    },
  ],
  zones: [
    // The server: app (app.ts, main.ts, seed/, test/) -> features/<name> -> platform/, plugins/ -> db/ -> lib/.
    {
      target: [`${SERVER}features/`],
      from: SERVER_APP,
      allowInTests: true,
      message: 'features do not import the app (app.ts, main.ts, seed/, test/); the app imports them. Tests may, to build the app.',
    },
    {
      target: SERVER_SHARED,
      exceptTarget: [`${SERVER}db/migrate.ts`],
      from: [`${SERVER}features/`, ...SERVER_APP],
      allowInTests: true,
      message: 'lib/, db/, platform/, plugins/, app-context.ts and config.ts are shared by the features and import none of them, nor the app.',
    },
    {
      target: [`${SERVER}lib/`],
      from: [`${SERVER}db/`, `${SERVER}platform/`, `${SERVER}plugins/`, `${SERVER}app-context.ts`, `${SERVER}config.ts`],
      message: 'lib/ holds plain helpers that know no database or domain: it imports nothing else of the server.',
    },
    {
      target: [`${SERVER}db/`],
      from: [`${SERVER}platform/`, `${SERVER}plugins/`, `${SERVER}app-context.ts`],
      message: 'db/ (client, schema, migrations) sits below platform/ and plugins/: they import it, not the other way.',
    },
    {
      target: [`${SERVER}platform/`],
      from: [`${SERVER}plugins/`, `${SERVER}app-context.ts`],
      message: 'platform/ sits below plugins/ and the app context: they import it, not the other way.',
    },
    // The web app: app/, main.tsx, prerender.tsx -> features/<name> -> components/, hooks/ -> lib/.
    {
      target: [`${WEB}features/`],
      from: WEB_APP,
      message: 'features do not import the app (app/, main.tsx, prerender.tsx); the app imports them. Lift what both need to components/, lib/ or hooks/.',
    },
    {
      target: WEB_SHARED,
      from: [`${WEB}features/`, ...WEB_APP],
      message: 'components/, hooks/ and lib/ are shared by the features and import none of them, nor the app.',
    },
    {
      target: [`${WEB}lib/`],
      from: [`${WEB}components/`, `${WEB}hooks/`],
      message: 'lib/ is the bottom layer of the web app: components/ and hooks/ build on it, not the other way.',
    },
    {
      target: [`${WEB}features/`, ...WEB_SHARED],
      from: [`${WEB}test/`],
      allowInTests: true,
      message: 'src/test/ holds test fixtures and setup: only tests import it.',
    },
    // Between workspaces: web -> core, server -> core, never core -> anything, never web <-> server.
    {
      target: [CORE],
      onlyFrom: [CORE],
      fromPackages: ['@esdc/'],
      message: 'packages/core imports nothing of ours: no app, no other workspace package.',
    },
    {
      target: ['apps/server/'],
      from: ['apps/web/', 'e2e/', 'bench/'],
      fromPackages: ['@esdc/web'],
      message: 'the server does not import the web app (or e2e, bench); what both need goes to packages/core.',
    },
    {
      target: ['apps/web/'],
      from: ['apps/server/', 'e2e/', 'bench/'],
      fromPackages: ['@esdc/server'],
      message: 'the web app does not import the server (or e2e, bench); what both need goes to packages/core.',
    },
  ],
};

/** Flat-config entries: the rule, on for every source file of the apps and packages. */
export default [
  {
    files: ['apps/**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}', 'packages/**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'],
    plugins: { boundaries: { rules: { 'no-restricted-paths': noRestrictedPaths } } },
    rules: { 'boundaries/no-restricted-paths': ['error', boundaryOptions] },
  },
];
