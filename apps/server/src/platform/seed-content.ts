import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { usernameSchema } from '@esdc/core/user';
import { z } from 'zod';

/*
 * The seed content as data (SPEC §9 Sample data and seed content): every seeded item lives in a JSON file of a content
 * folder, one array per file: a feature's own in its `seed-content/` folder (features/<name>/seed-content, read by its
 * seed.ts), the demo members, technologies and projects in seed/content (read by seed/seed-data.ts). Long markdown
 * texts (blog posts, documentation articles, challenge descriptions, full lesson notes) are .md files beside them,
 * which an item names in place of the text:
 *
 *   { "title": "Debouncing buttons the right way", …, "content": { "md": "blog/debouncing-buttons-the-right-way.md" } }
 *
 * A field takes the text of the file exactly as it is. Items use the API's field names and shapes (snake_case) for
 * what the API takes, and camelCase names for what only the seed knows: who (demo members by username), when (days
 * relative to the seeding clock), counts, and cross-references between files by key or title.
 */

/**
 * The folder of a feature's seed content: `seed-content/` beside the module that loads it when it runs from source
 * (tsx, vitest), and `seed-content/<feature>/` beside the bundle when it runs from dist/main.js (apps/server/build.mjs
 * copies every feature's folder there).
 * @param moduleUrl the loading module's `import.meta.url` (features/<name>/seed.ts, or the bundle once built)
 * @param feature the feature's folder name
 * @returns the folder's absolute path, with a trailing separator
 */
export function featureContentDir(moduleUrl: string, feature: string): string {
  return fileURLToPath(new URL(moduleUrl.endsWith('.ts') ? './seed-content/' : `./seed-content/${feature}/`, moduleUrl));
}

/** A path of a markdown body, relative to the content folder: lower-case words, folders, `.md`. */
const BODY_PATH = /^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.md$/;

/** What is wrong with a content file or one of its items; the message names the file and the item. */
export class SeedContentError extends Error {
  override name = 'SeedContentError';
}

/**
 * Reads one content file, fills in the markdown bodies its items name, and validates every item with `schema`.
 * Runs synchronously (the seed modules load their content when they are imported, so a broken file stops the
 * server at start, before anything is written).
 * @param file the file's name within the content folder, e.g. `events.json`
 * @param schema the schema of one item, built on the API's own input schema (`@esdc/core`): that schema extended with
 *   the seed's own fields, or the item's shape checking the body it stands for ({@link checkedAs})
 * @param dir the content folder ({@link featureContentDir}; tests pass another)
 * @returns the parsed items, in file order (canonical text, the schema's defaults applied)
 * @throws {SeedContentError} naming the file and the item (its position from 1, and its key, slug, title, name,
 *   code, username or buyer when it has one) for unreadable or invalid JSON, a file that is not an array, a missing
 *   or misnamed body file, an item the schema refuses, or a field the schema does not know; it lists each issue
 *   with its field path
 */
export function loadContent<S extends z.ZodType>(file: string, schema: S, dir: string): z.output<S>[] {
  let items: unknown;
  try {
    items = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  } catch (error) {
    throw new SeedContentError(`Seed content ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(items)) throw new SeedContentError(`Seed content ${file}: must be a JSON array of items`);
  return items.map((item: unknown, index) => {
    const where = `Seed content ${file}, item ${index + 1}${itemName(item)}`;
    const input = withBodies(item, dir, where);
    const result = schema.safeParse(input);
    const issues = result.success
      ? unknownFields(input, result.data).map((path) => `${path}: not a field of this item`)
      : result.error.issues.map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`);
    if (issues.length > 0) throw new SeedContentError(`${where}: ${issues.join('; ')}`);
    return result.data as z.output<S>;
  });
}

/** How an error names an item besides its position: its first identifying field, quoted. */
function itemName(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const record = item as Record<string, unknown>;
  const name = ['key', 'slug', 'title', 'name', 'code', 'username', 'buyer'].map((field) => record[field]).find((v) => typeof v === 'string');
  return name === undefined ? '' : ` "${name as string}"`;
}

/**
 * The fields of an item that its schema dropped (zod objects strip keys they do not know), at any depth: a misspelt
 * optional field would otherwise be left out silently.
 */
function unknownFields(input: unknown, output: unknown, path: readonly string[] = []): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    return input.length === output.length ? input.flatMap((v, i) => unknownFields(v, output[i], [...path, String(i)])) : [];
  }
  if (!isRecord(input) || !isRecord(output)) return [];
  return Object.keys(input).flatMap((key) => (key in output ? unknownFields(input[key], output[key], [...path, key]) : [[...path, key].join('.')]));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of a JSON value with each `{ "md": path }` replaced by that file's text. */
function withBodies(value: unknown, dir: string, where: string): unknown {
  if (Array.isArray(value)) return value.map((v) => withBodies(v, dir, where));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]![0] === 'md') {
    const path = entries[0]![1];
    if (typeof path !== 'string' || !BODY_PATH.test(path)) {
      throw new SeedContentError(
        `${where}: ${JSON.stringify(path)} is not a markdown file of the content folder (e.g. "blog/debouncing-buttons-the-right-way.md")`,
      );
    }
    try {
      return readFileSync(`${dir}/${path}`, 'utf8');
    } catch {
      throw new SeedContentError(`${where}: ${path} does not exist`);
    }
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, withBodies(v, dir, where)]));
}

/**
 * Adds the API's own validation of an item whose fields do not map one to one onto the API's input (relative dates,
 * references by username or key): `toInput` builds the body the API would take for the item, and each issue the
 * API's schema finds is reported on the item, at its path in that body.
 * @param api the API's input schema, e.g. `eventCreateSchema`
 * @param toInput the API body for a parsed item
 * @returns a `superRefine` check
 */
export function checkedAs<T>(api: z.ZodType, toInput: (item: T) => unknown) {
  return (item: T, ctx: z.RefinementCtx) => {
    const result = api.safeParse(toInput(item));
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: `${issue.message} (as the API checks it)` });
    }
  };
}

/*
 * Fields the content files share.
 */

/** A demo member by username (seed/content/members.json); a member missing from the database is skipped when seeding. */
export const memberRef = usernameSchema;
/** Demo members by username. */
export const memberRefs = z.array(memberRef);
/** Days before the seeding clock. */
export const daysAgo = z.number().nonnegative();
/** A count shown as is (views). */
export const count = z.int().nonnegative();
/**
 * An image shipped with the web app (apps/web/public/images), by its path: what the seed's projects and events
 * show, where the API takes only an http(s) address or an upload.
 */
export const shippedImage = z
  .string()
  .regex(/^\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:svg|png|webp|jpg|avif)$/, 'Must be an image shipped with the web app (/images/…)');

/**
 * One of a fixed set of names, e.g. the key of a product of products.json.
 * @param names the names allowed
 * @param what what they are, for the message ('a product key of products.json')
 */
export function oneOf(names: Iterable<string>, what: string) {
  const allowed = new Set(names);
  return z.string().refine((v) => allowed.has(v), `Must be ${what}`);
}
