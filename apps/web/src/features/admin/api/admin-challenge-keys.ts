import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** Query keys of the admin Challenges tab (under the admin prefix, so a user or stats refresh can reach them). */
export const adminChallengeKeys = {
  all: ['admin', 'challenges'] as const,
  list: (params: object) => ['admin', 'challenges', params] as const,
};

/**
 * The public challenge queries' prefix (features/challenges keys every list and detail under it). Named here
 * rather than imported, because features do not import each other.
 */
const PUBLIC_CHALLENGES = ['challenges'] as const;

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
    client.invalidateQueries({ queryKey: PUBLIC_CHALLENGES }),
  ]);
}
