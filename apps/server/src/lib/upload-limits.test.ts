import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../test/harness.ts';
import { multipart, solidImage, storedFiles } from '../test/images.ts';

/*
 * Upload limits with the default settings (README: UPLOAD_MAX_BYTES 5 MB for images, FILE_UPLOAD_MAX_BYTES 20 MB for
 * resource files): a real multipart body at the limit is stored; one byte over it, or megabytes over it, answers 413
 * with the README's limit and stores nothing, neither a row nor a file, however the body's pieces arrive (a file
 * whose limit fell between two pieces used to be stored cut at the limit with 201). Runs on SQLite and, with TEST_DATABASE_URL,
 * on PostgreSQL.
 */

const MB = 1024 * 1024;
const IMAGE_LIMIT = 5 * MB;
const FILE_LIMIT = 20 * MB;

let t: TestApp;
let admin: string;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  png = await solidImage(16, 16, 'png');
});
afterAll(async () => t?.close());

/** A PNG of exactly `bytes` bytes: a small image followed by padding (decoders stop at its end). */
const pngOf = (bytes: number) => Buffer.concat([png, Buffer.alloc(bytes - png.length)]);
/** A plain-text file of exactly `bytes` bytes. */
const textOf = (bytes: number) => Buffer.alloc(bytes, 'a');

/**
 * Posts one file as a real multipart body. With `splitAt`, the body arrives in two pieces, the first ending `splitAt`
 * bytes into the file (as a network may deliver it: the limit then falls exactly between two pieces).
 */
function post(url: string, filename: string, type: string, data: Buffer, splitAt?: number) {
  const body = multipart({ filename, type, data });
  const headers = { ...body.headers, ...t.authHeader(admin) };
  if (splitAt === undefined) return t.inject({ method: 'POST', url, headers, payload: body.payload });
  const cut = body.payload.indexOf(data.subarray(0, 64)) + splitAt;
  const payload = new Readable({ read() {} });
  payload.push(body.payload.subarray(0, cut));
  setTimeout(() => {
    payload.push(body.payload.subarray(cut));
    payload.push(null);
  }, 20);
  return t.inject({ method: 'POST', url, headers, payload });
}

const snapshot = async () => ({ images: await t.count('images'), files: await t.count('files'), stored: storedFiles(t).length });

describe('POST /api/images (UPLOAD_MAX_BYTES, default 5 MB)', () => {
  it.each([
    ['one byte over, in one piece', IMAGE_LIMIT + 1, undefined],
    ['one byte over, the limit between two pieces', IMAGE_LIMIT + 1, IMAGE_LIMIT],
    ['6 MB, the limit between two pieces', 6 * MB, IMAGE_LIMIT],
    ['9 MB, in one piece', 9 * MB, undefined],
    ['12 MB, the limit between two pieces', 12 * MB, IMAGE_LIMIT],
  ])('%s: 413 and nothing stored', async (_name, bytes, splitAt) => {
    const before = await snapshot();
    const res = await post('/api/images', 'big.png', 'image/png', pngOf(bytes), splitAt);
    expect(res.statusCode, res.body).toBe(413);
    expect(envelope(res).message).toBe('The image is too large: at most 5 MB');
    expect(envelope(res).error?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await snapshot()).toEqual(before);
  });

  it('exactly at the limit, in two pieces: stored', async () => {
    const res = await post('/api/images', 'limit.png', 'image/png', pngOf(IMAGE_LIMIT), IMAGE_LIMIT - 1);
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('POST /api/files (FILE_UPLOAD_MAX_BYTES, default 20 MB)', () => {
  it.each([
    ['one byte over, in one piece', FILE_LIMIT + 1, undefined],
    ['one byte over, the limit between two pieces', FILE_LIMIT + 1, FILE_LIMIT],
    ['24 MB, the limit between two pieces', 24 * MB, FILE_LIMIT],
    ['48 MB, the limit between two pieces', 48 * MB, FILE_LIMIT],
  ])('%s: 413 and nothing stored', async (_name, bytes, splitAt) => {
    const before = await snapshot();
    const res = await post('/api/files', 'big.txt', 'text/plain', textOf(bytes), splitAt);
    expect(res.statusCode, res.body).toBe(413);
    expect(envelope(res).message).toBe('The file is too large: at most 20 MB');
    expect(await snapshot()).toEqual(before);
  });

  it('exactly at the limit, in two pieces: stored whole', async () => {
    const res = await post('/api/files', 'limit.txt', 'text/plain', textOf(FILE_LIMIT), FILE_LIMIT - 1);
    expect(res.statusCode, res.body).toBe(201);
    const stored = await t.db.selectFrom('files').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(Number(stored.bytes)).toBe(FILE_LIMIT);
  });
});
