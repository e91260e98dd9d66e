import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_TYPE_META } from '@esdc/core/api';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { needsSession } from './auth.ts';

/** The operation-level requirement of the bearer scheme (OpenAPI `security`). */
const BEARER = [{ bearerAuth: [] }];
/** The bearer scheme as optional: anonymous (`{}`) or with a token (routes with `config.session: 'optional'`). */
const OPTIONAL_BEARER: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod-to-OpenAPI transform, plus: a success declared with `mediaResponse` (a PDF, an iCalendar feed, an event
 * stream) is documented under its own media type instead of `application/json`.
 * @param input the route as @fastify/swagger hands it over
 * @returns the route's schema for the document
 */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const response = (result.schema as { response?: Record<string, Record<string, unknown>> } | undefined)?.response ?? {};
  for (const [status, schema] of Object.entries(response)) {
    const mediaType = schema[MEDIA_TYPE_META];
    if (typeof mediaType !== 'string') continue;
    const { description, [MEDIA_TYPE_META]: _marker, ...media } = schema;
    response[status] = { description, content: { [mediaType]: { schema: media } } };
  }
  return result;
}

/**
 * OpenAPI document and UI at /api/docs, generated from the zod schemas that validate each route. It declares
 * the bearer scheme (`components.securitySchemes.bearerAuth`: the session JWT), so 'Authorize' in the UI works,
 * and marks with `security: [{ bearerAuth: [] }]` every operation whose route has a session hook
 * (`app.authenticate` or an `app.requirePermission(...)` hook, see {@link needsSession}), and with
 * `security: [{}, { bearerAuth: [] }]` the public routes whose answer depends on a token when one is sent
 * (`config: { session: 'optional' }`); the others are public.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  // Before swagger's own onRoute hook, so the document it builds sees the mark.
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
    if (hooks.some(needsSession)) route.schema = { ...route.schema, security: BEARER };
    else if (route.config?.session === 'optional') route.schema = { ...route.schema, security: OPTIONAL_BEARER };
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'ESDC Hub API', version: '1.0.0', description: 'The API of ESDC Hub, the Embedded Systems Design Club platform.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
    // Entity schemas named with `.meta({ id })` (Project, PublicUser, ApiFailure, …) become `components.schemas`.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
