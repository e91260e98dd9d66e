import { validationMessage, type ApiFailure } from '@esdc/core/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

function failure(message: string, code: ApiFailure['error']['code'], details?: ApiFailure['error']['details']): ApiFailure {
  return { success: false, message, error: details ? { code, details } : { code } };
}

/**
 * The one error handler (DESIGN API conventions): maps validation, app and framework errors to the
 * failure envelope; a 5xx says only 'Internal server error' and is logged with the request id.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send(failure(validationMessage(details.map((d) => d.message)), 'VALIDATION_ERROR', details));
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
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send(failure('Internal server error', 'INTERNAL_ERROR'));
  });
});
