import { INTEGRATION_MESSAGES, type GitHubRepository } from '@esdc/core/integration';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** How long a call to GitHub may take, in ms. */
const GITHUB_TIMEOUT_MS = 10_000;
/** How long a member's repository list is kept before GitHub is asked again, in ms. */
const CACHE_MS = 60_000;
/** Entries kept at most (oldest dropped first). */
const CACHE_MAX = 500;

/** The GitHub login linked to the member (verified by their GitHub sign-in), or null. */
export async function linkedGitHubLogin(db: Kysely<DB>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('user_identities').select('login').where('user_id', '=', userId).where('provider', '=', 'github').executeTakeFirst();
  return row?.login ?? null;
}

/** Reads one repository of GitHub's `GET /users/{login}/repos` answer, or null when it has not the expected shape. */
function toRepository(value: unknown): GitHubRepository | null {
  const r = (value ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  if (typeof r.name !== 'string' || typeof r.full_name !== 'string' || typeof r.html_url !== 'string') return null;
  if (!/^https?:\/\/\S+$/.test(r.html_url)) return null;
  return {
    name: r.name,
    full_name: r.full_name,
    html_url: r.html_url,
    description: text(r.description),
    language: text(r.language),
    updated_at: text(r.updated_at),
  };
}

/**
 * The public repositories a GitHub account owns, most recently updated first (SPEC §2 Integrations), from
 * `{GITHUB_API_URL}/users/{login}/repos` without a token, kept for a minute per login.
 */
export class GitHubRepositories {
  private readonly cache = new Map<string, { at: number; repos: GitHubRepository[] }>();

  constructor(private readonly apiUrl: string) {}

  /**
   * @param login the linked GitHub login
   * @param nowMs the time, for the cache
   * @returns up to 100 repositories
   * @throws AppError 502 GITHUB_UNAVAILABLE when GitHub fails, times out or answers another shape
   */
  async list(login: string, nowMs: number): Promise<GitHubRepository[]> {
    const key = login.toLowerCase();
    const cached = this.cache.get(key);
    if (cached && nowMs - cached.at < CACHE_MS) return cached.repos;
    const base = this.apiUrl.replace(/\/+$/, '');
    const url = `${base}/users/${encodeURIComponent(login)}/repos?type=owner&sort=updated&per_page=100`;
    let body: unknown;
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/vnd.github+json', 'user-agent': 'esdc-hub', 'x-github-api-version': '2022-11-28' },
        signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
      });
      if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        throw new Error(`GitHub answered ${res.status}`);
      }
      body = await res.json();
    } catch {
      throw new AppError(502, 'GITHUB_UNAVAILABLE', INTEGRATION_MESSAGES.githubUnavailable);
    }
    if (!Array.isArray(body)) throw new AppError(502, 'GITHUB_UNAVAILABLE', INTEGRATION_MESSAGES.githubUnavailable);
    const repos = body.flatMap((r) => toRepository(r) ?? []);
    this.cache.delete(key);
    this.cache.set(key, { at: nowMs, repos });
    if (this.cache.size > CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
    return repos;
  }
}
