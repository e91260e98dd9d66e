import { blogPostCreateSchema } from '@esdc/core/blog-schemas';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../seed/seed.ts';
import { checkedAs, featureContentDir, loadContent, SeedContentError } from './seed-content.ts';

/*
 * The seed content files (seed/content, features/<name>/seed-content) and how they are read: every item validated,
 * errors naming file and item.
 */

const SERVER_SRC = join(import.meta.dirname, '..');
/** Every content folder, with the folder of the modules that read it. */
const CONTENT_FOLDERS = [
  { content: join(SERVER_SRC, 'seed/content'), modules: join(SERVER_SRC, 'seed') },
  ...readdirSync(join(SERVER_SRC, 'features'))
    .filter((feature) => existsSync(join(SERVER_SRC, 'features', feature, 'seed-content')))
    .map((feature) => ({ content: join(SERVER_SRC, 'features', feature, 'seed-content'), modules: join(SERVER_SRC, 'features', feature) })),
];

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});

/** A content folder with the given files. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'seed-content-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** The `{ "md": path }` references of a JSON value. */
function bodies(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(bodies);
  if (typeof value !== 'object' || value === null) return [];
  const md = (value as { md?: unknown }).md;
  return typeof md === 'string' ? [md] : Object.values(value).flatMap(bodies);
}

const post = { title: 'Debouncing buttons', category: 'Tutorial', content: 'A button bounces for a few milliseconds when pressed.' };
const postSchema = blogPostCreateSchema.extend({ author: z.string() });

describe('the seed content', () => {
  it('is loaded by the seed modules: every JSON file of each content folder, and every markdown body named once', () => {
    expect(CONTENT_FOLDERS.length).toBeGreaterThan(5);
    for (const { content, modules } of CONTENT_FOLDERS) {
      const json = readdirSync(content).filter((f) => f.endsWith('.json'));
      const sources = readdirSync(modules)
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => readFileSync(join(modules, f), 'utf8'))
        .join('\n');
      for (const file of json) expect(sources, file).toContain(`loadContent('${file}'`);
      const named = json.flatMap((file) => bodies(JSON.parse(readFileSync(join(content, file), 'utf8'))));
      const onDisk = readdirSync(content, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.md'))
        .map((f) => f.split('\\').join('/'));
      expect([...named].sort(), content).toEqual([...onDisk].sort());
    }
  });

  it("is read from a feature's own folder from source, and from the copy beside the bundle once built", () => {
    expect(featureContentDir('file:///srv/src/features/blog/seed.ts', 'blog')).toBe(join('/srv/src/features/blog/seed-content/'));
    expect(featureContentDir('file:///srv/dist/main.js', 'blog')).toBe(join('/srv/dist/seed-content/blog/'));
  });
});

describe('loadContent', () => {
  it('fills in markdown bodies and returns the parsed items, defaults applied', () => {
    const dir = folder({
      'posts.json': JSON.stringify([{ ...post, content: { md: 'blog/debouncing.md' }, author: 'lukas' }]),
      'blog/debouncing.md': '## Why\n\nA button bounces.\n',
    });
    const [item] = loadContent('posts.json', postSchema, dir);
    expect(item).toMatchObject({ title: 'Debouncing buttons', content: '## Why\n\nA button bounces.', author: 'lukas', tags: [], status: 'draft' });
  });

  it('names the file, the item and each refused field', () => {
    const dir = folder({
      'posts.json': JSON.stringify([
        { ...post, author: 'a' },
        { ...post, title: 'Bad', category: 'Gossip', author: 'b' },
      ]),
    });
    expect(() => loadContent('posts.json', postSchema, dir)).toThrow(
      new SeedContentError('Seed content posts.json, item 2 "Bad": title: Title must be at least 5 characters long; category: Invalid post category'),
    );
  });

  it('refuses a field the schema does not know, at any depth', () => {
    const dir = folder({ 'posts.json': JSON.stringify([{ ...post, author: 'a', autor: 'b' }]) });
    expect(() => loadContent('posts.json', postSchema, dir)).toThrow('Seed content posts.json, item 1 "Debouncing buttons": autor: not a field of this item');
    const nested = z.object({ name: z.string(), lines: z.array(z.object({ quantity: z.number() })) });
    const dir2 = folder({ 'orders.json': JSON.stringify([{ name: 'x', lines: [{ quantity: 1 }, { quantity: 2, quantiy: 3 }] }]) });
    expect(() => loadContent('orders.json', nested, dir2)).toThrow('Seed content orders.json, item 1 "x": lines.1.quantiy: not a field of this item');
  });

  it('reports the API schema issues of a mapped item', () => {
    const schema = z
      .object({ title: z.string(), startHour: z.number(), hours: z.number() })
      .superRefine(checkedAs(z.object({ title: z.string().min(5, 'Title is too short') }), (e) => ({ title: e.title })));
    const dir = folder({ 'events.json': JSON.stringify([{ title: 'Talk', startHour: 17, hours: 2 }]) });
    expect(() => loadContent('events.json', schema, dir)).toThrow('Seed content events.json, item 1 "Talk": title: Title is too short (as the API checks it)');
  });

  it('refuses broken files and missing or misnamed bodies', () => {
    const dir = folder({
      'broken.json': '[{ "title": ',
      'object.json': '{}',
      'missing.json': JSON.stringify([{ ...post, content: { md: 'blog/nowhere.md' } }]),
      'outside.json': JSON.stringify([{ ...post, content: { md: '../secrets.md' } }]),
    });
    expect(() => loadContent('broken.json', postSchema, dir)).toThrow(/^Seed content broken\.json: /);
    expect(() => loadContent('object.json', postSchema, dir)).toThrow('Seed content object.json: must be a JSON array of items');
    expect(() => loadContent('missing.json', postSchema, dir)).toThrow(
      'Seed content missing.json, item 1 "Debouncing buttons": blog/nowhere.md does not exist',
    );
    expect(() => loadContent('outside.json', postSchema, dir)).toThrow('"../secrets.md" is not a markdown file of the content folder');
    expect(() => loadContent('absent.json', postSchema, dir)).toThrow(/^Seed content absent\.json: ENOENT/);
  });
});
