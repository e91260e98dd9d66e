import type { ProfileUpdateInput, PublicUser } from '@esdc/core/user';
import { apiRequest } from '../../../lib/api-client';
import { memberKeys } from '../../../lib/members-api';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { myProfileKey } from './get-my-profile';

/**
 * `PUT /api/users/{id}` (DESIGN: GET and PUT /api/users/{id}): the member's own profile fields.
 * @throws ApiError
 */
async function updateProfile(id: number, input: ProfileUpdateInput): Promise<PublicUser> {
  return (await apiRequest<PublicUser>(`/api/users/${id}`, { method: 'PUT', body: input })).data;
}

/** Saves the profile, then stores the answer and refreshes the profile and member queries. */
export function useUpdateProfile(id: number) {
  return useApiMutation({
    request: (input: ProfileUpdateInput) => updateProfile(id, input),
    refresh: (client, user) => {
      client.setQueryData(myProfileKey, user);
      // The public profile and the directory show the same fields.
      void client.invalidateQueries({ queryKey: memberKeys.all });
      return client.invalidateQueries({ queryKey: myProfileKey });
    },
  });
}
