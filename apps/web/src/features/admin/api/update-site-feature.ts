import type { FeatureKey, FeatureSettings } from '@esdc/core/features';
import type { SiteFeatures } from '@esdc/core/site-feature-schemas';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/admin-keys';
import { siteFeaturesKey } from '../../../lib/site-features-api';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** What the Features tab sends: one switch and its new state. */
interface SiteFeatureChange {
  key: FeatureKey;
  enabled: boolean;
}

/**
 * `PUT /api/admin/features/{name}` (SPEC §3 Feature settings; §6 Admin; contract at /api/docs): switches a feature on
 * or off for the whole club.
 * @returns every switch as saved and the server's message ('Blog switched off')
 * @throws ApiError 400 for an unknown feature, 401/403 for anyone but an active admin
 */
async function updateSiteFeature({ key, enabled }: SiteFeatureChange): Promise<{ features: FeatureSettings; message?: string }> {
  const result = await apiRequest<SiteFeatures>(`/api/admin/features/${key}`, { method: 'PUT', body: { enabled } });
  return { features: result.data.features, message: result.message };
}

/** Switches a feature for the club; the whole app's switches take the answer at once, and the audit log is stale. */
export function useUpdateSiteFeature() {
  return useApiMutation({
    request: updateSiteFeature,
    refresh: (client, result) => {
      client.setQueryData(siteFeaturesKey, result.features);
      return client.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
