import type { SearchAnswer, SearchResult } from '@esdc/core/search-schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith } from '../../test/api.ts';
import { createTestEvent } from '../../test/events.ts';
import { envelope, type Member, type TestApp, createTestApp } from '../../test/harness.ts';
import { createTestProduct } from '../../test/products.ts';
import { buildSnippet, plainText } from './search-snippet.ts';

/*
 * Site search through the API (SPEC §2 Search): relevance over the seeded data and a few fixtures, the index kept
 * up to date by writes, visibility as the lists decide it, hostile queries. On SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */

let t: TestApp;
let admin: string;
let member: Member;
let writer: Member;
const now = new Date().toISOString();

/** A course row straight in the database (the catalogue's API lives in features/courses; the triggers index it). */
async function insertCourse(fields: { title: string; description: string; level: string; category: string; published: number }): Promise<number> {
  const row = await t.db
    .insertInto('courses')
    .values({ ...fields, duration: '6 weeks', created_at: now, updated_at: now } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await t.adminToken();
  member = await memberWith(t);
  writer = await memberWith(t);
  expect((await call(t, 'PUT', `/api/admin/blog/writers/${writer.user.id}`, admin)).statusCode).toBe(200);
  // Fixtures of the relevance set.
  await insertCourse({
    title: 'Arduino Fundamentals',
    description: 'Blink, read buttons and sensors, and talk over serial with an Uno.',
    level: 'Beginner',
    category: 'Arduino',
    published: 1,
  });
  await insertCourse({
    title: 'RTOS Deep Dive',
    description: 'Scheduling, priority inversion and queues on a Cortex-M with FreeRTOS.',
    level: 'Advanced',
    category: 'RTOS',
    published: 1,
  });
  for (const body of [
    { title: 'Café occupancy counter', description: 'Counts people in the student café with a time-of-flight sensor.', category: 'IoT' },
    { title: 'Zigbee door sensor', description: 'A battery door sensor that reports over a mesh network for years.', category: 'IoT' },
    {
      title: 'Garden irrigation timer',
      description: 'Waters the beds on a schedule. A Zigbee radio was tried, then Zigbee again, then Zigbee was dropped for Wi-Fi.',
      category: 'IoT',
    },
    { title: 'Pico oscilloscope', description: 'A tiny two-channel scope on an RP2040.', category: 'Tools' },
    { title: 'Picoscope waveform exporter', description: 'Exports captures of a commercial scope to CSV.', category: 'Tools' },
  ]) {
    expect((await call(t, 'POST', '/api/projects', member.token, body)).statusCode).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
});

type Res = Awaited<ReturnType<typeof call>>;
const data = <T>(res: Res) => envelope<T>(res).data;

/** GET /api/search as `token`, expecting 200. */
async function search(q: string, category = 'all', token?: string, extra = ''): Promise<SearchAnswer> {
  const res = await call(t, 'GET', `/api/search?q=${encodeURIComponent(q)}&category=${category}${extra}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return data<SearchAnswer>(res);
}
const titles = (answer: SearchAnswer) => answer.results.map((r) => r.title);

/**
 * The relevance set: each query must find its known item among the first three results (of the category given).
 * Seeded data (seed/seed-data.ts and the seed.ts of products, blog, events, docs and resources) plus the
 * fixtures above.
 */
const RELEVANCE: ReadonlyArray<readonly [query: string, category: string, type: SearchResult['type'], title: string]> = [
  // query                     category     type        expected in the top 3
  ['self balancing robot', 'all', 'project', 'Self-Balancing Robot'],
  ['lora', 'projects', 'project', 'LoRa Campus Weather Mesh'],
  ['lora weather station', 'all', 'blog', 'Project log: a LoRa weather station'],
  ['synth', 'all', 'project', 'Cortex-M Polyphonic Synth'],
  ['can bus logger', 'all', 'project', 'CAN Bus Data Logger'],
  ['greenhouse', 'all', 'project', 'Smart Greenhouse Monitor'],
  ['heart rate', 'all', 'project', 'Wearable Heart-Rate Band'],
  ['fpga', 'all', 'project', 'FPGA Logic Analyser'],
  ['soil probe', 'all', 'project', 'Rust Firmware for a Soil Probe'],
  ['esp32 devkit', 'all', 'product', 'ESP32-S3 DevKit (N8R8)'],
  ['logic analyser', 'products', 'product', '8-Channel USB Logic Analyser (24 MHz)'],
  ['soldering station', 'all', 'product', 'Soldering Station 60 W with Digital Control'],
  ['breadboard', 'all', 'product', 'Breadboard and Jumper Wire Kit'],
  ['nucleo', 'all', 'product', 'STM32F411 Nucleo-64 Board (lightly used)'],
  ['debouncing', 'all', 'blog', 'Debouncing buttons the right way'],
  ['freertos tasks', 'all', 'blog', 'Getting started with FreeRTOS tasks'],
  ['hackathon', 'blogs', 'blog', 'Club news: the autumn hackathon'],
  ['priya', 'all', 'user', 'Priya Raman'],
  ['kicad', 'users', 'user', 'Arjun Mehta'],
  ['tanaka', 'all', 'user', 'Mei Tanaka'],
  ['mqtt deep sleep', 'all', 'event', 'Online ESP32 session: Wi-Fi, MQTT and deep sleep'],
  ['soldering 101', 'events', 'event', 'Soldering 101: from through-hole to SMD'],
  ['ardu', 'courses', 'course', 'Arduino Fundamentals'],
  ['rtos deep', 'all', 'course', 'RTOS Deep Dive'],
  ['cafe', 'all', 'project', 'Café occupancy counter'],
  ['CAFÉ occu', 'projects', 'project', 'Café occupancy counter'],
  ['esp32', 'docs', 'doc', 'ESP32'],
  ['esp32', 'resources', 'resource', 'Arduino core for the ESP32'],
  ['esp32', 'resources', 'resource', 'ESP-IDF Programming Guide'],
  ['deep sleep', 'docs', 'doc', 'ESP32'],
  ['kicad documentation', 'all', 'resource', 'KiCad Documentation'],
  ['mqtt specification', 'resources', 'resource', 'MQTT Version 5.0 Specification'],
];

describe('relevance', () => {
  it.each(RELEVANCE)('"%s" (%s) finds %s "%s" in the top 3', async (query, category, type, title) => {
    const answer = await search(query, category);
    const top = answer.results.slice(0, 3);
    expect(
      top.some((r) => r.type === type && r.title === title),
      `top 3: ${JSON.stringify(top.map((r) => r.title))}`,
    ).toBe(true);
  });

  it('ranks a title match above matches in the text, and a whole word above a word it begins', async () => {
    expect(titles(await search('zigbee', 'projects')).slice(0, 2)).toEqual(['Zigbee door sensor', 'Garden irrigation timer']);
    expect(titles(await search('pico', 'projects')).slice(0, 2)).toEqual(['Pico oscilloscope', 'Picoscope waveform exporter']);
  });

  it('answers counts per category, the category asked for, paged, with addresses, snippets and meta', async () => {
    const all = await search('arduino');
    expect(all.query).toBe('arduino');
    expect(all.category).toBe('all');
    const { all: total, ...perCategory } = all.counts;
    expect(total).toBe(Object.values(perCategory).reduce((a, b) => a + b, 0));
    expect(all.total).toBe(total);
    // The seeded Arduino course, and any other seeded course whose text mentions Arduino.
    expect(all.counts.courses).toBeGreaterThanOrEqual(1);
    expect(all.results.some((r) => r.type === 'course' && r.title === 'Arduino Fundamentals')).toBe(true);
    expect(all.counts.events).toBeGreaterThanOrEqual(1);
    const event = all.results.find((r) => r.type === 'event')!;
    expect(event.url).toMatch(/^\/events\/\d+$/);
    expect(event.meta).toMatch(/^Event · [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(event.snippet.highlights.length).toBeGreaterThan(0);
    for (const [start, end] of event.snippet.highlights) expect(event.snippet.text.slice(start, end).toLowerCase()).toBe('arduino');
    const course = all.results.find((r) => r.type === 'course')!;
    expect(course).toMatchObject({ url: `/lms/${course.id}`, meta: 'Course · Beginner · Arduino' });

    const projects = await search('robot', 'projects', undefined, '&limit=1');
    expect(projects.total).toBe(projects.counts.projects);
    expect(projects.results).toHaveLength(1);
    expect(projects.results[0]).toMatchObject({ type: 'project', meta: 'Project · Robotics' });
    expect(projects.results[0]!.url).toBe(`/projects/${projects.results[0]!.id}`);
    const second = await search('robot', 'projects', undefined, '&limit=1&offset=1');
    expect(second.results[0]!.id).not.toBe(projects.results[0]!.id);

    const user = (await search('priya', 'users')).results[0]!;
    expect(user).toMatchObject({ type: 'user', url: '/users/priya', meta: 'Member · @priya' });
    const post = (await search('debouncing', 'blogs')).results[0]!;
    expect(post.url).toMatch(/^\/blog\/[a-z0-9-]+$/);
    const product = (await search('breadboard', 'products')).results[0]!;
    expect(product).toMatchObject({ url: `/product/${product.id}` });
    expect(product.meta).toMatch(/^Product · Components · \$/);
    const doc = (await search('esp32', 'docs')).results.find((r) => r.title === 'ESP32')!;
    expect(doc).toMatchObject({ type: 'doc', url: '/docs/esp32', meta: 'Doc · Hardware', image: null });
    expect(doc.snippet.text).not.toMatch(/[|#*`]/);
    const resource = (await search('esp32', 'resources')).results.find((r) => r.title === 'Arduino core for the ESP32')!;
    expect(resource).toMatchObject({ type: 'resource', meta: 'Resource · iot · Link' });
    expect(resource.url).toBe(`/resources?category=iot&q=Arduino+core+for+the+ESP32`);
  });
});

