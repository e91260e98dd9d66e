import { validationMessage, type ApiFailure } from '@esdc/core/api';
import type { IssueStatus } from '@esdc/core/input';
import { defaultValidationMessage } from '@esdc/core/validation-messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseFailure } from '../lib/database-failure.ts';

function failure(message: string, code: ApiFailure['error']['code'], details?: ApiFailure['error']['details']): ApiFailure {
  return { success: false, message, error: details ? { code, details } : { code } };
}

/**
 * Errors the router meets before any route runs (Fastify `frameworkErrors`): a malformed URL answers 400 and a
 * path segment over the router's limit 414, in the failure envelope and without echoing the URL back.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send(failure('URL is too long', 'VALIDATION_ERROR'));
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send(failure('Invalid URL', 'VALIDATION_ERROR'));
  return reply.status(500).send(failure('Internal server error', 'INTERNAL_ERROR'));
}

/**
 * The one error handler (DESIGN API conventions): maps validation, app and framework errors to the
 * failure envelope; a database that cannot be used answers 503 `DATABASE_UNAVAILABLE` (with `Retry-After`) or 507
 * `STORAGE_FULL` (lib/database-failure.ts); any other 5xx says only 'Internal server error' and is logged with the
 * request id.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Rules that schemas do not word themselves (a wrong type, an unknown choice) get a message naming the field.
  z.config({ customError: defaultValidationMessage });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // An id beyond its column's range names nothing that can exist: 404 (core idSchema marks that issue).
      const missing = error.validation.find((v) => (v.params as { params?: Partial<IssueStatus> }).params?.status === 404);
      if (missing) return reply.status(404).send(failure(missing.message ?? 'Not found', 'NOT_FOUND'));
      // One message per field: the first rule it broke.
      const details = new Map<string, { path: string; message: string }>();
      for (const v of error.validation) {
        const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (!details.has(path)) details.set(path, { path, message: v.message ?? 'Invalid value' });
      }
      const list = [...details.values()];
      return reply.status(400).send(failure(validationMessage(list.map((d) => d.message)), 'VALIDATION_ERROR', list));
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(failure(error.message, error.code, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(failure(error.message || 'Too many requests. Please try again later.', 'RATE_LIMITED'));
    }
    if (status === 413) return reply.status(413).send(failure('Request body is too large', 'PAYLOAD_TOO_LARGE'));
    if (status >= 400 && status < 500) {
      const code = status === 401 ? 'UNAUTHORIZED' : status === 403 ? 'FORBIDDEN' : status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR';
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type'
          : error.code?.startsWith('FST_ERR_CTP') || error.code === 'FST_ERR_VALIDATION'
            ? 'Invalid request body'
            : status === 401
              ? 'Invalid token'
              : error.message;
      return reply.status(status).send(failure(message, code));
    }
    // A database the server cannot reach or write to: 503 (with Retry-After) or 507 and a clear message, not a 500.
    const unusable = databaseFailure(error);
    if (unusable) {
      request.log.warn({ err: error, reqId: request.id }, unusable.message);
      if (unusable.statusCode === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(unusable.statusCode).send(failure(unusable.message, unusable.code));
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send(failure('Internal server error', 'INTERNAL_ERROR'));
  });
});
