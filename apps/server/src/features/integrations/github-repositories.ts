import { INTEGRATION_MESSAGES, type GitHubRepository } from '@esdc/core/integration';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** How long a call to GitHub may take, in ms. */
const GITHUB_TIMEOUT_MS = 10_000;
/** How long a login's repository list is kept before GitHub is asked again, in ms. */
const CACHE_MS = 60_000;
/** Lists older than this are deleted when one is written, in ms (keeps the table small). */
const CACHE_KEEP_MS = 86_400_000;

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
 * `{GITHUB_API_URL}/users/{login}/repos` without a token, kept for a minute per login in the database
 * (`github_repository_cache`, migration 042), so every instance on it reuses the list any one of them fetched.
 */
export class GitHubRepositories {
  /**
   * @param apiUrl GitHub's REST API address (`GITHUB_API_URL`)
   * @param db the database holding the shared cache
   */
  constructor(
    private readonly apiUrl: string,
    private readonly db: Kysely<DB>,
  ) {}

  /**
   * @param login the linked GitHub login
   * @param nowMs the time, for the cache
   * @returns up to 100 repositories
   * @throws AppError 502 GITHUB_UNAVAILABLE when GitHub fails, times out or answers another shape
   */
  async list(login: string, nowMs: number): Promise<GitHubRepository[]> {
    const key = login.toLowerCase();
    const cached = await this.cached(key, nowMs);
    if (cached) return cached;
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
    await this.keep(key, repos, nowMs);
    return repos;
  }

  /** The list some instance fetched for `key` less than {@link CACHE_MS} before `nowMs`, or null. */
  private async cached(key: string, nowMs: number): Promise<GitHubRepository[] | null> {
    const row = await this.db.selectFrom('github_repository_cache').select(['fetched_at', 'repos']).where('login', '=', key).executeTakeFirst();
    if (!row || nowMs - Date.parse(row.fetched_at) >= CACHE_MS) return null;
    try {
      const repos: unknown = JSON.parse(row.repos);
      return Array.isArray(repos) ? repos.flatMap((r) => toRepository(r) ?? []) : null;
    } catch {
      return null;
    }
  }

  /** Stores (or replaces) the list of `key` as fetched at `nowMs`, and deletes the lists older than {@link CACHE_KEEP_MS}. */
  private async keep(key: string, repos: GitHubRepository[], nowMs: number): Promise<void> {
    const at = new Date(nowMs).toISOString();
    const json = JSON.stringify(repos);
    await this.db
      .insertInto('github_repository_cache')
      .values({ login: key, fetched_at: at, repos: json })
      .onConflict((oc) => oc.column('login').doUpdateSet({ fetched_at: at, repos: json }))
      .execute();
    await this.db
      .deleteFrom('github_repository_cache')
      .where('fetched_at', '<', new Date(nowMs - CACHE_KEEP_MS).toISOString())
      .execute();
  }
}
