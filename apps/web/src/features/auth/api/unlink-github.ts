import { apiRequest } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/members-api';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { myProfileKey } from './get-my-profile';
import { githubKeys } from './github-keys';

/** `DELETE /api/user/github`: unlinks the member's GitHub account. @throws ApiError 409 without a password */
async function unlinkGitHub(): Promise<void> {
  await apiRequest<null>('/api/user/github', { method: 'DELETE' });
}

/** Unlinks, then refreshes the link and the profile (its GitHub username becomes editable again). */
export function useUnlinkGitHub() {
  return useApiMutation({
    request: () => unlinkGitHub(),
    refresh: (client) => {
      void client.invalidateQueries({ queryKey: memberKeys.all });
      void client.invalidateQueries({ queryKey: myProfileKey });
      return client.invalidateQueries({ queryKey: githubKeys.account });
    },
  });
}
