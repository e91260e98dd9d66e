import type { FeatureSettings } from '@esdc/core/features';
import type { SiteFeatures } from '@esdc/core/site-feature-schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The query key of the club's site-wide switches: the whole app reads it, the admin Features tab writes it. */
export const siteFeaturesKey = ['site-features'] as const;

/**
 * `GET /api/features` (SPEC §3 Feature settings; contract at /api/docs): every switch, true while the feature is on for
 * the club.
 */
async function getSiteFeatures(): Promise<FeatureSettings> {
  return (await apiRequest<SiteFeatures>('/api/features')).data.features;
}

/**
 * The club's switches, read once and kept (they change rarely): fresh for 5 minutes, read again whenever the window
 * regains focus, so an admin's change reaches an open tab when its reader comes back to it.
 */
const siteFeaturesQuery = queryOptions({
  queryKey: siteFeaturesKey,
  queryFn: getSiteFeatures,
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: 'always',
});

/** The club's switches; no data while they load or when they could not be read (then every feature counts as on). */
export function useSiteFeatures() {
  return useQuery(siteFeaturesQuery);
}

/**
 * Loads the club's switches into a server render's query client, so the page is rendered, and first painted, with
 * the links and pages of switched-off features already gone (apps/web/src/prerender.tsx).
 * @returns the switches, or undefined when they could not be read
 */
export async function prefetchSiteFeatures(client: QueryClient): Promise<FeatureSettings | undefined> {
  await client.prefetchQuery(siteFeaturesQuery);
  return client.getQueryData(siteFeaturesKey);
}
