import type { ClubLinks, ClubLinksUpdateInput } from '@esdc/core/club-links-schemas';
import { apiRequest } from '../../../lib/api-client';
import { clubLinksKey } from '../../../lib/club-links-api';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminKeys } from '../../../lib/admin-keys';

/**
 * `PUT /api/admin/club/links` (SPEC §1 Landing; contract at /api/docs): replaces the club's chat-group, code-host and
 * contact-email links; an empty one is unset.
 * @returns the links as saved and the server's message ('Club links saved')
 * @throws ApiError 400 with per-field details ('Chat group link must be a valid URL', 'Invalid email format'), 403 for non-admins
 */
async function updateClubLinks(input: ClubLinksUpdateInput): Promise<{ links: ClubLinks; message?: string }> {
  const result = await apiRequest<ClubLinks>('/api/admin/club/links', { method: 'PUT', body: input });
  return { links: result.data, message: result.message };
}

/** Saves the club's links; the landing page's links and the audit log are then stale. */
export function useUpdateClubLinks() {
  return useApiMutation({
    request: updateClubLinks,
    refresh: (client) => Promise.all([client.invalidateQueries({ queryKey: clubLinksKey }), client.invalidateQueries({ queryKey: adminKeys.audit })]),
  });
}
