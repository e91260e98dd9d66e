import { z } from 'zod';
import { FEATURE_INFO, FEATURE_KEYS, SITE_FEATURE_MESSAGES, type FeatureKey } from './features.ts';

/**
 * The club's site-wide switches (`GET /api/features`, SPEC §3 Feature settings): each of the thirteen features, on
 * unless an admin switched it off for everyone.
 */
export const siteFeaturesSchema = z
  .object({
    features: z
      .object(
        Object.fromEntries(FEATURE_KEYS.map((k) => [k, z.boolean().describe(`${FEATURE_INFO[k].label}: on for the club`)])) as Record<FeatureKey, z.ZodBoolean>,
      )
      .describe('Every switch: true while the feature is on for the club'),
  })
  .meta({ id: 'SiteFeatures' });
export type SiteFeatures = z.infer<typeof siteFeaturesSchema>;

/** `PUT /api/admin/features/{name}` path: one of the thirteen switches (400 naming them otherwise). */
export const siteFeatureParamsSchema = z.object({
  name: z.enum(FEATURE_KEYS, { error: SITE_FEATURE_MESSAGES.unknown }),
});

/** `PUT /api/admin/features/{name}` body: the switch's new state. */
export const siteFeatureUpdateSchema = z.object({ enabled: z.boolean({ error: SITE_FEATURE_MESSAGES.enabledRequired }) }).meta({ id: 'SiteFeatureUpdate' });
