import type { AuthAnswer } from '@esdc/core/user';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/auth/github/exchange`: the one-time code of `/login?github_code=…` for the session, the
 * answer of a password sign-in.
 * @throws ApiError 400 when the code is used or expired; 403 for a suspended or inactive account
 */
export async function exchangeGitHubCode(code: string): Promise<AuthAnswer> {
  return (await apiRequest<AuthAnswer>('/api/auth/github/exchange', { method: 'POST', body: { code } })).data;
}
