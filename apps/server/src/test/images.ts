import type { Image } from '@esdc/core/image';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { envelope, type TestApp } from './harness.ts';

/*
 * Real image bytes for the upload tests, made by sharp in the test, and a multipart body builder.
 */

/** A solid-colour image of the given size, encoded as asked. */
export function solidImage(width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'avif' | 'webp', colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** An animated GIF of two frames (red, then green), each `width`×`height`. */
export async function animatedGif(width: number, height: number): Promise<Buffer> {
  const frame = (colour: string) =>
    sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#00ff00')], { join: { animated: true } })
    .gif({ delay: [100, 100] })
    .toBuffer();
}

/** A JPEG carrying EXIF orientation 6 (rotate 90° clockwise to show), a camera name and a GPS position. */
export function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cc3333' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
}

/** Random pixels as PNG: incompressible, so `bytes` of them make a file of at least that size. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * A decompression bomb: a PNG declaring 20000×20000 pixels (400 megapixels, 1.2 GB decoded) of one colour, a few
 * tens of kilobytes compressed (two-colour palette).
 */
export function pngBomb(): Promise<Buffer> {
  return sharp({ create: { width: 20_000, height: 20_000, channels: 3, background: '#3366cc' }, limitInputPixels: false })
    .png({ compressionLevel: 9, palette: true, colours: 2 })
    .toBuffer();
}

/** An SVG image (refused whatever its name). */
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>');
/** An HTML page, to be sent named `photo.png` as `image/png`. */
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** One part of a multipart body. */
export interface FilePart {
  field?: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body with one file part, as a browser sends it. */
export function multipart(part: FilePart): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----esdc${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, part.data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Posts a file to `POST /api/images`. */
export function postImage(t: TestApp, token: string | undefined, part: FilePart) {
  const body = multipart(part);
  return t.inject({ method: 'POST', url: '/api/images', headers: { ...body.headers, ...(token ? t.authHeader(token) : {}) }, payload: body.payload });
}

/** Uploads a file and returns the stored image; fails the test unless it is 201. */
export async function uploadImage(t: TestApp, token: string, part: FilePart): Promise<Image> {
  const res = await postImage(t, token, part);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return envelope<Image>(res).data;
}

/** Every file under the disk storage (`<DATA_DIR>/uploads`), relative paths. */
export function storedFiles(t: TestApp): string[] {
  const root = join(t.dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}
