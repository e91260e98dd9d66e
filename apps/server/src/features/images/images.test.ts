import type { Image } from '@esdc/core/image';
import type { Project } from '@esdc/core/project';
import type { PublicUser } from '@esdc/core/user';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { deleteImagesOfMember } from './image-service.ts';
import { DiskMediaStorage } from '../../platform/media-storage.ts';
import { createTestApp, envelope, type Member, type TestApp } from '../../test/harness.ts';
import { animatedGif, HTML, jpegWithExif, multipart, noisyPng, pngBomb, postImage, solidImage, storedFiles, SVG, uploadImage } from '../../test/images.ts';

/*
 * Image uploads (docs/decisions/008-image-uploads.md), on the disk storage: POST /api/images (sniffed type, size and
 * pixel limits, EXIF stripped, variants), GET /media/{key}/{variant}.{format}, DELETE /api/images/{id}, project images
 * and avatars. Every refusal leaves no row and no file.
 */

let t: TestApp;
let member: Member;
let bomb: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  member = await t.register();
  bomb = await pngBomb();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });

async function expectNothingStored(before: { rows: number; files: number }) {
  expect(await t.count('images')).toBe(before.rows);
  expect(storedFiles(t)).toHaveLength(before.files);
}
const snapshot = async () => ({ rows: await t.count('images'), files: storedFiles(t).length });

