import type { GitHubAccount } from '@esdc/core/github-auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { githubKeys } from './github-keys';

/** `GET /api/user/github`: the signed-in member's GitHub link. @throws ApiError */
async function fetchGitHubAccount(): Promise<GitHubAccount> {
  return (await apiRequest<GitHubAccount>('/api/user/github')).data;
}

/** The signed-in member's GitHub link; asks only when signed in. */
export function useGitHubAccount(enabled: boolean) {
  return useQuery({ queryKey: githubKeys.account, queryFn: fetchGitHubAccount, enabled });
}
