import { z } from 'zod';

/*
 * Sign in with GitHub (SPEC §2 Rich profile 'Login with GitHub'): what the server and the web share —
 * the outcomes the server's OAuth callback reports to the web in the address, their messages, and the schemas of
 * the GitHub routes (contract at /api/docs; docs/decisions/009-github-sign-in.md).
 */

/**
 * Why a GitHub sign-in or link did not happen, as the callback reports it in the address
 * (`/login?github_error=…`, `/profile?github_error=…`). Nothing changed in any of these cases.
 */
export const GITHUB_ERRORS = {
  /** The state did not match this browser's, was used already, or is older than 10 minutes. */
  state: 'This GitHub sign-in was not started here or has expired. Please try again.',
  /** The member pressed Cancel on GitHub. */
  denied: 'GitHub sign-in was cancelled.',
  /** GitHub refused the code or did not answer as expected. */
  provider: 'GitHub could not confirm who you are. Please try again.',
  /** The GitHub account has no verified primary email to match or create an account with. */
  no_email: 'Your GitHub account has no verified email address. Verify one on GitHub, then try again.',
  /** Linking: that GitHub account is already linked to another member. */
  taken: 'That GitHub account is already linked to another member.',
  /** Linking: the member has another GitHub account linked already. */
  linked: 'Your account is already linked to a GitHub account. Unlink it first.',
  /** Linking: the member who started the link is gone or was signed out since. */
  account: 'Your account can no longer be linked. Please sign in again.',
} as const;
export type GitHubErrorCode = keyof typeof GITHUB_ERRORS;

/** Whether `code` is one the callback sends (anything else in the address is ignored). */
export function isGitHubErrorCode(code: unknown): code is GitHubErrorCode {
  return typeof code === 'string' && Object.hasOwn(GITHUB_ERRORS, code);
}

/** Query keys the callback adds to the web page it sends the browser to. */
export const GITHUB_QUERY = {
  /** `/login?github_code=…`: a one-time code (2 minutes) the web exchanges for the session. */
  code: 'github_code',
  /** `/login?github_error=…` or `/profile?github_error=…`: a {@link GitHubErrorCode}. */
  error: 'github_error',
  /** `/profile?github=linked`: the link succeeded. */
  linked: 'github',
} as const;

/** 'Unlinking refused' (409 `PASSWORD_REQUIRED`): GitHub is the only way this member can sign in. */
export const GITHUB_UNLINK_NEEDS_PASSWORD =
  'Set a password before unlinking GitHub: it is the only way you can sign in now. Use "Forgot password" on the sign-in page to set one.';

/** Refusal of a GitHub username change while a GitHub account is linked (400 on `PUT /api/users/{id}`, path `github_username`). */
export const GITHUB_USERNAME_LINKED = 'Your GitHub username comes from your linked GitHub account. Unlink it to change the name.';

/** `GET /api/auth/github`: whether Sign in with GitHub is offered (the server has a GitHub OAuth app configured). */
export const githubAvailabilitySchema = z.object({ enabled: z.boolean() }).meta({ id: 'GitHubAvailability' });
export type GitHubAvailability = z.infer<typeof githubAvailabilitySchema>;

/** A member's linked GitHub account: the verified login (as GitHub spells it) and when it was linked. */
export const githubIdentitySchema = z
  .object({
    login: z.string().describe('GitHub username, verified by signing in to GitHub'),
    linked_at: z.string().describe('When it was linked (ISO-8601 UTC)'),
  })
  .meta({ id: 'GitHubIdentity' });
export type GitHubIdentity = z.infer<typeof githubIdentitySchema>;

/** `GET /api/user/github`: the signed-in member's GitHub link and whether they could unlink it. */
export const githubAccountSchema = z
  .object({
    enabled: z.boolean().describe('Whether the server offers GitHub sign-in (linking needs it)'),
    identity: githubIdentitySchema.nullable().describe('The linked GitHub account; null when none'),
    has_password: z.boolean().describe('Whether the member can sign in with a password (unlinking needs one)'),
  })
  .meta({ id: 'GitHubAccount' });
export type GitHubAccount = z.infer<typeof githubAccountSchema>;

/** `POST /api/user/github/link`: where to send the browser to authorise the link on GitHub. */
export const githubAuthorizeSchema = z.object({ url: z.string().describe("GitHub's authorisation page for this link") }).meta({ id: 'GitHubAuthorize' });
export type GitHubAuthorize = z.infer<typeof githubAuthorizeSchema>;

/** `POST /api/auth/github/exchange` body: the one-time code of `/login?github_code=…`. */
export const githubExchangeSchema = z.object({
  code: z
    .string({ error: 'Sign-in code is required' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Invalid sign-in code')
    .describe('The one-time code the callback put in the address'),
});
export type GitHubExchangeInput = z.input<typeof githubExchangeSchema>;