describe('writes update the index', () => {
  it('create, rename and delete a project', async () => {
    const created = await call(t, 'POST', '/api/projects', member.token, {
      title: 'Quokka telemetry beacon',
      description: 'Sends a heartbeat over LoRa every minute.',
      category: 'IoT',
      tags: ['Wombatronics'],
    });
    expect(created.statusCode).toBe(201);
    const id = data<{ id: number }>(created).id;
    expect(titles(await search('quokka'))).toEqual(['Quokka telemetry beacon']);
    expect(titles(await search('wombatronics'))).toEqual(['Quokka telemetry beacon']);
    expect((await call(t, 'PUT', `/api/projects/${id}`, member.token, { title: 'Numbat telemetry beacon' })).statusCode).toBe(200);
    expect((await search('quokka')).counts.all).toBe(0);
    expect(titles(await search('numbat'))).toEqual(['Numbat telemetry beacon']);
    expect((await call(t, 'DELETE', `/api/projects/${id}`, member.token)).statusCode).toBe(200);
    expect((await search('numbat')).counts.all).toBe(0);
    expect((await search('wombatronics')).counts.all).toBe(0);
  });

  it('hide a product, unpublish a post, delete a member', async () => {
    const product = await createTestProduct(t, admin, { name: 'Axolotl current probe' });
    expect(titles(await search('axolotl'))).toEqual(['Axolotl current probe']);
    expect((await call(t, 'PUT', `/api/products/${product.id}`, admin, { hidden: true })).statusCode).toBe(200);
    expect((await search('axolotl')).counts.all).toBe(0);
    expect((await search('axolotl', 'all', admin)).counts.products).toBe(1);

    const created = await call(t, 'POST', '/api/blog/posts', writer.token, {
      title: 'Capybara power budgets',
      content: 'Measure the sleep current first, then the radio bursts.',
      category: 'Tutorial',
      status: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = data<{ id: number }>(created);
    expect(titles(await search('capybara'))).toEqual(['Capybara power budgets']);
    expect((await call(t, 'POST', `/api/blog/posts/${post.id}/unpublish`, writer.token)).statusCode).toBe(200);
    expect((await search('capybara')).counts.all).toBe(0);
    expect((await search('capybara', 'all', writer.token)).counts.blogs).toBe(1);
    expect((await call(t, 'PUT', `/api/blog/posts/${post.id}`, writer.token, { title: 'Tapir power budgets' })).statusCode).toBe(200);
    expect((await search('capybara', 'all', writer.token)).counts.all).toBe(0);
    expect((await search('tapir', 'all', writer.token)).counts.blogs).toBe(1);

    const leaving = await t.register({ name: 'Pangolin Quist', username: `pangolin_${Date.now().toString(36)}` });
    expect(titles(await search('pangolin'))).toEqual(['Pangolin Quist']);
    const deleted = await call(t, 'DELETE', '/api/user/account', leaving.token, { password: leaving.password, projects: 'delete' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await search('pangolin', 'all', admin)).counts.all).toBe(0);
    expect((await search('quist', 'all', admin)).counts.all).toBe(0);
  });
});

describe('writes update the index: docs and resources', () => {
  it('create, edit and delete a documentation article', async () => {
    const slug = `dugong-${Date.now().toString(36)}`;
    const body = { slug, group: 'Hardware', title: 'Dugong bus analyser', content: 'Decoding **Manatee** frames on a scope.' };
    expect((await call(t, 'POST', '/api/doc-articles', admin, body)).statusCode).toBe(201);
    expect(titles(await search('dugong', 'docs'))).toEqual(['Dugong bus analyser']);
    expect(titles(await search('manatee'))).toEqual(['Dugong bus analyser']);
    expect((await call(t, 'PUT', `/api/doc-articles/${slug}`, admin, { title: 'Sirenia bus analyser', content: 'Plain frames.' })).statusCode).toBe(200);
    expect((await search('dugong')).counts.all).toBe(0);
    expect((await search('manatee')).counts.all).toBe(0);
    expect((await search('sirenia')).counts.docs).toBe(1);
    // A member's refused edit changes nothing.
    expect((await call(t, 'PUT', `/api/doc-articles/${slug}`, member.token, { title: 'Walrus bus analyser' })).statusCode).toBe(403);
    expect((await search('walrus')).counts.all).toBe(0);
    expect((await call(t, 'DELETE', `/api/doc-articles/${slug}`, admin)).statusCode).toBe(200);
    expect((await search('sirenia')).counts.all).toBe(0);
  });

  it('create, edit and delete a resource; bad input indexes nothing', async () => {
    expect((await call(t, 'POST', '/api/resources', admin, { title: 'Kinkajou', category: 'iot', url: 'not a link' })).statusCode).toBe(400);
    expect((await search('kinkajou')).counts.all).toBe(0);
    const created = await call(t, 'POST', '/api/resources', admin, {
      title: 'Kinkajou radio notes',
      description: 'Link budgets for a Tamarin sub-GHz network.',
      category: 'iot',
      url: 'https://example.com/kinkajou',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = data<{ id: number }>(created).id;
    expect(titles(await search('kinkajou', 'resources'))).toEqual(['Kinkajou radio notes']);
    expect((await search('tamarin')).counts.resources).toBe(1);
    expect((await call(t, 'PUT', `/api/resources/${id}`, admin, { title: 'Marmoset radio notes', category: 'programming' })).statusCode).toBe(200);
    expect((await search('kinkajou')).counts.all).toBe(0);
    const renamed = (await search('marmoset', 'resources')).results;
    expect(renamed.map((r) => r.meta)).toEqual(['Resource · programming · Link']);
    expect((await call(t, 'DELETE', `/api/resources/${id}`, admin)).statusCode).toBe(200);
    expect((await search('marmoset')).counts.all).toBe(0);
    expect((await search('tamarin')).counts.all).toBe(0);
  });
});

describe('visibility', () => {
  it('documentation and resources are public: the same to a visitor, a member and an admin', async () => {
    const counts = await Promise.all([undefined, member.token, admin].map(async (token) => (await search('esp32', 'all', token)).counts));
    for (const c of counts) {
      expect(c.docs).toBeGreaterThanOrEqual(1);
      expect(c.resources).toBeGreaterThanOrEqual(2);
      expect({ docs: c.docs, resources: c.resources }).toEqual({ docs: counts[0]!.docs, resources: counts[0]!.resources });
    }
  });

  it('a draft post, a hidden product, a suspended member, a draft event and an unpublished course: never to a visitor', async () => {
    const draft = await call(t, 'POST', '/api/blog/posts', writer.token, {
      title: 'Okapi firmware notes',
      content: 'Unfinished notes about a bootloader.',
      category: 'Tutorial',
    });
    expect(draft.statusCode).toBe(201);
    await createTestProduct(t, admin, { name: 'Ocelot soldering tips', hidden: true });
    const suspended = await memberWith(t);
    await t.db.updateTable('users').set({ name: 'Gharial Member' }).where('id', '=', suspended.user.id).execute();
    expect((await call(t, 'PUT', `/api/admin/users/${suspended.user.id}`, admin, { status: 'suspended', suspension_reason: 'Spam' })).statusCode).toBe(200);
    await createTestEvent(t, { publish: false, body: { title: 'Narwhal hardware night' } });
    await insertCourse({
      title: 'Kakapo sensor course',
      description: 'Not ready yet: sensors from first principles.',
      level: 'Beginner',
      category: 'Sensors',
      published: 0,
    });

    for (const token of [undefined, member.token]) {
      for (const q of ['okapi', 'ocelot', 'gharial', 'narwhal', 'kakapo']) expect((await search(q, 'all', token)).counts.all, q).toBe(0);
    }
    // Shown where the list shows them: drafts to their author and the editors, hidden listings and draft events to
    // admins, unpublished courses to admins and moderators; suspended members to no one (the directory lists active ones).
    expect((await search('okapi', 'all', writer.token)).counts.blogs).toBe(1);
    for (const q of ['okapi', 'ocelot', 'narwhal', 'kakapo']) expect((await search(q, 'all', admin)).counts.all, q).toBe(1);
    expect((await search('gharial', 'all', admin)).counts.all).toBe(0);
  });

  it('never finds an online event by its meeting link, even for those who may see it; a place in a room is found', async () => {
    const online = await createTestEvent(t, {
      body: { title: 'Remote capybara session', mode: 'online', location: 'https://meet.example/quokkalink-wombatroom' },
    });
    await createTestEvent(t, { body: { title: 'Bench meetup', mode: 'offline', location: 'Tapir hall 3' } });
    for (const token of [undefined, member.token, admin]) {
      for (const q of ['quokkalink', 'wombatroom']) expect((await search(q, 'all', token)).counts.events, q).toBe(0);
    }
    expect((await search('tapir', 'events')).counts.events).toBe(1);
    expect((await search('capybara', 'events')).counts.events).toBe(1);
    // Turning an event online re-indexes it without its place.
    const offline = await createTestEvent(t, { body: { title: 'Hybrid ibex night', mode: 'offline', location: 'Serval room' } });
    expect((await search('serval', 'events')).counts.events).toBe(1);
    const res = await call(t, 'PUT', `/api/events/${offline.id}`, admin, { mode: 'online', location: 'https://meet.example/serval' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await search('serval', 'events', admin)).counts.events).toBe(0);
    expect(online.id).toBeGreaterThan(0);
  });

  it('indexes text with long underscore runs and finds its words (PostgreSQL folds `_` to a space)', async () => {
    await createTestProduct(t, admin, { name: 'Pangolin probe', description: `digital_write ${'_a'.repeat(9_000)} lorikeet_mode` });
    expect((await search('lorikeet', 'products', admin)).counts.products).toBe(1);
    expect((await search('pangolin', 'products', admin)).counts.products).toBe(1);
  });

  it('never searches or shows emails', async () => {
    const m = await t.register({ name: 'Email Privacy', username: `private_${Date.now().toString(36)}`, email: `salamander.newt@zz-mail.example` });
    for (const q of [m.email, 'salamander', 'newt', 'zz', 'mail.example']) {
      const answer = await search(q, 'all', admin);
      expect(answer.counts.users, q).toBe(0);
    }
    const mine = await search(m.user.username, 'users', admin);
    expect(mine.counts.users).toBe(1);
    expect(JSON.stringify(mine)).not.toContain(m.email);
  });
});

describe('hostile queries', () => {
  const HOSTILE = [
    '"',
    '*',
    'NEAR(',
    'a OR',
    'AND',
    '"arduino',
    'arduino"*',
    '(',
    ')',
    ':',
    '^',
    'title:arduino',
    "'",
    "o'reilly",
    '\\',
    '-x',
    '!&|',
    'NOT',
    '日本語',
    '🤖 robot',
    'ÅÄÖ',
    'x'.repeat(100),
    'ab '.repeat(33),
    '%',
    '_',
    ';drop table users;--',
  ];
  it.each(HOSTILE)('%j answers 200', async (q) => {
    const answer = await search(q);
    expect(answer.results.length).toBeLessThanOrEqual(20);
  });

  it('refuses what input rules refuse with 400, and a blank query finds nothing', async () => {
    expect((await call(t, 'GET', `/api/search?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/search?q=a%00b')).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/search?q=arduino&category=forums')).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/search?q=arduino&limit=51')).statusCode).toBe(400);
    const blank = await search('   ');
    expect(blank).toEqual({
      query: '',
      category: 'all',
      counts: { all: 0, users: 0, products: 0, blogs: 0, projects: 0, courses: 0, events: 0, docs: 0, resources: 0, forum: 0 },
      total: 0,
      results: [],
    });
    expect((await call(t, 'GET', '/api/search')).statusCode).toBe(200);
  });

  it('keeps the index consistent (FTS integrity on SQLite)', async () => {
    if (t.database.engine !== 'sqlite') return;
    await sql`insert into search_index (search_index) values ('integrity-check')`.execute(t.db);
  });
});

describe('snippets', () => {
  it('cuts around the first match and marks the matched words', () => {
    const text = `${'lorem ipsum '.repeat(30)}the Arduino board and an arduino-compatible one ${'dolor sit '.repeat(30)}`;
    const snippet = buildSnippet(text, ['ardu']);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(200);
    expect(snippet.highlights.map(([s, e]) => snippet.text.slice(s, e))).toEqual(['Arduino', 'arduino']);
    expect(buildSnippet('Un café crème', ['cafe']).highlights).toEqual([[3, 7]]);
  });

  it('turns markdown into plain text', () => {
    expect(plainText('## Title\n\nSee [the docs](https://x.y) and ![alt](/a.png) **bold** `code`.\n```c\nint x;\n```')).toBe(
      'Title See the docs and alt bold code . int x;',
    );
  });
});
