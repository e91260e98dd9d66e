import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-keys';
import { challengeKeys } from './challenge-keys';

/** Query keys of the admin Challenges tab (under the admin prefix, so a user or stats refresh can reach them). */
export const adminChallengeKeys = {
  all: ['admin', 'challenges'] as const,
  list: (params: object) => ['admin', 'challenges', params] as const,
};

/**
 * After a challenge was created, edited or deleted: the admin challenge lists, the stats, the audit log and every
 * public challenge list and page are stale.
 * @param client the app's query client
 * @returns a promise that settles once the active queries have refetched
 */
export function invalidateAfterChallengeChange(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminChallengeKeys.all }),
    client.invalidateQueries({ queryKey: adminKeys.stats }),
    client.invalidateQueries({ queryKey: adminKeys.audit }),
    client.invalidateQueries({ queryKey: challengeKeys.all }),
  ]);
}
