import type { FeatureNames } from './names.ts';

/*
 * The files of a scaffolded feature (docs/contributing.md, "Scaffolding a feature"): a list of entries members post,
 * named after the feature. Each template is a pure function of the feature's names; the generator formats the result
 * with Prettier before writing it.
 */

/** What every template needs. */
export interface FeatureContext {
  names: FeatureNames;
  /** The requirement the code cites, e.g. 'SPEC §2 Forum'. */
  spec: string;
  /** The migration's three-digit number, e.g. '021'. */
  migration: string;
}

/** Longest entry title, in characters. */
export const ENTRY_TITLE_MAX = 120;
/** Longest entry body, in characters. */
export const ENTRY_BODY_MAX = 5000;
/** Entries per page of the list. */
const ENTRY_PAGE_SIZE = 20;

/**
 * Word-wraps prose into comment lines the way the repository's comments are wrapped.
 * @param prefix what starts each line, e.g. ' * '
 * @param text the prose, on one line
 * @param width the longest line, prefix included (default 118)
 * @returns the lines, joined by line feeds
 */
export function prose(prefix: string, text: string, width = 118): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && prefix.length + line.length + 1 + word.length > width) {
      lines.push(prefix + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(prefix + line);
  return lines.join('\n');
}

/**
 * A TSDoc comment: on one line when it fits, else wrapped.
 * @param indent the indentation of the commented code
 * @param text the comment's prose
 */
function tsdoc(indent: string, text: string): string {
  const one = `${indent}/** ${text} */`;
  return one.length <= 118 ? one : `${indent}/**\n${prose(`${indent} * `, text)}\n${indent} */`;
}

/** The migration's file name without its extension: `021-forum`. */
export const migrationName = (c: FeatureContext) => `${c.migration}-${c.names.kebab}`;

/** `packages/core/src/<name>-schemas.ts`: limits, messages, the entry, the list query and page, the create input. */
export function coreSchemas({ names: n, spec }: FeatureContext): string {
  return `import { z } from 'zod';
import { listEnvelope } from './api.ts';
import { pageQueryShape, textSchema } from './input.ts';

/*
${prose(' * ', `${n.title} (${spec}): the entries members post, newest first. What the routes take and answer; the same create schema drives the web form. (Scaffolded by \`npm run new:feature\`: rename the entry to the area's own terms.)`)}
 */

/** Longest entry title, in characters. */
export const ${n.upper}_TITLE_MAX = ${ENTRY_TITLE_MAX};
/** Longest entry body, in characters. */
export const ${n.upper}_BODY_MAX = ${ENTRY_BODY_MAX};
/** Entries per page of the list. */
export const ${n.upper}_PAGE_SIZE = ${ENTRY_PAGE_SIZE};

/** Messages of the ${n.title} API. */
export const ${n.upper}_MESSAGES = {
  created: 'Entry posted',
  postNotAllowed: 'Only active members may post entries',
} as const;

/** Who posted an entry. */
export const ${n.camel}AuthorSchema = z
  .object({ id: z.number().int(), name: z.string(), username: z.string() })
  .meta({ id: '${n.pascal}Author' });
export type ${n.pascal}Author = z.infer<typeof ${n.camel}AuthorSchema>;

/** One entry. */
export const ${n.camel}EntrySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string().describe('Plain text'),
    author: ${n.camel}AuthorSchema.nullable().describe('Who posted it; null once they deleted their account'),
    created_at: z.string().describe('ISO-8601 UTC'),
  })
  .meta({ id: '${n.entry}' });
export type ${n.entry} = z.infer<typeof ${n.camel}EntrySchema>;

/** \`GET ${n.apiPath}\` query: paging. */
export const ${n.camel}EntryListQuerySchema = z.object({ ...pageQueryShape({ defaultLimit: ${n.upper}_PAGE_SIZE, maxLimit: 50 }) });
export type ${n.entry}ListQuery = z.infer<typeof ${n.camel}EntryListQuerySchema>;

/** \`GET ${n.apiPath}\` answer: one page of entries, newest first, with the total. */
export const ${n.camel}EntryPageSchema = listEnvelope(${n.camel}EntrySchema);

/** \`POST ${n.apiPath}\`: a title (one line) and a body, both trimmed. */
export const ${n.camel}EntryCreateSchema = z
  .object({
    title: textSchema({ label: 'Title', max: ${n.upper}_TITLE_MAX, requiredMessage: 'Title is required', singleLine: true }),
    body: textSchema({ label: 'Body', max: ${n.upper}_BODY_MAX, requiredMessage: 'Body is required' }),
  })
  .meta({ id: '${n.entry}Create' });
