import { CHALLENGE_CATEGORIES, CHALLENGE_DIFFICULTIES, type ChallengeCategory, type ChallengeDifficulty } from '@esdc/core/challenge';
import type { QueryClient } from '@tanstack/react-query';
import type { ChallengeListParams } from '../api/challenge-keys';
import { challengeListOptions } from '../api/list-challenges';
import type { ChallengeFilterValues } from '../components/challenge-filters';

/** Challenges per page of /challenges. */
export const CHALLENGES_PAGE_SIZE = 12;

const isCategory = (v: string | null): v is ChallengeCategory => !!v && (CHALLENGE_CATEGORIES as readonly string[]).includes(v);
const isDifficulty = (v: string | null): v is ChallengeDifficulty => !!v && (CHALLENGE_DIFFICULTIES as readonly string[]).includes(v);
const isStatus = (v: string | null): v is 'solved' | 'unsolved' => v === 'solved' || v === 'unsolved';

/** What /challenges shows, read from its query string. */
export interface ChallengesPageParams {
  filters: ChallengeFilterValues;
  /** 1-based page (?page=). */
  pageNumber: number;
  /** The list request for these filters and this page. */
  list: ChallengeListParams;
}

/**
 * Reads /challenges' query string (?q=, ?category=, ?difficulty=, ?status=, ?page=); unknown values are ignored,
 * and the solved/unsolved filter only applies to a signed-in member.
 * @param params the URL's search params
 * @param signedIn whether a member is signed in
 */
export function challengesPageParams(params: URLSearchParams, signedIn: boolean): ChallengesPageParams {
  const category = params.get('category');
  const difficulty = params.get('difficulty');
  const status = params.get('status');
  const filters: ChallengeFilterValues = {
    q: params.get('q')?.trim() ?? '',
    category: isCategory(category) ? category : '',
    difficulty: isDifficulty(difficulty) ? difficulty : '',
    status: signedIn && isStatus(status) ? status : '',
  };
  const pageNumber = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const list: ChallengeListParams = {
    q: filters.q || undefined,
    category: filters.category || undefined,
    difficulty: filters.difficulty || undefined,
    status: filters.status || 'all',
    limit: CHALLENGES_PAGE_SIZE,
    offset: (pageNumber - 1) * CHALLENGES_PAGE_SIZE,
  };
  return { filters, pageNumber, list };
}

/**
 * The query string that renders the same page for a visitor, normalised (the server caches rendered pages under it).
 * @param params the URL's search params
 */
export function challengesPageUrlParams(params: URLSearchParams): URLSearchParams {
  const { filters, pageNumber } = challengesPageParams(params, false);
  const out = new URLSearchParams();
  for (const key of ['q', 'category', 'difficulty'] as const) if (filters[key]) out.set(key, filters[key]);
  if (pageNumber > 1) out.set('page', String(pageNumber));
  return out;
}

/**
 * Loads the first list /challenges shows to a visitor, for the server-side render (docs/decisions/005).
 * @param client a query client for this one render
 * @param params the URL's search params
 */
export async function prefetchChallengesPage(client: QueryClient, params: URLSearchParams): Promise<void> {
  await client.prefetchQuery(challengeListOptions(challengesPageParams(params, false).list, null));
}
