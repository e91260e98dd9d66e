import type { Resource, StoredFile } from '@esdc/core/resource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberWith, type ApiMethod } from '../../test/api.ts';
import { auditActions } from '../../test/audit.ts';
import { countRows, createTestApp, envelope, type TestApp } from '../../test/harness.ts';
import { multipart, solidImage, storedFiles } from '../../test/images.ts';
import { SEED_RESOURCES } from './seed.ts';

/*
 * Learning resources and their files (SPEC §2 Resources) through the API, on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set: the public list, managers' writes, upload refusals (nothing stored), downloads.
 */

/** A small limit so the oversize case is cheap: 64 KB. */
const LIMIT = 64 * 1024;

let t: TestApp;
let admin: string;
let moderator: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ env: { FILE_UPLOAD_MAX_BYTES: String(LIMIT) } });
  admin = await t.adminToken();
  moderator = (await memberWith(t, 'moderator')).token;
  member = (await memberWith(t)).token;
});
afterAll(async () => {
  await t.close();
});

const data = <T>(res: Awaited<ReturnType<typeof call>>) => envelope<T>(res).data;

function postFile(token: string | undefined, filename: string, type: string, bytes: Buffer) {
  const body = multipart({ filename, type, data: bytes });
  return t.inject({ method: 'POST', url: '/api/files', headers: { ...body.headers, ...(token ? t.authHeader(token) : {}) }, payload: body.payload });
}

/** A minimal PDF (the magic bytes file-type reads). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A Windows executable's header (MZ … PE), named .pdf in the tests. */
const EXE = (() => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
})();

describe('GET /api/resources', () => {
  it('lists the seeded links newest first, filters by category and searches title and description', async () => {
    const all = await call(t, 'GET', '/api/resources?limit=50');
    expect(all.statusCode).toBe(200);
    expect(envelope(all).meta?.total).toBe(SEED_RESOURCES.length);
    expect(data<Resource[]>(all)[0]!.title).toBe(SEED_RESOURCES.at(-1)!.title);
    const pcb = data<Resource[]>(await call(t, 'GET', '/api/resources?category=pcb'));
    expect(pcb.length).toBeGreaterThan(0);
    expect(pcb.every((r) => r.category === 'pcb' && r.kind === 'link' && r.url?.startsWith('https://') && r.file === null)).toBe(true);
    const found = data<Resource[]>(await call(t, 'GET', '/api/resources?q=freertos'));
    expect(found.map((r) => r.title)).toContain('FreeRTOS Documentation');
    expect(data<Resource[]>(await call(t, 'GET', '/api/resources?category=iot&q=kicad'))).toEqual([]);
    const paged = await call(t, 'GET', '/api/resources?limit=2&offset=2');
    expect(data<Resource[]>(paged)).toHaveLength(2);
    expect(envelope(paged).meta).toMatchObject({ limit: 2, offset: 2 });
  });

  it('refuses a bad category or paging with 400', async () => {
    const res = await call(t, 'GET', '/api/resources?category=cooking');
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe('Invalid resource category');
    expect((await call(t, 'GET', '/api/resources?limit=51')).statusCode).toBe(400);
  });
});

describe('managing resources (admins and moderators)', () => {
  it('a moderator adds, edits and deletes a link, audited', async () => {
    const created = await call(t, 'POST', '/api/resources', moderator, {
      title: "Ohm's law",
      description: 'V = I R',
      category: 'programming',
      url: 'https://example.com/ohm',
    });
    expect(created.statusCode).toBe(201);
    expect(envelope(created).message).toBe('Resource added');
    const r = data<Resource>(created);
    expect(r).toMatchObject({ kind: 'link', url: 'https://example.com/ohm', file: null, category: 'programming' });
    const edited = await call(t, 'PUT', `/api/resources/${r.id}`, moderator, { category: 'iot', title: "Ohm's law, explained" });
    expect(data<Resource>(edited)).toMatchObject({ category: 'iot', title: "Ohm's law, explained", url: 'https://example.com/ohm' });
    expect((await call(t, 'DELETE', `/api/resources/${r.id}`, moderator)).statusCode).toBe(200);
    expect((await call(t, 'PUT', `/api/resources/${r.id}`, moderator, { title: 'Gone away' })).statusCode).toBe(404);
    expect(await auditActions(t, 'resource', r.id)).toEqual(['resource.created', 'resource.updated', 'resource.deleted']);
  });

  it('refuses members (403) and visitors (401), changing nothing', async () => {
    const before = await countRows(t.db, 'resources');
    const payload = { title: 'Sneaky link', category: 'iot', url: 'https://example.com' };
    const refused: [ApiMethod, string, string | undefined, number][] = [
      ['POST', '/api/resources', member, 403],
      ['POST', '/api/resources', undefined, 401],
      ['PUT', '/api/resources/1', member, 403],
      ['DELETE', '/api/resources/1', member, 403],
    ];
    for (const [method, url, token, status] of refused) {
      const res = await call(t, method, url, token, method === 'DELETE' ? undefined : payload);
      expect(res.statusCode, `${method} ${url}`).toBe(status);
    }
    expect(envelope(await call(t, 'POST', '/api/resources', member, payload)).message).toBe('Only admins and moderators may manage resources');
    expect(await countRows(t.db, 'resources')).toBe(before);
    expect((await postFile(member, 'a.txt', 'text/plain', Buffer.from('hello'))).statusCode).toBe(403);
  });

  it('refuses bad input with the field message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'No link', category: 'iot' }, 'Give either a link or a file'],
      [{ title: 'Both', category: 'iot', url: 'https://example.com', file_id: 1 }, 'Give either a link or a file'],
      [{ title: 'Bad link', category: 'iot', url: 'javascript:alert(1)' }, 'Link must be a valid URL'],
      [{ title: 'ab', category: 'iot', url: 'https://example.com' }, 'Title must be at least 3 characters long'],
      [{ title: 'Bad category', category: 'cooking', url: 'https://example.com' }, 'Invalid resource category'],
      [{ title: 'Unknown file', category: 'iot', file_id: 999_999 }, 'File 999999 not found'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t, 'POST', '/api/resources', admin, payload);
      expect(res.statusCode, message).toBe(400);
      expect(envelope(res).message).toBe(message);
    }
    const link = data<Resource>(await call(t, 'POST', '/api/resources', admin, { title: 'Keep me', category: 'iot', url: 'https://example.com/k' }));
    expect((await call(t, 'PUT', `/api/resources/${link.id}`, admin, { url: null })).statusCode).toBe(400);
    expect((await call(t, 'PUT', `/api/resources/${link.id}`, admin, {})).statusCode).toBe(400);
  });
});