export type ${n.entry}Create = z.infer<typeof ${n.camel}EntryCreateSchema>;
export type ${n.entry}CreateInput = z.input<typeof ${n.camel}EntryCreateSchema>;
`;
}

/** `features/<name>/migrations/<NNN>-<name>.ts`: the entries' table on SQLite and PostgreSQL. */
export function migration({ names: n, spec, migration: number }: FeatureContext): string {
  return `import type { Kysely } from 'kysely';
import type { Engine } from '../../../db/client.ts';

/**
${prose(' * ', `${number}: the entries posted to ${n.path} (${spec}).`)}
 * - \`${n.table}\`: one row per entry a member posted: \`title\` (one line), \`body\` (plain text), \`author_id\` (null
 *   once the author deletes their account: entries are the club's content and stay), \`created_at\` ISO-8601 UTC. The
 *   list is newest first by id.
 */
export function migration${number}(engine: Engine) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the schema types exist
  type AnyDb = Kysely<any>;
  const id = (db: AnyDb, table: string) =>
    engine === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: AnyDb): Promise<void> {
      await id(db, '${n.table}')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('${n.table}_author_idx').on('${n.table}').column('author_id').execute();
    },
  };
}
`;
}

/** The table's row type, for db/schema.ts (inserted before the DB interface). */
export function schemaInterface({ names: n, spec, migration: number }: FeatureContext): string[] {
  return [
    tsdoc('', `An entry posted to ${n.path} (migration ${number}; ${spec}).`),
    `export interface ${n.pascal}EntriesTable {`,
    '  id: Generated<number>;',
    '  title: string;',
    '  /** Plain text. */',
    '  body: string;',
    '  /** Null once the author deleted their account. */',
    '  author_id: number | null;',
    '  created_at: string;',
    '}',
    '',
  ];
}

/** `features/<name>/manifest.ts`. */
export function manifest(c: FeatureContext): string {
  const { names: n, spec } = c;
  return `import { defineFeature } from '../../feature-manifest.ts';
import { ${n.camel}EntriesExport, ${n.camel}Eraser } from './account-data.ts';
import { migration${c.migration} } from './migrations/${migrationName(c)}.ts';
import { ${n.camel}Routes } from './routes.ts';
import { seedDemo${n.pascal}Entries } from './seed.ts';

${tsdoc('', `${n.title}: a list of entries members post (${spec}).`)}
export const ${n.camel}Feature = defineFeature({
  name: '${n.kebab}',
  routes: ${n.camel}Routes,
  accountData: { sections: [${n.camel}EntriesExport], erasers: [${n.camel}Eraser] },
  permissions: ['${n.action}'],
  migrations: { '${migrationName(c)}': migration${c.migration} },
  seed: { demo: seedDemo${n.pascal}Entries },
});
`;
}

/** `features/<name>/authorization-cases.ts`: the authorization matrix's cases of its two routes. */
export function authorizationCases({ names: n, spec }: FeatureContext): string {
  return `import { ACTIVE, PUBLIC, type AuthorizationCases } from '../../test/authorization-matrix-kit.ts';

/**
${prose(' * ', `Who may call the ${n.kebab} routes (${spec}), for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the list is public, posting needs an active account.`)}
 */
export const authorizationCases: AuthorizationCases = {
  'GET ${n.apiPath}': { expect: PUBLIC, send: () => ({ url: '${n.apiPath}?limit=5' }) },
  'POST ${n.apiPath}': {
    expect: ACTIVE(201),
    send: () => ({ url: '${n.apiPath}', payload: { title: 'Matrix entry', body: 'Posted for the authorization matrix.' } }),
  },
};
`;
}

/** `features/<name>/seed.ts`: the demo entries, loaded once with the demo content. */
export function seed({ names: n, spec }: FeatureContext): string {
  return `import { ${n.camel}EntryCreateSchema } from '@esdc/core/${n.kebab}-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SeedOptions } from '../../feature-manifest.ts';
import { daysAgo, featureContentDir, loadContent, memberRef } from '../../platform/seed-content.ts';

${tsdoc('', `Set once the demo entries of ${n.path} are loaded.`)}
export const DEMO_${n.upper}_FLAG = 'seed_demo_${n.snake}_v1';

/** A demo entry: the create fields, its author (a demo member, by username) and its age in days. */
const entrySchema = ${n.camel}EntryCreateSchema.extend({ author: memberRef, daysAgo });

/** The demo entries (seed-content/${n.kebab}-entries.json), oldest first. */
export const SEED_${n.upper}_ENTRIES = loadContent('${n.kebab}-entries.json', entrySchema, featureContentDir(import.meta.url, '${n.kebab}'));

/**
${prose(' * ', `Loads the demo entries (${spec}) once per database (flag {@link DEMO_${n.upper}_FLAG}), after the demo members; an entry whose author is missing is left out.`)}
 * @param db the database
 * @param opts the seeding clock: an entry's age counts back from it
 * @returns whether they were loaded on this call
 */
export async function seedDemo${n.pascal}Entries(db: Kysely<DB>, { now }: SeedOptions): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_${n.upper}_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_${n.upper}_FLAG)) return false;
  const authors = [...new Set(SEED_${n.upper}_ENTRIES.map((entry) => entry.author))];
  await db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'username']).where('username', 'in', authors).execute();
    const userId = new Map(users.map((u) => [u.username, u.id]));
    for (const entry of SEED_${n.upper}_ENTRIES) {
      const author = userId.get(entry.author);
      if (author === undefined) continue;
      await trx
        .insertInto('${n.table}')
        .values({ title: entry.title, body: entry.body, author_id: author, created_at: new Date(now.getTime() - entry.daysAgo * 86_400_000).toISOString() })
        .execute();
    }
    await trx.insertInto('app_settings').values({ key: DEMO_${n.upper}_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
`;
}

/** `features/<name>/seed-content/<name>-entries.json`: two demo entries by demo members of seed/content/members.json. */
export function seedContent({ names: n }: FeatureContext): string {
  const entries = [
    { title: `Welcome to ${n.title}`, body: `The first entry of ${n.title}: say what you are working on.`, author: 'priya', daysAgo: 6 },
    { title: `A second ${n.title} entry`, body: 'Entries are listed newest first.', author: 'arjun', daysAgo: 2 },
  ];
  return `${JSON.stringify(entries, null, 2)}\n`;
}

/** `features/<name>/routes.ts`: the thin routes. */
export function routes({ names: n, spec }: FeatureContext): string {
  return `import { envelope } from '@esdc/core/api';
import {
  ${n.upper}_BODY_MAX,
  ${n.upper}_MESSAGES,
  ${n.upper}_PAGE_SIZE,
  ${n.upper}_TITLE_MAX,
  ${n.camel}EntryCreateSchema,
  ${n.camel}EntryListQuerySchema,
  ${n.camel}EntryPageSchema,
  ${n.camel}EntrySchema,
} from '@esdc/core/${n.kebab}-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPage } from '../../lib/envelope.ts';
import { create${n.entry}, list${n.pascal}Entries } from './${n.kebab}-service.ts';

${tsdoc('', `${n.title} (${spec}): the public list of entries, and active members post to it.`)}
export async function ${n.camel}Routes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const posters = { onRequest: app.requirePermission('${n.action}', ${n.upper}_MESSAGES.postNotAllowed) };

  r.get(
    '${n.apiPath}',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['${n.kebab}'],
        summary: '${n.title} entries',
        description: \`Public, newest first, each with its author (null once they deleted their account). \\\`limit\\\` (default \${${n.upper}_PAGE_SIZE}, at most 50)/\\\`offset\\\`.\`,
        querystring: ${n.camel}EntryListQuerySchema,
        response: { 200: ${n.camel}EntryPageSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await list${n.pascal}Entries(ctx.db, q);
      return okPage(page.items, { total: page.total, limit: q.limit, offset: q.offset });
    },
  );

  r.post(
    '${n.apiPath}',
    {
      ...posters,
      schema: {
        tags: ['${n.kebab}'],
        summary: 'Post an entry',
        description: \`Active members ('${n.action}'): 401 signed out, 403 '\${${n.upper}_MESSAGES.postNotAllowed}'. A \\\`title\\\` (one line, at most \${${n.upper}_TITLE_MAX} characters) and a \\\`body\\\` (at most \${${n.upper}_BODY_MAX}), trimmed; 400 with the schema's messages ('Title is required', 'Body is required'), and nothing is stored. Message '\${${n.upper}_MESSAGES.created}'.\`,
        body: ${n.camel}EntryCreateSchema,
        response: { 201: envelope(${n.camel}EntrySchema) },
      },
    },
    async (request, reply) => {
      const entry = await create${n.entry}(ctx.db, request.user!.id, request.body, ctx.clock());
      return reply.status(201).send(ok(entry, { message: ${n.upper}_MESSAGES.created }));
    },
  );
}
`;
}

/** `features/<name>/<name>-service.ts`: the queries. */
export function service({ names: n, spec }: FeatureContext): string {
  return `import type { ${n.entry}, ${n.entry}Create, ${n.entry}ListQuery } from '@esdc/core/${n.kebab}-schemas';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/*
${prose(' * ', `${n.title} (${spec}): a public list of entries, newest first; active members post them ('${n.action}', checked by the route). An entry outlives its author's account: it then has no author.`)}
 */

type Db = Kysely<DB> | Transaction<DB>;

/** The entries with their authors' public names. */
function entries(db: Db) {
  return db
    .selectFrom('${n.table} as e')
    .leftJoin('users as u', 'u.id', 'e.author_id')
    .select(['e.id', 'e.title', 'e.body', 'e.created_at', 'u.id as author_id', 'u.name as author_name', 'u.username as author_username']);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirstOrThrow']>>;

function toEntry(row: EntryRow): ${n.entry} {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    author: row.author_id !== null && row.author_name !== null && row.author_username !== null ? { id: row.author_id, name: row.author_name, username: row.author_username } : null,
    created_at: row.created_at,
  };
}

/**
${prose(' * ', `One page of entries, newest first (${spec}).`)}
 * @param db the database
 * @param query the page asked for (\`limit\`, \`offset\`)
 * @returns the page's entries and how many there are in all
 */
export async function list${n.pascal}Entries(db: Db, query: ${n.entry}ListQuery): Promise<{ items: ${n.entry}[]; total: number }> {
  const [rows, count] = await Promise.all([
    entries(db).orderBy('e.id', 'desc').limit(query.limit).offset(query.offset).execute(),
    db.selectFrom('${n.table}').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toEntry), total: Number(count.n) };
}

/**
${prose(' * ', `Posts an entry (${spec}); the route has checked '${n.action}'.`)}
 * @param db the database
 * @param authorId the member posting it
 * @param input the validated title and body
 * @param now when it is posted (the route passes its clock)
 * @returns the entry as the list shows it
 */
export async function create${n.entry}(db: Kysely<DB>, authorId: number, input: ${n.entry}Create, now: Date): Promise<${n.entry}> {
  const { id } = await db
    .insertInto('${n.table}')
    .values({ title: input.title, body: input.body, author_id: authorId, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toEntry(await entries(db).where('e.id', '=', id).executeTakeFirstOrThrow());
}
`;
}

/** `features/<name>/account-data.ts`: the export section and the eraser. */
export function accountData({ names: n, spec }: FeatureContext): string {
  return `import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';

${tsdoc('', `${spec}: the entries the member posted.`)}
export const ${n.camel}EntriesExport = memberRowsSection({ table: '${n.table}', owner: 'author_id', columns: ['id', 'title', 'body', 'created_at'], orderBy: 'id' });

/**
 * On account deletion (SPEC §2 Your data): entries are the club's content and stay; they no longer name the member
 * (\`author_id\` becomes null).
 */
export const ${n.camel}Eraser: Eraser = {
  name: '${n.title} entries',
  erase: async (trx, { userId }) => {
    await trx.updateTable('${n.table}').set({ author_id: null }).where('author_id', '=', userId).execute();
  },
};
`;
}

/** `features/<name>/<name>.test.ts`: the API through app.inject. */
export function serverTest({ names: n, spec }: FeatureContext): string {
  return `import { ${n.upper}_MESSAGES, type ${n.entry} } from '@esdc/core/${n.kebab}-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith } from '../../test/api.ts';
import { countRows, createTestApp, envelope, type TestApp } from '../../test/harness.ts';
import { SEED_${n.upper}_ENTRIES } from './seed.ts';

/*
${prose(' * ', `${n.title} (${spec}) through the API, on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set: the public list, members posting, refusals that store nothing, and the member's data.`)}
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const data = <T>(res: Awaited<ReturnType<typeof call>>) => envelope<T>(res).data;
const codeOf = (res: Awaited<ReturnType<typeof call>>) => (JSON.parse(res.body) as { error?: { code: string } }).error?.code;

describe('GET ${n.apiPath}', () => {
  it('lists entries newest first with their authors, a page at a time', async () => {
    const member = await memberWith(t);
    const before = await countRows(t.db, '${n.table}');
    for (const title of ['One', 'Two', 'Three']) {
      const res = await call(t, 'POST', '${n.apiPath}', member.token, { title, body: 'About ' + title });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await call(t, 'GET', '${n.apiPath}?limit=2');
    expect(res.statusCode).toBe(200);
    expect(data<${n.entry}[]>(res).map((e) => e.title)).toEqual(['Three', 'Two']);
    expect(data<${n.entry}[]>(res)[0]!.author).toEqual({ id: member.user.id, name: member.user.name, username: member.user.username });
    expect(envelope(res).meta).toEqual({ total: before + 3, limit: 2, offset: 0 });
    expect(data<${n.entry}[]>(await call(t, 'GET', '${n.apiPath}?limit=2&offset=1')).map((e) => e.title)).toEqual(['Two', 'One']);
  });

  it("refuses a bad page with 400 'Invalid limit'", async () => {
    const res = await call(t, 'GET', '${n.apiPath}?limit=51');
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('Invalid limit');
  });
});

describe('POST ${n.apiPath}', () => {
  it("stores a member's entry, trimmed, and answers 201 with its message", async () => {
    const member = await memberWith(t);
    const res = await call(t, 'POST', '${n.apiPath}', member.token, { title: '  First light  ', body: ' The board blinks. ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(envelope(res).message).toBe(${n.upper}_MESSAGES.created);
    const entry = data<${n.entry}>(res);
    expect(entry).toMatchObject({ title: 'First light', body: 'The board blinks.', author: { id: member.user.id } });
    const row = await t.db.selectFrom('${n.table}').selectAll().where('id', '=', entry.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'First light', author_id: member.user.id, created_at: t.clock.now().toISOString() });
  });

  it('refuses bad input with the field message and stores nothing', async () => {
    const member = await memberWith(t);
    const before = await countRows(t.db, '${n.table}');
    const cases: [Record<string, unknown>, string][] = [
      [{ body: 'No title' }, 'Title is required'],
      [{ title: '   ', body: 'Blank title' }, 'Title is required'],
      [{ title: 'x'.repeat(121), body: 'Long title' }, 'Title must be at most 120 characters long'],
      [{ title: 'Two\\nlines', body: 'Line break' }, 'Title cannot contain line breaks or tabs'],
      [{ title: 'No body' }, 'Body is required'],
      [{ title: 'Long body', body: 'x'.repeat(5001) }, 'Body must be at most 5000 characters long'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t, 'POST', '${n.apiPath}', member.token, payload);
      expect(res.statusCode, message).toBe(400);
      expect(envelope(res).message).toBe(message);
    }
    expect(await countRows(t.db, '${n.table}')).toBe(before);
  });

  it('refuses visitors (401), accounts that are not active (403) and suspended members (401), storing nothing', async () => {
    const before = await countRows(t.db, '${n.table}');
    const payload = { title: 'Not allowed', body: 'Should not be stored.' };
    const signedOut = await call(t, 'POST', '${n.apiPath}', undefined, payload);
    expect(signedOut.statusCode).toBe(401);
    expect(envelope(signedOut).message).toBe('No token provided');
    const pending = await memberWith(t, 'user', 'pending');
    const notActive = await call(t, 'POST', '${n.apiPath}', pending.token, payload);
    expect(notActive.statusCode).toBe(403);
    expect(envelope(notActive).message).toBe(${n.upper}_MESSAGES.postNotAllowed);
    // A suspended member's sessions are refused on every route (plugins/auth.ts), before any permission check.
    const suspended = await memberWith(t, 'user', 'suspended');
    const refused = await call(t, 'POST', '${n.apiPath}', suspended.token, payload);
    expect(refused.statusCode).toBe(401);
    expect(codeOf(refused)).toBe('ACCOUNT_SUSPENDED');
    expect(await countRows(t.db, '${n.table}')).toBe(before);
  });
});

describe('account data', () => {
  it("the export holds the member's entries; after account deletion the entries stay without an author", async () => {
    const member = await memberWith(t);
    const entry = data<${n.entry}>(await call(t, 'POST', '${n.apiPath}', member.token, { title: 'Mine', body: 'Kept after I leave.' }));
    const exported = data<{ sections: Record<string, { id: number }[]> }>(await call(t, 'GET', '/api/user/export', member.token));
    expect(exported.sections['${n.table}']!.map((e) => e.id)).toEqual([entry.id]);
    const res = await call(t, 'DELETE', '/api/user/account', member.token, { password: member.password, projects: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.selectFrom('${n.table}').selectAll().where('id', '=', entry.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Mine', author_id: null });
  });
});

describe('the demo content', () => {
  it('holds the demo entries by their authors, loaded once', async () => {
    const demo = await createTestApp({ seedDemo: true });
    try {
      const rows = await demo.db.selectFrom('${n.table}').innerJoin('users', 'users.id', '${n.table}.author_id').select(['title', 'username']).orderBy('${n.table}.id').execute();
      expect(rows).toEqual(SEED_${n.upper}_ENTRIES.map((entry) => ({ title: entry.title, username: entry.author })));
    } finally {
      await demo.close();
    }
  });
});
`;
}

/** `e2e/tests/<name>.spec.ts`: the page in Chromium, with axe. */
export function e2eSpec({ names: n, spec }: FeatureContext): string {
  return `import { expect, expectNoA11yViolations, registerViaApi, signInBrowser, test, unique } from './fixtures';

/*
${prose(' * ', `${n.title} (${spec}): a visitor reads the list and is asked to sign in to post; a member posts an entry and sees it first in the list; bad input shows the schema's message and posts nothing; an axe scan of each state.`)}
 */

test.describe('${n.title.toLowerCase()}', () => {
  test('a visitor sees the list and a link to sign in, not the form', async ({ page, consoleErrors }) => {
    await page.goto('${n.path}');
    await expect(page.getByRole('heading', { level: 1, name: '${n.title}' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to post' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post entry' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a member posts an entry and sees it listed; bad input shows the message and posts nothing', async ({ page, request, consoleErrors }) => {
    const member = await registerViaApi(request);
    await signInBrowser(page, member);
    await page.goto('${n.path}');
    await expect(page.getByRole('heading', { level: 1, name: '${n.title}' })).toBeVisible();

    await page.getByRole('button', { name: 'Post entry' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Body is required')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('textbox', { name: 'Title' }).fill('x'.repeat(121));
    await page.getByRole('textbox', { name: 'Body' }).fill('Too long a title.');
    await page.getByRole('button', { name: 'Post entry' }).click();
    await expect(page.getByText('Title must be at most 120 characters long')).toBeVisible();

    const title = unique('Entry ');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('button', { name: 'Post entry' }).click();
    await expect(page.getByText('Entry posted')).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading', { name: title })).toBeVisible();
    await expect(first.getByText('Too long a title.')).toBeVisible();
    await expect(first.getByText(member.name)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expectNoA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
`;
}

/** `apps/web/src/features/<name>/api/<name>-entry-keys.ts`: the query keys. */
export function webKeys({ names: n }: FeatureContext): string {
  return `import type { QueryClient } from '@tanstack/react-query';

/** Paging of \`GET ${n.apiPath}\` (core \`${n.camel}EntryListQuerySchema\`). */
export interface ${n.entry}ListParams {
  limit: number;
  offset: number;
}

/** Query keys of ${n.title}. */
export const ${n.camel}EntryKeys = {
  all: ['${n.kebab}'] as const,
  list: (params: ${n.entry}ListParams) => ['${n.kebab}', 'list', params] as const,
};

/** After an entry is posted: every list. */
export function invalidate${n.pascal}Entries(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: ${n.camel}EntryKeys.all });
}
`;
}

/** `apps/web/src/features/<name>/api/list-<name>-entries.ts`: the list request and its query hook. */
export function webList({ names: n, spec }: FeatureContext): string {
  return `import type { Page } from '@esdc/core/api';
import type { ${n.entry} } from '@esdc/core/${n.kebab}-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-page';
import { ${n.camel}EntryKeys, type ${n.entry}ListParams } from './${n.kebab}-entry-keys';

/**
${prose(' * ', `\`GET ${n.apiPath}\` (${spec}): one page of entries, newest first.`)}
 * @param params the page asked for
 * @returns the page with the total
 * @throws ApiError 400 ('Invalid limit', 'Invalid offset')
 */
export function list${n.pascal}Entries(params: ${n.entry}ListParams): Promise<Page<${n.entry}>> {
  return requestPage<${n.entry}>('${n.apiPath}', { ...params });
}

/** One page of entries as query options. */
export function ${n.camel}EntryListOptions(params: ${n.entry}ListParams) {
  return queryOptions({ queryKey: ${n.camel}EntryKeys.list(params), queryFn: () => list${n.pascal}Entries(params) });
}

/** One page of entries; the previous page stays shown while the next one loads. */
export function use${n.pascal}Entries(params: ${n.entry}ListParams) {
  return useQuery({ ...${n.camel}EntryListOptions(params), placeholderData: keepPreviousData });
}
`;
}

/** `apps/web/src/features/<name>/api/create-<name>-entry.ts`: the create request and its mutation hook. */
export function webCreate({ names: n }: FeatureContext): string {
  return `import type { ${n.entry}, ${n.entry}Create } from '@esdc/core/${n.kebab}-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidate${n.pascal}Entries } from './${n.kebab}-entry-keys';

/** A posted entry and the server's message ('Entry posted'). */
export interface Posted${n.entry} {
  entry: ${n.entry};
  message?: string;
}

/**
 * \`POST ${n.apiPath}\` (active members, '${n.action}'): posts an entry.
 * @param input the title and body, valid by core's \`${n.camel}EntryCreateSchema\`
 * @returns the entry and the server's message
 * @throws ApiError 400 with the schema's messages, 401, 403
 */
export async function create${n.entry}(input: ${n.entry}Create): Promise<Posted${n.entry}> {
  const result = await apiRequest<${n.entry}>('${n.apiPath}', { method: 'POST', body: input });
  return { entry: result.data, message: result.message };
}

/** Posts an entry; refreshes the lists. */
export function useCreate${n.entry}() {
  return useApiMutation({ request: create${n.entry}, refresh: (client) => invalidate${n.pascal}Entries(client) });
}
`;
}

/** `apps/web/src/features/<name>/components/<name>-entry-form.tsx`: the members' form. */
export function webForm({ names: n, spec }: FeatureContext): string {
  return `import { ${n.camel}EntryCreateSchema, type ${n.entry}Create, type ${n.entry}CreateInput } from '@esdc/core/${n.kebab}-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField, TextField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useServerForm } from '../../../lib/use-server-form';
import { useCreate${n.entry} } from '../api/create-${n.kebab}-entry';

/**
${prose(' * ', `The form that posts an entry (${spec}; signed-in members, '${n.action}'): a title and a body, validated by core's schema (the server's own); a refusal shows the server's message; a success toasts 'Entry posted' and empties the form.`)}
 */
export function ${n.entry}Form() {
  const create = useCreate${n.entry}();
  const { field, submit, serverError, setServerError, formState, reset } = useServerForm<${n.entry}CreateInput, ${n.entry}Create>({
    resolver: zodResolver(${n.camel}EntryCreateSchema),
    defaultValues: { title: '', body: '' },
  });
  const onSubmit = submit(async (input) => {
    try {
      const { message } = await create.mutateAsync(input);
      reset();
      void notify(message ?? 'Entry posted', 'success');
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : 'Could not post the entry. Please try again.');
    }
  });
  const busy = formState.isSubmitting;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="${n.kebab}-entry-form-title"
      aria-busy={busy}
      className="mb-8 flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5"
    >
      <h2 id="${n.kebab}-entry-form-title" className="text-lg font-bold">
        Post an entry
      </h2>
      <TextField id="${n.kebab}-entry-title" label="Title" autoComplete="off" {...field('title')} />
      <TextAreaField id="${n.kebab}-entry-body" label="Body" rows={5} {...field('body')} />
      <FormAlert message={serverError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Posting...' : 'Post entry'}
        </Button>
      </div>
    </form>
  );
}
`;
}

/** `apps/web/src/features/<name>/pages/<name>-page.tsx`: the page. */
export function webPage({ names: n, spec }: FeatureContext): string {
  return `import { ${n.upper}_PAGE_SIZE } from '@esdc/core/${n.kebab}-schemas';
import { paths } from '@esdc/core/routes';
import { FileText } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Page } from '../../../components/page';
import { Pagination } from '../../../components/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { formatReaderDate, useReaderTimeZone } from '../../../lib/reader-date';
import { useFilterParams } from '../../../lib/use-filter-params';
import { use${n.pascal}Entries } from '../api/list-${n.kebab}-entries';
import { ${n.entry}Form } from '../components/${n.kebab}-entry-form';

/**
${prose(' * ', `${n.path} (${spec}): the entries members post, newest first, a page at a time (?page= in the address, so Back and shared links keep it); signed-in members post one with the form above the list, visitors get a link to sign in.`)}
 */
export default function ${n.pascal}Page() {
  const can = useCan();
  const location = useLocation();
  const timeZone = useReaderTimeZone();
  const { params, pageTo } = useFilterParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = use${n.pascal}Entries({ limit: ${n.upper}_PAGE_SIZE, offset: (page - 1) * ${n.upper}_PAGE_SIZE });

  let body;
  if (list.isError) body = <ErrorState title="Could not load the entries" message={list.error.message} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <LoadingState message="Loading entries..." />;
  else if (list.data.items.length === 0)
    body = <EmptyState icon={<FileText className="size-10" />} title="No entries yet" description="Entries will appear here once members post them." />;
  else
    body = (
      <>
        <ul className="flex flex-col gap-4" aria-busy={list.isFetching}>
          {list.data.items.map((entry) => (
            <li key={entry.id}>
              <article className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
                <h2 className="text-lg font-bold break-words">{entry.title}</h2>
                <p className="mt-1 text-sm text-muted">
                  {entry.author?.name ?? 'Former member'} · <time dateTime={entry.created_at}>{formatReaderDate(entry.created_at, timeZone)}</time>
                </p>
                <p className="mt-3 whitespace-pre-line break-words">{entry.body}</p>
              </article>
            </li>
          ))}
        </ul>
        <Pagination what="entries" offset={list.data.offset} limit={${n.upper}_PAGE_SIZE} total={list.data.total} onOffsetChange={pageTo(${n.upper}_PAGE_SIZE)} />
      </>
    );

  return (
    <Page title="${n.title}" heading="${n.title}" intro="Entries posted by the club's members, newest first.">
      {can('${n.action}') ? (
        <${n.entry}Form />
      ) : (
        <p className="mb-8 flex flex-wrap items-center gap-3 text-muted">
          Members post entries here.
          <Link to={paths.login} state={{ from: location.pathname + location.search }} className={buttonClass('secondary', 'sm')}>
            Sign in to post
          </Link>
        </p>
      )}
      {body}
    </Page>
  );
}
`;
}

/** `apps/web/src/features/<name>/pages/<name>-page.test.tsx`: the page against a stubbed API. */
export function webPageTest({ names: n, spec }: FeatureContext): string {
  return `import type { ${n.entry} } from '@esdc/core/${n.kebab}-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { SessionProvider, type SessionState } from '../../../lib/session';
import { jsonResponse, validToken } from '../../../test/fixtures';
import ${n.pascal}Page from './${n.kebab}-page';

/*
${prose(' * ', `${n.path} (${spec}) through the real query hooks and API client, the API stubbed at fetch: the list with its authors, the empty and error states, the sign-in link for visitors, and a member's form (core's messages, nothing sent for bad input; a posted entry joins the list).`)}
 */

const anonymous: SessionState = { status: 'anonymous', token: null, user: null };
const member: SessionState = {
  status: 'authenticated',
  token: validToken(),
  user: { id: 7, email: 'ada@example.com', username: 'ada', role: 'user', name: 'Ada Lovelace' },
};

const entry = (id: number, title: string, body = 'About ' + title): ${n.entry} => ({
  id,
  title,
  body,
  author: { id: 7, name: 'Ada Lovelace', username: 'ada' },
  created_at: '2026-03-01T10:00:00.000Z',
});

/** Serves \`GET\` and \`POST ${n.apiPath}\` from a list kept in memory (or fails the list with 500); records what was posted. */
function fakeServer(initial: ${n.entry}[], options: { failList?: boolean } = {}) {
  const entries = [...initial];
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname !== '${n.apiPath}') return jsonResponse(404, { success: false, message: 'Not found', error: { code: 'NOT_FOUND' } });
    if (init?.method === 'POST') {
      const sent = JSON.parse(String(init.body)) as { title: string; body: string };
      posted.push(sent);
      const created = entry(entries.length + 1, sent.title, sent.body);
      entries.unshift(created);
      return jsonResponse(201, { success: true, data: created, message: 'Entry posted' });
    }
    if (options.failList) return jsonResponse(500, { success: false, message: 'Internal server error', error: { code: 'INTERNAL_ERROR' } });
    return jsonResponse(200, { success: true, data: entries, meta: { total: entries.length, limit: 20, offset: 0 } });
  });
  return posted;
}

function renderPage(session: SessionState) {
  configureApiClient({ getToken: () => session.token, onUnauthorized: () => {} });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SessionProvider initial={session}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['${n.path}']}>
          <${n.pascal}Page />
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

describe('${n.pascal}Page', () => {
  it('lists the entries with their authors and offers a visitor a link to sign in, not the form', async () => {
    fakeServer([entry(2, 'Second'), entry(1, 'First')]);
    renderPage(anonymous);
    expect(screen.getByRole('heading', { level: 1, name: '${n.title}' })).toBeTruthy();
    const first = (await screen.findByRole('heading', { name: 'Second' })).closest('article')!;
    expect(within(first).getByText('About Second')).toBeTruthy();
    expect(within(first).getByText(/Ada Lovelace/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'First' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to post' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Post entry' })).toBeNull();
  });

  it("says 'No entries yet' when there are none", async () => {
    fakeServer([]);
    renderPage(anonymous);
    expect(await screen.findByText('No entries yet')).toBeTruthy();
  });

  it('shows the error state with Try Again when the list cannot be loaded', async () => {
    fakeServer([], { failList: true });
    renderPage(anonymous);
    expect(await screen.findByText('Could not load the entries')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("refuses bad input with core's messages and sends nothing, then posts an entry that joins the list", async () => {
    const posted = fakeServer([entry(1, 'First')]);
    renderPage(member);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'First' });
    await user.click(screen.getByRole('button', { name: 'Post entry' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Body is required')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  Hello bench  ');
    await user.type(screen.getByRole('textbox', { name: 'Body' }), 'Scope probes arrived.');
    await user.click(screen.getByRole('button', { name: 'Post entry' }));
    await waitFor(() => expect(posted).toEqual([{ title: 'Hello bench', body: 'Scope probes arrived.' }]));
    expect(await screen.findByRole('heading', { name: 'Hello bench' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(''));
  });
});
`;
}

/** `apps/web/src/features/<name>/pages.ts` (the web app's feature registration, where app/features.ts exists). */
export function webPages({ names: n }: FeatureContext): string {
  return `import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** ${n.title}, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const ${n.camel}Pages: FeaturePages = {
  '${n.path}': lazyPage(() => import('./pages/${n.kebab}-page')),
};
`;
}
