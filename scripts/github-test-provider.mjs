// A local stand-in for GitHub in tests: oauth2-mock-server answers GitHub's OAuth
// pages (/login/oauth/authorize redirects straight back with a code; /login/oauth/access_token checks the PKCE
// verifier), and a small HTTP server answers GitHub's REST shapes for GET /user, GET /user/emails and GET /users/{login}/repos. Tests set
// `account` to the GitHub account the next sign-in proves. It fakes GitHub, never our own code.
import { createServer } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

/**
 * Starts both servers on free ports of 127.0.0.1.
 * @returns the provider: `env` (GITHUB_* variables pointing at it), `account` (mutable), `oauth` (the mock, for hooks), `stop()`
 */
export async function startGitHubTestProvider() {
  const oauth = new OAuth2Server(undefined, undefined, {
    endpoints: { authorize: '/login/oauth/authorize', token: '/login/oauth/access_token' },
  });
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');

  const provider = {
    /** @type {{ id: number, login: string, name: string | null, emails: { email: string, primary: boolean, verified: boolean }[] }} */
    account: { id: 1, login: 'octocat', name: 'The Octocat', emails: [{ email: 'octocat@example.com', primary: true, verified: true }] },
    /** The public repositories `GET /users/{login}/repos` lists for `account` (no token needed, as on GitHub). */
    repos: /** @type {{ name: string, description: string | null, language: string | null }[]} */ ([]),
    /** How many API calls answered, by path (tests check GitHub was or was not asked). */
    calls: /** @type {Record<string, number>} */ ({}),
  };
  const api = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const owner = /^\/users\/([^/]+)\/repos$/.exec(path);
    if (req.method === 'GET' && owner) {
      provider.calls[path] = (provider.calls[path] ?? 0) + 1;
      const login = decodeURIComponent(owner[1] ?? '');
      if (login.toLowerCase() !== provider.account.login.toLowerCase()) return send(200, []);
      return send(
        200,
        provider.repos.map((r) => ({
          ...r,
          full_name: `${login}/${r.name}`,
          html_url: `https://github.com/${login}/${r.name}`,
          updated_at: '2026-01-01T00:00:00Z',
        })),
      );
    }
    if (!/^Bearer \S+$/.test(req.headers.authorization ?? '')) return send(401, { message: 'Requires authentication' });
    provider.calls[path] = (provider.calls[path] ?? 0) + 1;
    const a = provider.account;
    if (req.method === 'GET' && path === '/user')
      return send(200, { id: a.id, login: a.login, name: a.name, avatar_url: null, html_url: `https://github.com/${a.login}` });
    if (req.method === 'GET' && path === '/user/emails')
      return send(
        200,
        a.emails.map((e) => ({ ...e, visibility: e.primary ? 'public' : null })),
      );
    return send(404, { message: 'Not Found' });
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (api.address());

  return Object.assign(provider, {
    oauth,
    env: {
      GITHUB_CLIENT_ID: 'esdc-test-client',
      GITHUB_CLIENT_SECRET: 'esdc-test-secret',
      // 127.0.0.1, where it listens (the issuer calls itself localhost, which may resolve to ::1 first).
      GITHUB_OAUTH_URL: `http://127.0.0.1:${new URL(oauth.issuer.url ?? 'http://localhost').port}`,
      GITHUB_API_URL: `http://127.0.0.1:${address.port}`,
    },
    async stop() {
      await oauth.stop();
      await new Promise((resolve) => api.close(() => resolve(undefined)));
    },
  });
}