describe('files', () => {
  it('a moderator uploads a PDF, attaches it, and anyone downloads it as an attachment; deleting the resource deletes the file', async () => {
    const uploaded = await postFile(moderator, '../../Datasheet <BME280>.exe.pdf', 'application/pdf', PDF);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = data<StoredFile>(uploaded);
    expect(file).toMatchObject({ name: 'Datasheet -BME280-.exe.pdf', content_type: 'application/pdf', bytes: PDF.length });
    const created = data<Resource>(await call(t, 'POST', '/api/resources', moderator, { title: 'BME280 datasheet', category: 'iot', file_id: file.id }));
    expect(created).toMatchObject({ kind: 'file', url: null, file: { id: file.id, url: file.url } });
    expect((await call(t, 'POST', '/api/resources', moderator, { title: 'Same file', category: 'iot', file_id: file.id })).statusCode).toBe(400);

    const download = await t.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Datasheet -BME280-\.exe\.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const objectsBefore = storedFiles(t).length;
    expect((await call(t, 'DELETE', `/api/resources/${created.id}`, moderator)).statusCode).toBe(200);
    expect(storedFiles(t).length).toBe(objectsBefore - 1);
    expect((await t.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });

  it('accepts plain text, ZIP and images, and serves text as text/plain', async () => {
    const text = data<StoredFile>(await postFile(admin, 'notes.md', 'text/markdown', Buffer.from('# Notes\nÜnïcode ok\n')));
    expect(text).toMatchObject({ name: 'notes.txt', content_type: 'text/plain' });
    expect((await t.inject({ method: 'GET', url: text.url })).headers['content-type']).toBe('text/plain; charset=utf-8');
    const zip = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');
    expect(data<StoredFile>(await postFile(admin, 'code.zip', 'application/zip', zip)).content_type).toBe('application/zip');
    expect(data<StoredFile>(await postFile(admin, 'board', 'application/octet-stream', await solidImage(8, 8, 'png'))).name).toBe('board.png');
  });

  it('refuses an executable named .pdf, binary junk, an oversize file and a non-multipart body, storing nothing', async () => {
    const rows = await countRows(t.db, 'files');
    const objects = storedFiles(t).length;
    const exe = await postFile(admin, 'datasheet.pdf', 'application/pdf', EXE);
    expect(exe.statusCode).toBe(415);
    expect(envelope(exe).message).toBe('The file type is not accepted: upload a PDF, ZIP, plain text or image (PNG, JPEG, GIF, WebP) file');
    expect((await postFile(admin, 'junk.txt', 'text/plain', Buffer.from([0, 1, 2, 3, 0xff, 0xfe]))).statusCode).toBe(415);
    const big = await postFile(admin, 'big.txt', 'text/plain', Buffer.alloc(LIMIT + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(envelope(big).message).toBe('The file is too large: at most 64 KB');
    expect((await postFile(admin, 'empty.txt', 'text/plain', Buffer.alloc(0))).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/files', admin, { file: 'x' })).statusCode).toBe(415);
    expect(await countRows(t.db, 'files')).toBe(rows);
    expect(storedFiles(t).length).toBe(objects);
  });

  it('answers 404 for an unknown or malformed download address', async () => {
    expect((await t.inject({ method: 'GET', url: `/files/${'a'.repeat(32)}/x.pdf` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/files/..%2F..%2Fetc/passwd' })).statusCode).toBe(404);
  });

  it('replacing a file with a link deletes the old file', async () => {
    const file = data<StoredFile>(await postFile(admin, 'old.txt', 'text/plain', Buffer.from('old')));
    const r = data<Resource>(await call(t, 'POST', '/api/resources', admin, { title: 'Switches', category: 'pcb', file_id: file.id }));
    const edited = data<Resource>(await call(t, 'PUT', `/api/resources/${r.id}`, admin, { url: 'https://example.com/new' }));
    expect(edited).toMatchObject({ kind: 'link', url: 'https://example.com/new', file: null });
    expect(await t.db.selectFrom('files').select('id').where('id', '=', file.id).executeTakeFirst()).toBeUndefined();
  });
});
