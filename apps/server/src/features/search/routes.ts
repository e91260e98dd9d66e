import { envelope } from '@esdc/core/api';
import { searchAnswerSchema, searchRequestSchema } from '@esdc/core/search-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { inForce } from '../../platform/site-features.ts';
import { search } from './search-service.ts';

/**
 * Site search (SPEC §2 Search; the contract: /api/docs): one ranked search over members, products, blog posts,
 * projects, courses, events, documentation articles and learning resources, showing only what each list would show the viewer.
 */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/search',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['search'],
        summary: 'Search members, products, blog posts, projects, courses, events, documentation and resources',
        description:
          '`q` (trimmed, at most 100 characters; its words must all match, the last also as the start of a word; a query without letters or digits ' +
          "finds nothing), `category` all (default), users, products, blogs, projects, courses, events, docs or resources ('Invalid search category'), paged (`limit` ≤ 50). " +
          'Answers the counts per category for the tabs and the requested page, best match first (title above text, whole word above its start). ' +
          'Only what the lists show the viewer: active members (never by email), listings not hidden, published posts, events that are not drafts; ' +
          'drafts and hidden listings to those who may see them. Snippets are plain text with `highlights` as [start, end) UTF-16 offsets.',
        querystring: searchRequestSchema,
        response: { 200: envelope(searchAnswerSchema) },
      },
    },
    // Only the results of features the club has on (SPEC §3 Feature settings).
    async (request) => ok(await search(ctx.database, inForce(ctx.searchSources, await ctx.siteFeatures.current()), request.user, request.query)),
  );
}
