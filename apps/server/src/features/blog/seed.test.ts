import { readTimeMinutes } from '@esdc/core/blog';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countRows, createTestDatabase, migrateTestDatabase } from '../../test/harness.ts';
import { DEMO_BLOG_FLAG, SEED_POSTS } from './seed.ts';
import { seed } from '../../seed/seed.ts';

/* The demo blog posts (SPEC §2 Blog): five real posts, loaded once, with covers shipped by the web app. */

const NOW = new Date('2026-05-01T10:00:00.000Z');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('seedDemoBlog', () => {
  it('loads five published posts with tags, covers, likes and writers, once', async () => {
    const testDb = await createTestDatabase();
    cleanups.push(() => testDb.dispose());
    await migrateTestDatabase(testDb.database);
    const dataDir = mkdtempSync(join(tmpdir(), 'esdc-seed-blog-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const db = testDb.database.db;

    await seed(db, { demo: false, dataDir, now: NOW });
    expect(await countRows(db, 'blog_posts')).toBe(0);
    await seed(db, { demo: true, dataDir, now: NOW });
    const posts = await db.selectFrom('blog_posts').selectAll().orderBy('id').execute();
    expect(posts.map((p) => p.title)).toEqual(SEED_POSTS.map((p) => p.title));
    expect(posts).toHaveLength(5);
    for (const p of posts) {
      expect(p.status).toBe('published');
      expect(p.published_at! < NOW.toISOString()).toBe(true);
      expect(p.content_html).toContain('<pre><code');
      expect(p.read_time).toBe(readTimeMinutes(p.content));
      expect(p.content.split('\n\n').length).toBeGreaterThan(4);
      const likes = await db.selectFrom('blog_post_likes').select('user_id').where('post_id', '=', p.id).execute();
      expect(p.likes).toBe(likes.length);
      expect(existsSync(join(import.meta.dirname, '../../../../web/public', p.cover_url!))).toBe(true);
    }
    expect(await countRows(db, 'blog_post_tags')).toBeGreaterThan(10);
    expect(await countRows(db, 'blog_writers')).toBeGreaterThan(0);
    const flag = await db.selectFrom('app_settings').select('key').where('key', '=', DEMO_BLOG_FLAG).execute();
    expect(flag).toHaveLength(1);
    await seed(db, { demo: true, dataDir, now: new Date(NOW.getTime() + 86_400_000) });
    expect(await countRows(db, 'blog_posts')).toBe(5);
  });
});
