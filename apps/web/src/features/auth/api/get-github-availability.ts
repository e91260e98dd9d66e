import type { GitHubAvailability } from '@esdc/core/github-auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { githubKeys } from './github-keys';

/** Where the browser goes to sign in with GitHub (a navigation: the server redirects to GitHub). */
export const GITHUB_START_PATH = '/api/auth/github/start';

/** `GET /api/auth/github`: whether the server offers GitHub sign-in. @throws ApiError */
async function fetchGitHubAvailability(): Promise<GitHubAvailability> {
  return (await apiRequest<GitHubAvailability>('/api/auth/github')).data;
}

/** Whether GitHub sign-in is offered; asked once per visit (the server's configuration does not change while it runs). */
export function useGitHubAvailability() {
  return useQuery({ queryKey: githubKeys.availability, queryFn: fetchGitHubAvailability, staleTime: Infinity, retry: false });
}
