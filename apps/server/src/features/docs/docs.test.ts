import type { DocArticle, DocSummary } from '@esdc/core/docs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith, startWithAdmin } from '../../test/api.ts';
import { envelope, uniqueSuffix, type TestApp } from '../../test/harness.ts';
import { SEED_DOCS } from './seed.ts';

/*
 * Documentation articles (SPEC §2 Documentation) through the API, on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set: public reading, admin-only writing, sanitising, search.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => ({ t, admin } = await startWithAdmin()));
afterAll(() => t.close());

const data = <T>(res: Awaited<ReturnType<typeof call>>) => envelope<T>(res).data;
const slug = () => `doc-${uniqueSuffix()}`.toLowerCase().replace(/[^a-z0-9-]/g, '');
const body = (s: string, content = '# Hello\n\nSome **bold** text.') => ({ slug: s, group: 'Hardware', title: 'A test article', content });

describe('reading (public)', () => {
  it('lists the seeded articles in group then position order, with no content', async () => {
    const res = await call(t, 'GET', '/api/doc-articles');
    expect(res.statusCode).toBe(200);
    const items = data<DocSummary[]>(res);
    const seeded = items.filter((d) => SEED_DOCS.some((s) => s.slug === d.slug));
    expect(seeded.map((d) => d.slug)).toEqual(SEED_DOCS.map((d) => d.slug));
    expect(items[0]).toEqual({ slug: 'installation', group: 'Getting Started', title: 'Installation', position: 0, updated_at: expect.any(String) });
  });

  it('searches titles and content, case-insensitively, and finds nothing for nonsense', async () => {
    const byTitle = data<DocSummary[]>(await call(t, 'GET', '/api/doc-articles?q=RASPBERRY'));
    expect(byTitle.map((d) => d.slug)).toContain('raspberry-pi');
    const byContent = data<DocSummary[]>(await call(t, 'GET', '/api/doc-articles?q=deep%20sleep'));
    expect(byContent.map((d) => d.slug)).toContain('esp32');
    expect(byContent.map((d) => d.slug)).not.toContain('tools');
    const literal = await call(t, 'GET', '/api/doc-articles?q=100%25_');
    expect(literal.statusCode).toBe(200);
    expect(data<DocSummary[]>(literal)).toEqual([]);
    expect((await call(t, 'GET', `/api/doc-articles?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/doc-articles?limit=0')).statusCode).toBe(400);
  });

  it('gives an article its HTML to everyone and its markdown only to admins', async () => {
    const anon = data<DocArticle>(await call(t, 'GET', '/api/doc-articles/quick-start'));
    expect(anon.content).toBeNull();
    expect(anon.can_edit).toBe(false);
    expect(anon.content_html).toContain('<h2>1. Connect the board</h2>');
    expect(anon.content_html).toContain('<code class="language-cpp">');
    const member = await memberWith(t, 'moderator');
    expect(data<DocArticle>(await call(t, 'GET', '/api/doc-articles/quick-start', member.token)).content).toBeNull();
    const asAdmin = data<DocArticle>(await call(t, 'GET', '/api/doc-articles/quick-start', admin));
    expect(asAdmin.content).toContain('## 2. Blink');
    expect(asAdmin.can_edit).toBe(true);
  });

  it("answers 404 'Article not found' and 400 for a malformed slug", async () => {
    const missing = await call(t, 'GET', '/api/doc-articles/no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe('Article not found');
    expect((await call(t, 'GET', '/api/doc-articles/Bad_Slug')).statusCode).toBe(400);
  });
});

describe('writing (admins only)', () => {
  it('creates, edits and deletes an article, auditing each', async () => {
    const s = slug();
    const created = await call(t, 'POST', '/api/doc-articles', admin, body(s));
    expect(created.statusCode).toBe(201);
    expect(envelope(created).message).toBe('Article created');
    expect(data<DocArticle>(created)).toMatchObject({ slug: s, group: 'Hardware', content_html: '<h1>Hello</h1>\n<p>Some <strong>bold</strong> text.</p>' });

    const edited = await call(t, 'PUT', `/api/doc-articles/${s}`, admin, { content: 'Changed *text*', title: 'Renamed article' });
    expect(edited.statusCode).toBe(200);
    expect(data<DocArticle>(edited)).toMatchObject({
      title: 'Renamed article',
      content_html: '<p>Changed <em>text</em></p>',
      updated_by: { name: 'Club Admin' },
    });
    expect(data<DocArticle>(await call(t, 'GET', `/api/doc-articles/${s}`)).content_html).toBe('<p>Changed <em>text</em></p>');

    const deleted = await call(t, 'DELETE', `/api/doc-articles/${s}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/doc-articles/${s}`)).statusCode).toBe(404);
    const actions = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'doc').orderBy('id').execute();
    expect(actions.map((a) => a.action).slice(-3)).toEqual(['doc.created', 'doc.updated', 'doc.deleted']);
  });

  it('refuses members and moderators (403) and visitors (401), changing nothing', async () => {
    const s = slug();
    for (const role of ['user', 'moderator'] as const) {
      const m = await memberWith(t, role);
      const res = await call(t, 'POST', '/api/doc-articles', m.token, body(s));
      expect(res.statusCode).toBe(403);
      expect(envelope(res).message).toBe('Only admins may edit the documentation');
      expect((await call(t, 'PUT', '/api/doc-articles/installation', m.token, { title: 'Hacked' })).statusCode).toBe(403);
      expect((await call(t, 'DELETE', '/api/doc-articles/installation', m.token)).statusCode).toBe(403);
    }
    expect((await call(t, 'POST', '/api/doc-articles', undefined, body(s))).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/doc-articles/${s}`)).statusCode).toBe(404);
    expect(data<DocArticle>(await call(t, 'GET', '/api/doc-articles/installation')).title).toBe('Installation');
  });

  it('refuses bad input with the field message and a taken slug with 409', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body(slug()), slug: 'Not A Slug' }, 'Slug must be lower-case letters and digits joined by hyphens'],
      [{ ...body(slug()), group: 'Cooking' }, 'Invalid documentation group'],
      [{ ...body(slug()), title: 'ab' }, 'Title must be at least 3 characters long'],
      [{ ...body(slug()), content: '   ' }, 'Content is required'],
      [{ ...body(slug()), content: 'x'.repeat(60_001) }, 'Content must be at most 60000 characters long'],
      [{ ...body(slug()), position: -1 }, 'Position must be a whole number between 0 and 1000'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t, 'POST', '/api/doc-articles', admin, payload);
      expect(res.statusCode, message).toBe(400);
      expect(envelope(res).message).toBe(message);
    }
    const taken = await call(t, 'POST', '/api/doc-articles', admin, body('installation'));
    expect(taken.statusCode).toBe(409);
    expect(envelope(taken).message).toBe('An article with this slug already exists');
    const s = slug();
    await call(t, 'POST', '/api/doc-articles', admin, body(s));
    expect((await call(t, 'PUT', `/api/doc-articles/${s}`, admin, { slug: 'installation' })).statusCode).toBe(409);
    expect((await call(t, 'PUT', `/api/doc-articles/${s}`, admin, {})).statusCode).toBe(400);
    expect((await call(t, 'PUT', '/api/doc-articles/no-such-article', admin, { title: 'Whatever' })).statusCode).toBe(404);
  });

  it('stores no script: stored XSS in an article is sanitised away', async () => {
    const s = slug();
    const content = [
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '<a href="https://example.com" onclick="alert(4)">ok</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<div style="background:url(javascript:alert(5))">styled</div>',
    ].join('\n\n');
    const created = data<DocArticle>(await call(t, 'POST', '/api/doc-articles', admin, body(s, content)));
    const html = created.content_html;
    for (const bad of ['<script', 'onerror', 'javascript:', 'onclick', '<iframe', 'style=']) expect(html, bad).not.toContain(bad);
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>');
    const row = await t.db.selectFrom('doc_articles').select(['content', 'content_html']).where('slug', '=', s).executeTakeFirstOrThrow();
    expect(row.content).toBe(content);
    expect(row.content_html).toBe(html);
  });
});
