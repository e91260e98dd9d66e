import { envelope } from '@esdc/core/api';
import { CLUB_LINKS_MESSAGES, clubLinksSchema, clubLinksUpdateSchema } from '@esdc/core/club-links-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { ResponseCache } from '../../platform/response-cache.ts';
import { getClubLinks, setClubLinks } from './club-links-service.ts';
import { userOf } from '../../plugins/auth.ts';
import { notModified, sendCached } from '../../lib/cached-reply.ts';

/**
 * The club's links (SPEC §1 Landing: the hero's Join Us and Get In Touch's chat group, code host and email): everyone
 * reads them, admins set them in /admin. The public read is cached like the other public reads (docs/architecture.md
 * Caching): one body with an ETag, dropped when `club_settings` changes and at every 10 s boundary.
 */
export async function clubRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = new ResponseCache(10_000, 1);
  const stop = ctx.database.writes.subscribe((writes) => {
    if (writes.some((w) => w.table === 'club_settings')) cache.invalidate();
  });
  app.addHook('onClose', async () => stop());

  r.get(
    '/api/club/links',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['club'],
        summary: "The club's links",
        description:
          'Public. The chat-group invite, the code host and the contact email; each null while unset (the landing page leaves it out). ' +
          'A shared cached copy with an ETag (304 to a matching If-None-Match), at most 10 s old.',
        response: { 200: envelope(clubLinksSchema), 304: notModified },
      },
    },
    async (request, reply) => {
      const now = Date.now();
      const entry = cache.get('links', now) ?? cache.set('links', JSON.stringify(ok(await getClubLinks(ctx.db))), now);
      return sendCached(request, reply, entry);
    },
  );

  r.put(
    '/api/admin/club/links',
    {
      onRequest: app.requirePermission('admin:access'),
      schema: {
        tags: ['admin'],
        summary: "Set the club's links",
        description:
          'Active admins only (401 signed out, 403 otherwise). Replaces the three links; an absent, null or empty one is unset. ' +
          "400 with the field's message ('Chat group link must be a valid URL': http or https only; 'Invalid email format'); nothing changes. " +
          `Audited as club.links_changed. Message "${CLUB_LINKS_MESSAGES.saved}".`,
        body: clubLinksUpdateSchema,
        response: { 200: envelope(clubLinksSchema) },
      },
    },
    async (request) => {
      const { chat_group_url = null, code_host_url = null, contact_email = null } = request.body;
      const links = await setClubLinks(ctx.db, userOf(request).id, { chat_group_url, code_host_url, contact_email }, ctx.clock());
      return ok(links, { message: CLUB_LINKS_MESSAGES.saved });
    },
  );
}
