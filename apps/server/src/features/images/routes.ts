import multipart from '@fastify/multipart';
import { emptyDataSchema, envelope } from '@esdc/core/api';
import { IMAGE_FORMATS, IMAGE_KEY_PATTERN, IMAGE_VARIANT_NAMES } from '@esdc/core/image';
import { imageSchema } from '@esdc/core/image-schemas';
import { idParamsSchema } from '@esdc/core/input';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { readUpload } from '../../lib/read-upload.ts';
import { deleteImage, storeImage } from './image-service.ts';

/** Served files: `<variant>.<format>`. */
const MEDIA_FILE = new RegExp(`^(${IMAGE_VARIANT_NAMES.join('|')})\\.(${IMAGE_FORMATS.join('|')})$`);
const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * Image uploads and serving (docs/decisions/008-image-uploads.md): `POST /api/images` stores an upload for the
 * signed-in member, `DELETE /api/images/{id}` removes one nothing shows, and `GET /media/{key}/{variant}.{format}`
 * serves the variants with long cache headers from whichever storage is configured.
 */
export async function imageRoutes(app: FastifyInstance, ctx: AppContext) {
  const maxBytes = ctx.config.UPLOAD_MAX_BYTES;
  await app.register(async (scope) => {
    // Multipart only here: every other route keeps refusing it.
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/images',
      {
        onRequest: scope.requirePermission('image:upload', 'Only active members can upload images'),
        schema: {
          tags: ['images'],
          summary: 'Upload an image',
          description:
            'multipart/form-data with the image in a field named `file`. The type is read from the content: JPEG, PNG, ' +
            'WebP, AVIF or GIF (first frame); anything else, SVG included, whatever its name, gets 415. Over UPLOAD_MAX_BYTES ' +
            "(default 5 MB) 413 'The image is too large: …'; over 40 megapixels 413 'The image has too many pixels: …'; an " +
            'image that cannot be decoded 422. Nothing is stored on any refusal. The image is auto-rotated, its metadata ' +
            '(EXIF, GPS) dropped, and resized to thumbnail (160 px wide), card (640) and full (1600), never upscaled, each ' +
            'in AVIF and WebP, served at /media/{key}/{variant}.{avif|webp} with a one-year immutable cache. Attach it to a ' +
            'project (image_ids) or use a variant URL as avatar_url.',
          consumes: ['multipart/form-data'],
          response: { 201: envelope(imageSchema) },
        },
      },
      async (request, reply) => {
        const { data } = await readUpload(request, maxBytes, 'image');
        const image = await storeImage(ctx.db, ctx.media, request.user!.id, data, ctx.clock());
        return reply.status(201).send(ok(image, { message: 'Image uploaded' }));
      },
    );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete(
    '/api/images/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['images'],
        summary: 'Delete an uploaded image nothing shows (uploader or admin)',
        description:
          "Removes the image and its stored files. 403 'Only the uploader or an admin can delete this image'; 404 'Image " +
          "not found'; 409 'This image is in use: …' while a project or a profile shows it. Message 'Image deleted'.",
        params: idParamsSchema('image'),
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await deleteImage(ctx.db, ctx.media, request.user!, request.params.id);
      return ok(null, { message: 'Image deleted' });
    },
  );

  // Not part of the JSON API (an <img> source): bytes with long cache headers, the failure envelope for a 404.
  // Like the web app's static files (@fastify/static), it is not in the API document.
  app.get<{ Params: { key: string; file: string } }>('/media/:key/:file', { schema: { hide: true } }, async (request, reply) => {
    const { key, file } = request.params;
    const match = MEDIA_FILE.exec(file);
    if (!IMAGE_KEY_PATTERN.test(key) || !match) throw notFound('Image not found');
    const etag = `"${key}-${file}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const object = await ctx.media.get(`${key}/${file}`);
    if (!object) {
      reply.header('cache-control', 'no-cache').removeHeader('etag');
      throw notFound('Image not found');
    }
    reply.type(CONTENT_TYPES[match[2]!]!);
    if (object.bytes > 0) reply.header('content-length', object.bytes);
    return reply.send(object.body);
  });
}
