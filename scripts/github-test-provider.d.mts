import type { OAuth2Server } from 'oauth2-mock-server';

/** The GitHub account the next sign-in proves, as GitHub's /user and /user/emails describe it. */
export interface GitHubTestAccount {
  id: number;
  login: string;
  name: string | null;
  emails: { email: string; primary: boolean; verified: boolean }[];
}

/** A local stand-in for GitHub (scripts/github-test-provider.mjs). */
export interface GitHubTestProvider {
  account: GitHubTestAccount;
  calls: Record<string, number>;
  /** The public repositories `GET /users/{login}/repos` lists for `account`. */
  repos: { name: string; description: string | null; language: string | null }[];
  oauth: OAuth2Server;
  env: { GITHUB_CLIENT_ID: string; GITHUB_CLIENT_SECRET: string; GITHUB_OAUTH_URL: string; GITHUB_API_URL: string };
  stop(): Promise<void>;
}

/** Starts oauth2-mock-server (GitHub's OAuth paths) and a fake of GitHub's /user, /user/emails and /users/{login}/repos on free ports. */
export function startGitHubTestProvider(): Promise<GitHubTestProvider>;
