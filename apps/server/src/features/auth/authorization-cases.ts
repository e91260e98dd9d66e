import {
  type AuthorizationCases,
  freshLinkToken,
  freshToken,
  linkGitHub,
  memberOf,
  other,
  PUBLIC,
  REDIRECT,
  registration,
  SESSION,
  signInCode,
  t,
} from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the auth routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'POST /api/user/register': {
    expect: { ...PUBLIC, anonymous: 201, user: 201, moderator: 201, pendingAdmin: 201, admin: 201 },
    send: () => ({ url: '/api/user/register', payload: registration() }),
  },
  'POST /api/auth/register': {
    expect: { ...PUBLIC, anonymous: 201, user: 201, moderator: 201, pendingAdmin: 201, admin: 201 },
    send: () => ({ url: '/api/auth/register', payload: registration() }),
  },
  'POST /api/user/login': { expect: PUBLIC, send: () => ({ url: '/api/user/login', payload: { email: other.email, password: other.password } }) },
  'POST /api/auth/login': { expect: PUBLIC, send: () => ({ url: '/api/auth/login', payload: { email: other.email, password: other.password } }) },
  'POST /user/logout': { expect: PUBLIC, send: async (role) => ({ url: '/user/logout', token: await freshToken(role) }) },
  'POST /api/user/logout': { expect: PUBLIC, send: async (role) => ({ url: '/api/user/logout', token: await freshToken(role) }) },
  'POST /api/auth/logout': { expect: PUBLIC, send: async (role) => ({ url: '/api/auth/logout', token: await freshToken(role) }) },
  'POST /api/user/forgot-password': { expect: PUBLIC, send: () => ({ url: '/api/user/forgot-password', payload: { email: other.email } }) },
  'POST /api/user/reset-password': {
    expect: PUBLIC,
    send: async () => ({
      url: '/api/user/reset-password',
      payload: { token: await freshLinkToken('password-reset'), password: 'matrix-pass-2', confirmPassword: 'matrix-pass-2' },
    }),
  },
  'POST /api/user/verify-email': {
    expect: PUBLIC,
    send: async () => ({ url: '/api/user/verify-email', payload: { token: await freshLinkToken('email-verification') } }),
  },
  'POST /api/user/resend-verification': {
    expect: SESSION,
    send: async (role) => {
      const m = memberOf(role);
      if (m) await t.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', m.user.id).execute();
      return { url: '/api/user/resend-verification' };
    },
  },
  // Sign in with GitHub: the matrix app has a GitHub OAuth app configured (GitHub itself is never reached here).
  'GET /api/auth/github': { expect: PUBLIC, send: () => ({ url: '/api/auth/github' }) },
  'GET /api/auth/github/start': { expect: REDIRECT, send: () => ({ url: '/api/auth/github/start' }) },
  'GET /api/auth/github/callback': { expect: REDIRECT, send: () => ({ url: '/api/auth/github/callback?state=matrix&code=matrix' }) },
  'POST /api/auth/github/exchange': {
    expect: PUBLIC,
    send: async () => ({ url: '/api/auth/github/exchange', payload: { code: await signInCode(other.user.id) } }),
  },
  'GET /api/user/github': { expect: SESSION, send: () => ({ url: '/api/user/github' }) },
  'POST /api/user/github/link': { expect: SESSION, send: () => ({ url: '/api/user/github/link' }) },
  'DELETE /api/user/github': {
    expect: SESSION,
    send: async (role) => {
      const m = memberOf(role);
      if (m) await linkGitHub(m.user.id);
      return { url: '/api/user/github' };
    },
  },
};
