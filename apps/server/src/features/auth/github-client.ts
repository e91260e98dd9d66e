import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import type { Config } from '../../config.ts';

/** How long a call to GitHub may take before it counts as GitHub not answering, in ms. */
const GITHUB_TIMEOUT_MS = 10_000;

/** What we ask GitHub for: the public profile and the email addresses (to find the verified primary one). */
const SCOPES = ['read:user', 'user:email'];

/** The GitHub account a sign-in proved: its stable id, login, display name and verified primary email (if any). */
export interface GitHubUser {
  /** GitHub's numeric user id, as text. */
  id: string;
  login: string;
  name: string | null;
  /** The primary email when GitHub has verified it, lower-cased; null otherwise. */
  verifiedEmail: string | null;
}

/** GitHub did not answer as expected (refused the code, failed, timed out, or sent another shape). */
export class GitHubUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GitHubUnavailableError';
  }
}

/**
 * The GitHub OAuth app of this server (docs/decisions/009-github-sign-in.md): authorisation URLs with PKCE (S256), the
 * code-for-token exchange and the two API reads, against `GITHUB_OAUTH_URL` and `GITHUB_API_URL` (GitHub by default;
 * tests point them at local servers). The redirect URI is `{publicUrl}/api/auth/github/callback`.
 */
export interface GitHubOAuth {
  /** GitHub's authorisation page for this round trip: state and the S256 challenge of `codeVerifier`. */
  authorizationUrl(state: string, codeVerifier: string): URL;
  /**
   * Exchanges the callback's code (with the round trip's PKCE verifier) for a token, then reads the account.
   * @throws GitHubUnavailableError when GitHub refuses the code or any call fails
   */
  fetchUser(code: string, codeVerifier: string): Promise<GitHubUser>;
}

/** The OAuth callback path (the redirect URI registered with the GitHub OAuth app is `{PUBLIC_URL}` + this). */
const GITHUB_CALLBACK_PATH = '/api/auth/github/callback';

/**
 * The server's GitHub OAuth app, or null when `GITHUB_CLIENT_ID`/`GITHUB_CLIENT_SECRET` are not set (then GitHub
 * sign-in is not offered).
 */
export function gitHubOAuth(config: Config): GitHubOAuth | null {
  if (!config.GITHUB_CLIENT_ID || !config.GITHUB_CLIENT_SECRET) return null;
  const oauthBase = config.GITHUB_OAUTH_URL.replace(/\/+$/, '');
  const apiBase = config.GITHUB_API_URL.replace(/\/+$/, '');
  const client = new OAuth2Client(config.GITHUB_CLIENT_ID, config.GITHUB_CLIENT_SECRET, `${config.publicUrl}${GITHUB_CALLBACK_PATH}`);

  const api = async (path: string, token: string): Promise<unknown> => {
    const res = await fetch(`${apiBase}${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json', 'user-agent': 'esdc-hub', 'x-github-api-version': '2022-11-28' },
      signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
    });
    if (!res.ok) throw new GitHubUnavailableError(`GitHub ${path} answered ${res.status}`);
    return res.json();
  };

  return {
    authorizationUrl: (state, codeVerifier) =>
      client.createAuthorizationURLWithPKCE(`${oauthBase}/login/oauth/authorize`, state, CodeChallengeMethod.S256, codeVerifier, SCOPES),
    async fetchUser(code, codeVerifier) {
      try {
        const tokens = await client.validateAuthorizationCode(`${oauthBase}/login/oauth/access_token`, code, codeVerifier);
        const token = tokens.accessToken();
        const [user, emails] = await Promise.all([api('/user', token), api('/user/emails', token)]);
        return parseGitHubUser(user, emails);
      } catch (error) {
        if (error instanceof GitHubUnavailableError) throw error;
        throw new GitHubUnavailableError('GitHub sign-in failed', { cause: error });
      }
    },
  };
}

/**
 * Reads GitHub's `GET /user` and `GET /user/emails` answers.
 * @throws GitHubUnavailableError when `/user` has no numeric id or no login
 */
function parseGitHubUser(user: unknown, emails: unknown): GitHubUser {
  const u = (user ?? {}) as { id?: unknown; login?: unknown; name?: unknown };
  if (typeof u.id !== 'number' || !Number.isSafeInteger(u.id) || typeof u.login !== 'string' || !/^[A-Za-z0-9-]{1,39}$/.test(u.login)) {
    throw new GitHubUnavailableError('GitHub /user has no id or login');
  }
  const list = Array.isArray(emails) ? (emails as { email?: unknown; primary?: unknown; verified?: unknown }[]) : [];
  const primary = list.find((e) => e && e.primary === true && e.verified === true && typeof e.email === 'string');
  return {
    id: String(u.id),
    login: u.login,
    name: typeof u.name === 'string' && u.name.trim() ? u.name.trim() : null,
    verifiedEmail: primary ? (primary.email as string).trim().toLowerCase() : null,
  };
}
