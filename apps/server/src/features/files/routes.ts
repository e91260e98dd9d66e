import multipart from '@fastify/multipart';
import { envelope } from '@esdc/core/api';
import { FILE_KEY_PATTERN, RESOURCE_MESSAGES } from '@esdc/core/resource';
import { storedFileSchema } from '@esdc/core/resource-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { readUpload, sizeLabel } from '../../lib/read-upload.ts';
import { fileObjectKey } from './file-objects.ts';
import { fileByKey, storeFile } from './file-service.ts';

/** RFC 6266 `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Resource files (SPEC §2 Resources): `POST /api/files` stores an upload for a resource (admins and moderators),
 * and `GET /files/{key}/{name}` serves it as a download.
 */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext) {
  const maxBytes = ctx.config.FILE_UPLOAD_MAX_BYTES;
  await app.register(async (scope) => {
    // Multipart only here: every other route keeps refusing it.
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/files',
      {
        onRequest: scope.requirePermission('resource:manage', RESOURCE_MESSAGES.manageNotAllowed),
        schema: {
          tags: ['resources'],
          summary: 'Upload a file for a resource',
          description:
            `Admins and moderators (401 signed out, 403 '${RESOURCE_MESSAGES.manageNotAllowed}'). multipart/form-data with the file in a field named ` +
            '`file`. The type is read from the content, never from the name: PDF, ZIP, plain text (UTF-8), PNG, JPEG, GIF or WebP; ' +
            `anything else (an executable named .pdf too) gets 415. Over FILE_UPLOAD_MAX_BYTES (default ${sizeLabel(20 * 1024 * 1024)}) 413. ` +
            'Nothing is stored on any refusal. Attach it to a resource with `file_id`; it is downloaded from `url` as an attachment.',
          consumes: ['multipart/form-data'],
          response: { 201: envelope(storedFileSchema) },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request, maxBytes, 'file');
        const file = await storeFile(ctx.db, ctx.media, request.user!.id, upload.data, upload.filename, ctx.clock());
        return reply.status(201).send(ok(file, { message: 'File uploaded' }));
      },
    );
  });

  // Not part of the JSON API (a download link): bytes as an attachment with the sniffed type, the failure envelope for a 404.
  app.get<{ Params: { key: string; name: string } }>('/files/:key/:name', { schema: { hide: true } }, async (request, reply) => {
    const { key } = request.params;
    if (!FILE_KEY_PATTERN.test(key)) throw notFound('File not found');
    const row = await fileByKey(ctx.db, key);
    const object = row ? await ctx.media.get(fileObjectKey(row)) : null;
    if (!row || !object) throw notFound('File not found');
    reply
      .type(row.content_type === 'text/plain' ? 'text/plain; charset=utf-8' : row.content_type)
      .header('content-disposition', attachment(row.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=86400');
    if (object.bytes > 0) reply.header('content-length', object.bytes);
    return reply.send(object.body);
  });
}
