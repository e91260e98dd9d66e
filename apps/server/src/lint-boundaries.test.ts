import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The import boundaries of docs/architecture.md ("Layers and boundaries"), as `npm run lint` enforces them: the
 * repository's own eslint.config.js lints snippets placed, by file name, where the code would sit
 * (eslint/boundaries.js holds the rule and its zones).
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RULE = 'boundaries/no-restricted-paths';
const CROSS_FEATURE = "a feature does not import another feature's files";

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: `${ROOT}eslint.config.js` });
});

/**
 * Lints `code` as if it were the file `file` and returns the boundary rule's messages.
 * @param file the path from the repository root
 */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${file}` });
  expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('server boundaries', () => {
  it('fails a feature that imports another feature, whatever the form of the import', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/features/admin/x.ts',
      [
        "import { listProjects } from '../projects/project-service.ts';",
        "import type { Submission } from '../challenges/submission-service.ts';",
        "export { getUser } from '../users/user-service.ts';",
        "export const lazy = () => import('../leaderboard/leaderboard-service.ts');",
        'export { listProjects };',
        'export type { Submission };',
      ].join('\n'),
    );
    expect(errors).toHaveLength(4);
    for (const error of errors) expect(error).toContain(CROSS_FEATURE);
    expect(errors[0]).toBe(
      "'../projects/project-service.ts' may not be imported here: a feature does not import another feature's files: use what it exports from its public.ts, or move what is generic to apps/server/src/platform/ or lib/ (docs/architecture.md, Layers and boundaries).",
    );
  });

  it("lets a feature use another feature through that feature's public.ts only", async () => {
    const file = 'apps/server/src/features/admin/x.ts';
    expect(await boundaryErrors(file, "import { listProjects } from '../projects/public.ts';\nlistProjects;")).toEqual([]);
    expect(await boundaryErrors(file, "import { x } from '../projects/public/x.ts';\nx;")).toEqual([expect.stringContaining(CROSS_FEATURE)]);
    expect(await boundaryErrors(file, "import { x } from '../projects/admin/public.ts';\nx;")).toEqual([expect.stringContaining(CROSS_FEATURE)]);
    const web = 'apps/web/src/features/members/pages/x.tsx';
    expect(await boundaryErrors(web, "import { ProjectCard } from '../../projects/public';\nProjectCard;")).toEqual([]);
    expect(await boundaryErrors(web, "import { ProjectCard } from '../../projects/components/project-card';\nProjectCard;")).toEqual([
      expect.stringContaining(CROSS_FEATURE),
    ]);
  });

  it('lets a feature import its own files and the shared layers', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/features/admin/x.ts',
      [
        "import { recordAudit } from '../../platform/audit-log.ts';",
        "import { revokeUserSessions } from '../../platform/sessions.ts';",
        "import { notFound } from '../../lib/app-error.ts';",
        "import type { DB } from '../../db/schema.ts';",
        "import type { AppContext } from '../../app-context.ts';",
        "import { listAdminUsers } from './admin-user-service.ts';",
        "import { can } from '@esdc/core/permissions';",
        'export { recordAudit, revokeUserSessions, notFound, listAdminUsers, can };',
        'export type { DB, AppContext };',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it("holds a feature's tests to the same rule, but lets them build the app", async () => {
    const test = 'apps/server/src/features/admin/x.test.ts';
    expect(await boundaryErrors(test, "import { changePoints } from '../leaderboard/points-ledger.ts';\nchangePoints;")).toEqual([
      expect.stringContaining(CROSS_FEATURE),
    ]);
    expect(await boundaryErrors(test, "import { createTestApp } from '../../test/harness.ts';\ncreateTestApp;")).toEqual([]);
    expect(await boundaryErrors('apps/server/src/features/admin/x.ts', "import { createTestApp } from '../../test/harness.ts';\ncreateTestApp;")).toEqual([
      expect.stringContaining('features do not import the app'),
    ]);
  });

  it('keeps the shared layers below the features, and each shared layer below the next', async () => {
    const cases: [file: string, specifier: string, says: string][] = [
      ['apps/server/src/platform/x.ts', '../features/users/user-service.ts', 'import none of them'],
      ['apps/server/src/plugins/x.ts', '../features/auth/auth-service.ts', 'import none of them'],
      ['apps/server/src/db/x.ts', '../features/challenges/submission-service.ts', 'import none of them'],
      ['apps/server/src/app-context.ts', './features/projects/routes.ts', 'import none of them'],
      ['apps/server/src/db/x.ts', '../platform/password.ts', 'db/ (client, schema, migrations) sits below'],
      ['apps/server/src/lib/x.ts', '../db/schema.ts', 'lib/ holds plain helpers'],
      ['apps/server/src/platform/x.ts', '../plugins/auth.ts', 'platform/ sits below plugins/'],
      ['apps/server/src/platform/x.ts', '../seed/seed.ts', 'nor the app'],
      ['apps/server/src/db/x.ts', '../feature-list.ts', 'nor the app'],
      ['apps/server/src/platform/x.ts', '../db/migrate.ts', 'nor the app'],
    ];
    for (const [file, specifier, says] of cases) {
      expect(await boundaryErrors(file, `import * as m from '${specifier}';\nm;`), `${file} -> ${specifier}`).toEqual([expect.stringContaining(says)]);
    }
    expect(
      await boundaryErrors(
        'apps/server/src/platform/x.ts',
        "import type { DB } from '../db/schema.ts';\nimport { notFound } from '../lib/app-error.ts';\nnotFound;\nexport type { DB };",
      ),
    ).toEqual([]);
    // The app (app.ts, main.ts, seed/) composes the features.
    expect(
      await boundaryErrors(
        'apps/server/src/seed/x.ts',
        "import { submitInTransaction } from '../features/challenges/submission-service.ts';\nsubmitInTransaction;",
      ),
    ).toEqual([]);
    // A feature's authorization matrix cases are test code: they use the matrix's kit.
    const kit = "import { PUBLIC } from '../../test/authorization-matrix-kit.ts';\nPUBLIC;";
    expect(await boundaryErrors('apps/server/src/features/events/authorization-cases.ts', kit)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/features/events/event-service.ts', kit)).toEqual([expect.stringContaining('features do not import the app')]);
    // db/migrate.ts runs every feature's migrations: it is part of the app although it sits in db/.
    expect(await boundaryErrors('apps/server/src/db/migrate.ts', "import { FEATURES } from '../feature-list.ts';\nFEATURES;")).toEqual([]);
  });
});

describe('web boundaries', () => {
  it('fails a feature that imports another feature or the app, and lets it use the shared layers', async () => {
    const file = 'apps/web/src/features/admin/components/x.tsx';
    expect(await boundaryErrors(file, "import { listProjects } from '../../projects/api/list-projects';\nlistProjects;")).toEqual([
      expect.stringContaining(CROSS_FEATURE),
    ]);
    expect(await boundaryErrors(file, "import { AppRoutes } from '../../../app/router';\nAppRoutes;")).toEqual([
      expect.stringContaining('features do not import the app'),
    ]);
    expect(
      await boundaryErrors(
        file,
        "import { Button } from '../../../components/button';\nimport { apiRequest } from '../../../lib/api-client';\nimport type { AdminUser } from '../api/admin-types';\nButton;\napiRequest;\nexport type { AdminUser };",
      ),
    ).toEqual([]);
  });

  it('keeps components/ and lib/ free of features and the app, and lib/ below components/', async () => {
    expect(await boundaryErrors('apps/web/src/lib/x.ts', "import { x } from '../features/admin/api/admin-types';\nx;")).toEqual([
      expect.stringContaining('import none of them'),
    ]);
    expect(await boundaryErrors('apps/web/src/components/x.tsx', "import { x } from '../app/router';\nx;")).toEqual([
      expect.stringContaining('import none of them'),
    ]);
    expect(await boundaryErrors('apps/web/src/lib/x.ts', "import { Button } from '../components/button';\nButton;")).toEqual([
      expect.stringContaining('lib/ is the bottom layer'),
    ]);
  });
});

describe('workspace boundaries', () => {
  it('lets packages/core import nothing of ours', async () => {
    const file = 'packages/core/src/x.ts';
    expect(await boundaryErrors(file, "import { buildApp } from '../../../apps/server/src/app.ts';\nbuildApp;")).toEqual([
      expect.stringContaining('packages/core imports nothing of ours'),
    ]);
    expect(await boundaryErrors(file, "import { x } from '@esdc/web/src/lib/session';\nx;")).toEqual([
      expect.stringContaining('packages/core imports nothing of ours'),
    ]);
    expect(await boundaryErrors(file, "import { userRoleSchema } from './user.ts';\nimport { z } from 'zod';\nuserRoleSchema;\nz;")).toEqual([]);
  });

  it('keeps the server and the web app apart', async () => {
    expect(await boundaryErrors('apps/web/src/lib/x.ts', "import { x } from '@esdc/server/src/app';\nx;")).toEqual([
      expect.stringContaining('the web app does not import the server'),
    ]);
    expect(await boundaryErrors('apps/server/src/lib/x.ts', "import { x } from '../../../web/src/lib/session';\nx;")).toEqual([
      expect.stringContaining('the server does not import the web app'),
    ]);
  });
});
