import type { ClubLinks } from '@esdc/core/club-links-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The query key of the club's links: the landing page reads it, the admin panel refreshes it after a save. */
export const clubLinksKey = ['club-links'] as const;

/**
 * `GET /api/club/links` (SPEC §1 Landing; contract at /api/docs): the chat-group invite, code host and contact email,
 * each null while unset.
 */
async function getClubLinks(): Promise<ClubLinks> {
  return (await apiRequest<ClubLinks>('/api/club/links')).data;
}

/** The club's links; while they load (and on a failure) there is no data, and no link is shown. */
export function useClubLinks() {
  return useQuery({ queryKey: clubLinksKey, queryFn: getClubLinks, staleTime: 60_000 });
}
