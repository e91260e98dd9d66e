import { envelope } from '@esdc/core/api';
import { FEATURE_KEYS, featureSwitchedMessage } from '@esdc/core/features';
import { siteFeatureParamsSchema, siteFeaturesSchema, siteFeatureUpdateSchema } from '@esdc/core/site-feature-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { setSiteFeature } from './site-features-service.ts';

/** How long a browser or proxy may keep a visitor's copy of the switches, in seconds. */
const SWITCHES_MAX_AGE_S = 10;

/**
 * The club's site-wide feature switches (SPEC §3 Feature settings; §6 Admin): everyone reads them, admins set them in
 * /admin. The read comes from the instance's copy (platform/site-features.ts), so it costs no query between changes.
 */
export async function siteFeatureRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/features',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['club'],
        summary: "The club's feature switches",
        description:
          `Public. Every one of the thirteen switches (${FEATURE_KEYS.join(', ')}): true while the feature is on for the club, false once an admin ` +
          `switched it off for everyone (its pages then say so and its API answers 404 FEATURE_DISABLED). A visitor's copy may be kept ${SWITCHES_MAX_AGE_S} s.`,
        response: { 200: envelope(siteFeaturesSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${SWITCHES_MAX_AGE_S}`);
      return ok({ features: await ctx.siteFeatures.current() });
    },
  );

  r.put(
    '/api/admin/features/:name',
    {
      onRequest: app.requirePermission('admin:access'),
      schema: {
        tags: ['admin'],
        summary: 'Switch a feature on or off for the club',
        description:
          'Active admins only (401 signed out, 403 otherwise). `{ enabled }` switches the feature for everyone at once, on every instance. ' +
          `400 for a name that is not a switch ('Unknown feature. The features are: …') or an \`enabled\` that is not true or false ('Enabled must be true or false'); nothing changes. ` +
          "Audited as club.feature_switched (unless the switch already was in that state). Message '<Label> switched on' or '<Label> switched off'. Answers every switch.",
        params: siteFeatureParamsSchema,
        body: siteFeatureUpdateSchema,
        response: { 200: envelope(siteFeaturesSchema) },
      },
    },
    async (request) => {
      const { name } = request.params;
      const { enabled } = request.body;
      const features = await setSiteFeature(ctx.database, userOf(request).id, name, enabled, ctx.clock());
      // This instance drops its copy at once; the others when the announcement reaches them.
      ctx.siteFeatures.invalidate();
      return ok({ features }, { message: featureSwitchedMessage(name, enabled) });
    },
  );
}
