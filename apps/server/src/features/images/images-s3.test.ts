import type { Image } from '@esdc/core/image';
import type { Project } from '@esdc/core/project';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, envelope, type TestApp } from '../../test/harness.ts';
import { HTML, postImage, solidImage, storedFiles, uploadImage } from '../../test/images.ts';

/*
 * Image uploads on the S3 storage (docs/decisions/008-image-uploads.md): the same upload, serve and delete against a
 * real S3-compatible server (s3rver, started here on a free port with a temporary folder), so several instances can
 * share images.
 */

const BUCKET = 'esdc-images';
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let t: TestApp;

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'esdc-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

/** How many objects the bucket holds (s3rver keeps them as files under its folder). */
async function objectCount(): Promise<number> {
  const res = await fetch(`${endpoint}/${BUCKET}?list-type=2`);
  const xml = await res.text();
  return (xml.match(/<Key>/g) ?? []).length;
}

describe('images on an S3-compatible bucket', () => {
  it('uploads into the bucket (nothing on disk), serves each variant from it, and deletes it again', async () => {
    const member = await t.register();
    const image = await uploadImage(t, member.token, { filename: 'board.jpg', type: 'image/jpeg', data: await solidImage(1000, 500, 'jpeg') });
    expect(image.variants.map((v) => v.name)).toEqual(['thumbnail', 'card', 'full']);
    expect(await objectCount()).toBe(6);
    expect(storedFiles(t)).toEqual([]);

    for (const variant of image.variants) {
      for (const format of ['avif', 'webp'] as const) {
        const served = await t.inject({ method: 'GET', url: variant[format] });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers.etag).toBeTruthy();
        const meta = await sharp(served.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      }
    }

    const project = await t.inject({
      method: 'POST',
      url: '/api/projects',
      headers: t.authHeader(member.token),
      payload: { title: 'Bucket project', description: 'Images kept in a shared bucket.', category: 'IoT', image_ids: [image.id] },
    });
    expect(envelope<Project>(project).data.cover_image?.id).toBe(image.id);
    await t.inject({
      method: 'PUT',
      url: `/api/projects/${envelope<Project>(project).data.id}`,
      headers: t.authHeader(member.token),
      payload: { image_ids: [] },
    });

    const deleted = await t.inject({ method: 'DELETE', url: `/api/images/${image.id}`, headers: t.authHeader(member.token) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await objectCount()).toBe(0);
    const gone = await t.inject({ method: 'GET', url: image.variants[1]!.webp });
    expect(gone.statusCode).toBe(404);
    expect(envelope(gone).message).toBe('Image not found');
  });

  it('stores nothing in the bucket for a refused upload', async () => {
    const member = await t.register();
    const before = { objects: await objectCount(), rows: await t.count('images') };
    const res = await postImage(t, member.token, { filename: 'photo.png', type: 'image/png', data: HTML });
    expect(res.statusCode).toBe(415);
    expect(await objectCount()).toBe(before.objects);
    expect(await t.count('images')).toBe(before.rows);
  });

  it('answers 404 for a key the bucket does not hold', async () => {
    const res = await t.inject({ method: 'GET', url: '/media/0123456789abcdef0123456789abcdef/card.avif' });
    expect(res.statusCode).toBe(404);
  });

  it("a second instance on the same bucket and database serves the first one's upload", async () => {
    const member = await t.register();
    const image: Image = await uploadImage(t, member.token, { filename: 'a.png', type: 'image/png', data: await solidImage(200, 100, 'png') });
    const other = await buildApp({
      config: { ...t.config, DATA_DIR: mkdtempSync(join(tmpdir(), 'esdc-other-')) },
      database: t.database,
      jwtSecret: 'another-instance-secret-0123456789-abcdefghijk',
    });
    try {
      const served = await other.inject({ method: 'GET', url: image.variants[0]!.webp });
      expect(served.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('S3 configuration', () => {
  it('names every missing S3 variable when S3_BUCKET is set, and accepts a complete set', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow(/S3_REGION: is required when S3_BUCKET is set[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'ftp://x' })).toThrow(
      /S3_ENDPOINT/,
    );
    const config = loadConfig({ S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true' });
    expect(config.S3_FORCE_PATH_STYLE).toBe(true);
    expect(loadConfig({}).UPLOAD_MAX_BYTES).toBe(5_242_880);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: 'lots' })).toThrow(/UPLOAD_MAX_BYTES/);
  });
});