describe('POST /api/images: images that are accepted', () => {
  it('stores a PNG as thumbnail, card and full in AVIF and WebP, never upscaled, and serves each with long cache headers', async () => {
    const before = await snapshot();
    const res = await postImage(t, member.token, { filename: 'board.png', type: 'image/png', data: await solidImage(800, 600, 'png') });
    expect(res.statusCode, res.body).toBe(201);
    const image = envelope<Image>(res).data;
    expect(envelope(res).message).toBe('Image uploaded');
    expect(image).toMatchObject({ width: 800, height: 600 });
    expect(image.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['thumbnail', 160, 120],
      ['card', 640, 480],
      ['full', 800, 600],
    ]);
    expect(await t.count('images')).toBe(before.rows + 1);
    expect(storedFiles(t)).toHaveLength(before.files + 6);

    for (const variant of image.variants) {
      for (const format of ['avif', 'webp'] as const) {
        const served = await get(variant[format]);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      }
    }
    const card = await get(image.variants[1]!.webp);
    const etag = String(card.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(image.variants[1]!.webp, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('applies the EXIF orientation and drops every metadata (camera, GPS)', async () => {
    const original = await jpegWithExif(400, 200);
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('SecretCam');
    const image = await uploadImage(t, member.token, { filename: 'photo.jpg', type: 'image/jpeg', data: original });
    // Orientation 6: the stored picture is turned upright, so 200 wide and 400 high.
    expect([image.width, image.height]).toEqual([200, 400]);
    for (const variant of image.variants) {
      for (const format of ['avif', 'webp'] as const) {
        const served = await get(variant[format]);
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(served.rawPayload.toString('latin1')).not.toContain('SecretCam');
        expect(meta.width! < meta.height!).toBe(true);
      }
    }
  });

  it('takes a GIF (its first frame), an AVIF and a WebP; a small image gets only the sizes it has', async () => {
    const gif = await uploadImage(t, member.token, { filename: 'anim.gif', type: 'image/gif', data: await solidImage(300, 100, 'gif') });
    expect(gif.variants.map((v) => [v.name, v.width])).toEqual([
      ['thumbnail', 160],
      ['card', 300],
    ]);
    const avif = await uploadImage(t, member.token, { filename: 'pic.avif', type: 'image/avif', data: await solidImage(2000, 1000, 'avif') });
    expect(avif.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['thumbnail', 160, 80],
      ['card', 640, 320],
      ['full', 1600, 800],
    ]);
    const webp = await uploadImage(t, member.token, { filename: 'tiny.webp', type: 'image/webp', data: await solidImage(100, 50, 'webp') });
    expect(webp.variants.map((v) => v.name)).toEqual(['thumbnail']);
  });

  it("takes the first frame of an animated GIF: a still picture of one frame's size and colour", async () => {
    const image = await uploadImage(t, member.token, { filename: 'blink.gif', type: 'image/gif', data: await animatedGif(300, 100) });
    expect([image.width, image.height]).toEqual([300, 100]);
    const served = await get(image.variants.at(-1)!.webp);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([300, 100, 1]);
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // Red (the first frame), not green.
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(60);
  });

  it('trusts the content, not the name or the declared type', async () => {
    const image = await uploadImage(t, member.token, { filename: 'notes.txt', type: 'text/plain', data: await solidImage(50, 50, 'png') });
    expect(image.width).toBe(50);
  });
});

describe('POST /api/images: refusals store nothing', () => {
  const cases: [string, () => Promise<{ filename: string; type: string; data: Buffer }>, number, RegExp][] = [
    ['a text file', async () => ({ filename: 'readme.txt', type: 'text/plain', data: Buffer.from('just some words\n') }), 415, /not a supported image/],
    ['an SVG', async () => ({ filename: 'logo.svg', type: 'image/svg+xml', data: SVG }), 415, /not a supported image/],
    ['an SVG named .png', async () => ({ filename: 'logo.png', type: 'image/png', data: SVG }), 415, /not a supported image/],
    ['HTML named .png', async () => ({ filename: 'photo.png', type: 'image/png', data: HTML }), 415, /not a supported image/],
    [
      'a PDF',
      async () => ({ filename: 'doc.png', type: 'image/png', data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') }),
      415,
      /not a supported image/,
    ],
    [
      'a file over the size limit (5 MB)',
      async () => ({ filename: 'huge.png', type: 'image/png', data: await noisyPng(1400, 1400) }),
      413,
      /too large: at most 5 MB/,
    ],
    [
      'a decompression bomb (20000×20000 pixels)',
      async () => ({ filename: 'bomb.png', type: 'image/png', data: bomb }),
      413,
      /too many pixels: at most 40 megapixels/,
    ],
    [
      'a damaged PNG (valid signature, truncated)',
      async () => ({ filename: 'broken.png', type: 'image/png', data: (await solidImage(200, 200, 'png')).subarray(0, 60) }),
      422,
      /could not be read/,
    ],
  ];

  it('the bomb is small on the wire and huge decoded', async () => {
    expect(bomb.length).toBeLessThan(100_000);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(meta.width! * meta.height!).toBe(400_000_000);
  });

  it.each(cases)('%s', async (_name, make, status, message) => {
    const before = await snapshot();
    const res = await postImage(t, member.token, await make());
    expect(res.statusCode, res.body).toBe(status);
    const body = envelope(res);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(message);
    expect(body.error?.details?.[0]?.path).toBe('file');
    await expectNothingStored(before);
  });

  it('refuses a request that is not multipart, one without a file and one signed out', async () => {
    const before = await snapshot();
    const json = await t.inject({ method: 'POST', url: '/api/images', headers: t.authHeader(member.token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const wrongField = multipart({ field: 'picture', filename: 'a.png', type: 'image/png', data: await solidImage(10, 10, 'png') });
    const noFile = await t.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...wrongField.headers, ...t.authHeader(member.token) },
      payload: wrongField.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(envelope(noFile).message).toMatch(/Choose an image/);
    const signedOut = await postImage(t, undefined, { filename: 'a.png', type: 'image/png', data: await solidImage(10, 10, 'png') });
    expect(signedOut.statusCode).toBe(401);
    await expectNothingStored(before);
  });

  it('refuses a suspended member', async () => {
    const suspended = await t.register();
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.user.id).execute();
    const res = await postImage(t, suspended.token, { filename: 'a.png', type: 'image/png', data: await solidImage(10, 10, 'png') });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/images: write budget', () => {
  it("counts as a member's write: beyond MEMBER_WRITES_PER_MINUTE it gets 429 and stores nothing", async () => {
    const limited = await createTestApp({ env: { MEMBER_WRITES_PER_MINUTE: '2' } });
    try {
      const m = await limited.register();
      const png = await solidImage(20, 20, 'png');
      for (let i = 0; i < 2; i++) expect((await postImage(limited, m.token, { filename: 'a.png', type: 'image/png', data: png })).statusCode).toBe(201);
      const refused = await postImage(limited, m.token, { filename: 'a.png', type: 'image/png', data: png });
      expect(refused.statusCode).toBe(429);
      expect(await limited.count('images')).toBe(2);
      expect(storedFiles(limited)).toHaveLength(4);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /media/{key}/{file}', () => {
  it('answers 404 in the envelope for an unknown key, variant or format', async () => {
    for (const url of [
      '/media/0123456789abcdef0123456789abcdef/card.webp',
      '/media/nothex/card.webp',
      '/media/0123456789abcdef0123456789abcdef/huge.webp',
      '/media/0123456789abcdef0123456789abcdef/card.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(envelope(res)).toMatchObject({ success: false, message: 'Image not found', error: { code: 'NOT_FOUND' } });
    }
  });
});

describe('DELETE /api/images/{id}', () => {
  it('lets the uploader delete an image nothing shows: the row and its files go, its URLs answer 404', async () => {
    const image = await uploadImage(t, member.token, { filename: 'a.png', type: 'image/png', data: await solidImage(700, 100, 'png') });
    const other = await t.register();
    const before = await snapshot();
    const refused = await t.inject({ method: 'DELETE', url: `/api/images/${image.id}`, headers: t.authHeader(other.token) });
    expect(refused.statusCode).toBe(403);
    expect(await t.count('images')).toBe(before.rows);
    const res = await t.inject({ method: 'DELETE', url: `/api/images/${image.id}`, headers: t.authHeader(member.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).message).toBe('Image deleted');
    expect(await t.count('images')).toBe(before.rows - 1);
    expect(storedFiles(t)).toHaveLength(before.files - 6);
    expect((await get(image.variants[0]!.webp)).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `/api/images/${image.id}`, headers: t.authHeader(member.token) })).statusCode).toBe(404);
  });

  it('lets an admin delete any unused image', async () => {
    const image = await uploadImage(t, member.token, { filename: 'a.png', type: 'image/png', data: await solidImage(20, 20, 'png') });
    const res = await t.inject({ method: 'DELETE', url: `/api/images/${image.id}`, headers: t.authHeader(await t.adminToken()) });
    expect(res.statusCode).toBe(200);
  });
});

describe('project images', () => {
  const baseProject = { title: 'Weather station', description: 'Sensors on a mast, data over LoRa.', category: 'IoT' };

  it('attaches several images with a cover; lists and the detail show them; the cover can move; an image in use cannot be deleted', async () => {
    const owner = await t.register();
    const a = await uploadImage(t, owner.token, { filename: 'a.png', type: 'image/png', data: await solidImage(900, 600, 'png') });
    const b = await uploadImage(t, owner.token, { filename: 'b.jpg', type: 'image/jpeg', data: await solidImage(600, 600, 'jpeg') });
    const created = await t.inject({
      method: 'POST',
      url: '/api/projects',
      headers: t.authHeader(owner.token),
      payload: { ...baseProject, image_ids: [a.id, b.id], cover_image_id: b.id, image: 'https://example.org/external.png' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const project = envelope<Project>(created).data;
    expect(project.images.map((i) => i.id)).toEqual([a.id, b.id]);
    expect(project.cover_image?.id).toBe(b.id);
    expect(project.image).toBe('https://example.org/external.png');

    const listed = envelope<Project[]>(await get(`/api/projects?user_id=${owner.user.id}`)).data;
    expect(listed[0]?.cover_image?.variants[1]?.webp).toBe(b.variants[1]!.webp);

    const moved = await t.inject({ method: 'PUT', url: `/api/projects/${project.id}`, headers: t.authHeader(owner.token), payload: { cover_image_id: a.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(envelope<Project>(moved).data.cover_image?.id).toBe(a.id);
    // The public (cached) detail follows the write.
    expect(envelope<Project>(await get(`/api/projects/${project.id}`)).data.cover_image?.id).toBe(a.id);

    const inUse = await t.inject({ method: 'DELETE', url: `/api/images/${a.id}`, headers: t.authHeader(owner.token) });
    expect(inUse.statusCode).toBe(409);
    expect(await t.count('images')).toBeGreaterThan(0);

    const removed = await t.inject({ method: 'PUT', url: `/api/projects/${project.id}`, headers: t.authHeader(owner.token), payload: { image_ids: [b.id] } });
    expect(envelope<Project>(removed).data.images.map((i) => i.id)).toEqual([b.id]);
    expect(envelope<Project>(removed).data.cover_image?.id).toBe(b.id);
    expect((await t.inject({ method: 'DELETE', url: `/api/images/${a.id}`, headers: t.authHeader(owner.token) })).statusCode).toBe(200);
  });

  it("refuses someone else's image, an unknown image, a cover that is not listed and a repeated image, changing nothing", async () => {
    const owner = await t.register();
    const stranger = await t.register();
    const theirs = await uploadImage(t, stranger.token, { filename: 'a.png', type: 'image/png', data: await solidImage(30, 30, 'png') });
    const mine = await uploadImage(t, owner.token, { filename: 'a.png', type: 'image/png', data: await solidImage(30, 30, 'png') });
    const projects = await t.count('projects');
    const attempt = (payload: Record<string, unknown>) =>
      t.inject({ method: 'POST', url: '/api/projects', headers: t.authHeader(owner.token), payload: { ...baseProject, ...payload } });

    const foreign = await attempt({ image_ids: [theirs.id] });
    expect(foreign.statusCode).toBe(403);
    expect(envelope(foreign).message).toBe('You can only use images you uploaded');
    const unknown = await attempt({ image_ids: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown).error?.details?.[0]).toMatchObject({ path: 'image_ids', message: 'Image 999999 not found' });
    const cover = await attempt({ image_ids: [mine.id], cover_image_id: theirs.id });
    expect(cover.statusCode).toBe(400);
    expect(envelope(cover).error?.details?.[0]?.path).toBe('cover_image_id');
    const twice = await attempt({ image_ids: [mine.id, mine.id] });
    expect(twice.statusCode).toBe(400);
    expect(await t.count('projects')).toBe(projects);
  });

  it("lets an admin attach a member's image to that member's project from the admin form", async () => {
    const owner = await t.register();
    const image = await uploadImage(t, owner.token, { filename: 'a.png', type: 'image/png', data: await solidImage(30, 30, 'png') });
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/projects',
      headers: t.authHeader(await t.adminToken()),
      payload: { ...baseProject, user_id: owner.user.id, image_ids: [image.id] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(envelope<Project>(res).data.cover_image?.id).toBe(image.id);
  });
});

describe('avatars', () => {
  it("takes an uploaded image's URL as avatar_url for its uploader only; such an image cannot be deleted while shown", async () => {
    const me = await t.register();
    const other = await t.register();
    const mine = await uploadImage(t, me.token, { filename: 'me.png', type: 'image/png', data: await solidImage(400, 400, 'png') });
    const theirs = await uploadImage(t, other.token, { filename: 'x.png', type: 'image/png', data: await solidImage(400, 400, 'png') });
    const put = (avatar_url: string) => t.inject({ method: 'PUT', url: `/api/users/${me.user.id}`, headers: t.authHeader(me.token), payload: { avatar_url } });

    const foreign = await put(theirs.variants[1]!.webp);
    expect(foreign.statusCode).toBe(403);
    const missing = await put('/media/0123456789abcdef0123456789abcdef/card.webp');
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).error?.details?.[0]?.path).toBe('avatar_url');
    const traversal = await put('/media/../../etc/passwd');
    expect(traversal.statusCode).toBe(400);

    const res = await put(mine.variants[1]!.webp);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope<PublicUser>(res).data.avatar_url).toBe(mine.variants[1]!.webp);
    expect((await t.inject({ method: 'DELETE', url: `/api/images/${mine.id}`, headers: t.authHeader(me.token) })).statusCode).toBe(409);
    // External https URLs keep working.
    expect((await put('https://example.org/me.png')).statusCode).toBe(200);
  });
});

describe('deleteImagesOfMember (account deletion)', () => {
  it("deletes every image a member uploaded, rows and files, and leaves other members' images", async () => {
    const leaving = await t.register();
    const staying = await t.register();
    await uploadImage(t, leaving.token, { filename: 'a.png', type: 'image/png', data: await solidImage(300, 30, 'png') });
    await uploadImage(t, leaving.token, { filename: 'b.png', type: 'image/png', data: await solidImage(30, 30, 'png') });
    const kept = await uploadImage(t, staying.token, { filename: 'c.png', type: 'image/png', data: await solidImage(30, 30, 'png') });
    const before = await snapshot();
    // The app's storage is the disk under DATA_DIR: the same files through a second handle.
    expect(await deleteImagesOfMember(t.db, new DiskMediaStorage(join(t.dataDir, 'uploads')), leaving.user.id)).toBe(6);
    expect(await t.count('images')).toBe(before.rows - 2);
    expect(storedFiles(t)).toHaveLength(before.files - 6);
    expect((await get(kept.variants[0]!.webp)).statusCode).toBe(200);
  });

  it('runs when an admin deletes the member', async () => {
    const leaving = await t.register();
    const image = await uploadImage(t, leaving.token, { filename: 'a.png', type: 'image/png', data: await solidImage(30, 30, 'png') });
    const res = await t.inject({ method: 'DELETE', url: `/api/admin/users/${leaving.user.id}`, headers: t.authHeader(await t.adminToken()) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(image.variants[0]!.webp)).statusCode).toBe(404);
    expect(storedFiles(t).some((f) => f.startsWith(image.variants[0]!.webp.split('/')[2]!))).toBe(false);
  });
});
