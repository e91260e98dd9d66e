import type { GitHubAuthorize } from '@esdc/core/github-auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/user/github/link`: starts linking; the server binds the round trip to this browser with a cookie.
 * @returns GitHub's authorisation URL to send the browser to
 * @throws ApiError 409 when a GitHub account is linked already
 */
async function startGitHubLink(): Promise<string> {
  return (await apiRequest<GitHubAuthorize>('/api/user/github/link', { method: 'POST', body: {} })).data.url;
}

/** Starts linking, then sends the browser to GitHub (it comes back to /profile). */
export function useLinkGitHub() {
  return useMutation({ mutationFn: startGitHubLink, onSuccess: (url) => window.location.assign(url) });
}
