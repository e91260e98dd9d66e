import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The response schema of a conditional GET whose If-None-Match is the current ETag (status 304): no body. Routes
 * that answer with {@link sendCached} list it under `304`.
 */
export const notModified = z.undefined().describe("Not Modified: the caller's copy (If-None-Match) is current; no body");

/**
 * Sends a cached JSON body with its ETag and `cache-control: no-cache`, or an empty 304 when the request's
 * If-None-Match is that ETag (docs/architecture.md, Caching).
 * @param request the GET being answered (its If-None-Match header is read)
 * @param reply the reply to send on
 * @param entry the serialized JSON body and its ETag
 * @returns the sent reply
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: { body: string; etag: string }): FastifyReply {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache').type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.send(entry.body);
}
