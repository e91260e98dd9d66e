import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_COUNTS_PER_MINUTE } from '../lib/view-counting.ts';
import { call, startWithAdmin } from '../test/api.ts';
import { insertTestCourse } from '../test/courses.ts';
import { envelope, type TestApp } from '../test/harness.ts';

/*
 * View counters of projects, blog posts and courses (SPEC §4 "opening a detail increments views"): a visitor is their
 * address, whatever browser they claim, so a view counts once per address, item and hour; and the counting routes have
 * a request budget per address. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

/** A visitor's request from `address` claiming browser `agent`. */
const visit = (method: 'GET' | 'POST', url: string, address: string, agent: string): Promise<LightMyRequestResponse> =>
  t.inject({ method, url, remoteAddress: address, headers: { 'user-agent': agent } });

async function newProject(): Promise<number> {
  const member = await t.register();
  const res = await call(t, 'POST', '/api/projects', member.token, {
    title: 'Counted project',
    description: 'A project whose views a visitor tries to inflate.',
    category: 'IoT',
  });
  expect(res.statusCode, res.body).toBe(201);
  return envelope<{ id: number }>(res).data.id;
}

async function newPost(): Promise<number> {
  const res = await call(t, 'POST', '/api/blog/posts', admin, {
    title: 'Counted post about views',
    content: 'A post whose views a visitor tries to inflate with many browsers.',
    category: 'News',
    status: 'published',
  });
  expect(res.statusCode, res.body).toBe(201);
  return envelope<{ id: number }>(res).data.id;
}

const viewsOf = async (table: 'projects' | 'blog_posts' | 'courses', id: number) =>
  (await t.db.selectFrom(table).select('views').where('id', '=', id).executeTakeFirstOrThrow()).views;

describe('anonymous views', () => {
  it('count once per address per item per hour, whatever User-Agent each request claims', async () => {
    const project = await newProject();
    const post = await newPost();
    const course = (await insertTestCourse(t.db, { title: 'Counted course' }, t.clock.now())).id;
    const targets = [
      { table: 'projects', id: project, method: 'POST', url: `/api/projects/${project}/views`, address: '203.0.113.10' },
      { table: 'blog_posts', id: post, method: 'POST', url: `/api/blog/posts/${post}/views`, address: '203.0.113.11' },
      { table: 'courses', id: course, method: 'GET', url: `/api/courses/${course}`, address: '203.0.113.12' },
    ] as const;
    for (const target of targets) {
      for (let i = 0; i < 30; i += 1) await visit(target.method, target.url, target.address, `Browser/${i}`);
      expect(await viewsOf(target.table, target.id), target.url).toBe(1);
      // Another address is another visitor; the same address counts again after the hour.
      await visit(target.method, target.url, '203.0.113.99', 'Browser/0');
      expect(await viewsOf(target.table, target.id), target.url).toBe(2);
    }
    t.clock.advance(60 * 60 * 1000 + 1);
    for (const target of targets) {
      await visit(target.method, target.url, target.address, 'Browser/next-hour');
      expect(await viewsOf(target.table, target.id), target.url).toBe(3);
    }
  });

  it(`answer 429 beyond ${VIEW_COUNTS_PER_MINUTE} view requests a minute from one address, and count nothing more`, async () => {
    const project = await newProject();
    const post = await newPost();
    for (const url of [`/api/projects/${project}/views`, `/api/blog/posts/${post}/views`]) {
      const address = url.includes('blog') ? '198.51.100.21' : '198.51.100.20';
      const statuses: number[] = [];
      for (let i = 0; i < VIEW_COUNTS_PER_MINUTE + 5; i += 1) statuses.push((await visit('POST', url, address, `Agent ${i}`)).statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(VIEW_COUNTS_PER_MINUTE);
      expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
      // Another address still has its budget.
      expect((await visit('POST', url, '198.51.100.30', 'Agent')).statusCode).toBe(200);
    }
    expect(await viewsOf('projects', project)).toBe(2);
    expect(await viewsOf('blog_posts', post)).toBe(2);
  });
});
