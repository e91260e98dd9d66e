import type { PublicUser } from '@esdc/core/user';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Query key of the signed-in member's profile. */
export const myProfileKey = ['user', 'profile'] as const;

/**
 * `GET /api/user/profile` (SPEC §2 My Profile, §7): the signed-in member.
 * @throws ApiError
 */
async function fetchMyProfile(): Promise<PublicUser> {
  return (await apiRequest<PublicUser>('/api/user/profile')).data;
}

/** The signed-in member's profile; asks only when signed in. */
export function useMyProfile(enabled: boolean) {
  return useQuery({ queryKey: myProfileKey, queryFn: fetchMyProfile, enabled });
}
