import type { Page } from '@esdc/core/api';
import type { Certificate } from '@esdc/core/course-learning-schemas';
import type { ProductSummary } from '@esdc/core/product-schemas';
import type { MemberEvent } from '@esdc/core/event';
import type { MemberProfile, MemberStats } from '@esdc/core/members';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';
import { requestPage } from './api-page';
import { formatNumber } from './format';

export type { MemberProfile, MemberStats, MemberSummary } from '@esdc/core/members';

/** Query keys of member data, so edits can refresh what they change. */
export const memberKeys = {
  all: ['members'] as const,
  lists: ['members', 'list'] as const,
  directoryStats: ['members', 'directory-stats'] as const,
  profile: (username: string) => ['members', 'profile', username.toLowerCase()] as const,
  stats: (id: number) => ['members', 'stats', id] as const,
  events: (id: number) => ['members', 'events', id] as const,
  certificates: (id: number) => ['members', 'certificates', id] as const,
  products: (id: number) => ['members', 'products', id] as const,
};

/** How many of a member's events the profile modal lists. */
const MEMBER_EVENTS_SHOWN = 20;

/**
 * `GET /api/users/{id}/events` (SPEC §2 Landing team cards and profile modals, events tab): the events a member
 * registered for, with whether they attended (were checked in); newest first.
 * @throws ApiError
 */
function fetchMemberEvents(id: number): Promise<Page<MemberEvent>> {
  return requestPage<MemberEvent>(`/api/users/${id}/events`, { limit: MEMBER_EVENTS_SHOWN, offset: 0 });
}

/** A member's events as a query; asks only with an id (and only when `enabled`, e.g. the events tab is open). */
export function useMemberEvents(id: number | undefined, enabled = true) {
  return useQuery({ queryKey: memberKeys.events(id ?? 0), queryFn: () => fetchMemberEvents(id ?? 0), enabled: enabled && id !== undefined });
}

/** How many of a member's certificates and listings the profile modal lists. */
const MEMBER_ITEMS_SHOWN = 20;

/**
 * A member's certificates, the courses they completed, as a query (`GET /api/users/{id}/certificates`, signed-in
 * viewers only: asks only when `enabled`).
 */
export function useMemberCertificates(id: number | undefined, enabled = true) {
  return useQuery({
    queryKey: memberKeys.certificates(id ?? 0),
    queryFn: () => requestPage<Certificate>(`/api/users/${id ?? 0}/certificates`, { limit: MEMBER_ITEMS_SHOWN, offset: 0 }),
    enabled: enabled && id !== undefined,
  });
}

/** The products a member sells in the shop, as a query (`GET /api/products?seller={id}`; public). */
export function useMemberProducts(id: number | undefined, enabled = true) {
  return useQuery({
    queryKey: memberKeys.products(id ?? 0),
    queryFn: () => {
      const query = { seller: id ?? 0, limit: MEMBER_ITEMS_SHOWN, offset: 0 };
      return requestPage<ProductSummary>('/api/products', query);
    },
    enabled: enabled && id !== undefined,
  });
}

/**
 * `GET /api/users/by-username/{username}` (SPEC §2 Landing team profile modals; contract at /api/docs).
 * @throws ApiError 404 'User not found'
 */
async function fetchMemberProfile(username: string): Promise<MemberProfile> {
  return (await apiRequest<MemberProfile>(`/api/users/by-username/${encodeURIComponent(username)}`)).data;
}

/** A member's public profile as a query; a 404 is not retried. */
export function useMemberProfile(username: string | undefined) {
  return useQuery({
    queryKey: memberKeys.profile(username ?? ''),
    queryFn: () => fetchMemberProfile(username ?? ''),
    enabled: !!username,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/**
 * `GET /api/users/{id}/stats` (SPEC §2 My Profile, Simple dashboard; core `MemberStats`, contract at /api/docs); signed in only.
 * @throws ApiError
 */
async function fetchMemberStats(id: number): Promise<MemberStats> {
  return (await apiRequest<MemberStats>(`/api/users/${id}/stats`)).data;
}

/** A member's stats as a query; asks only with an id. */
export function useMemberStats(id: number | undefined) {
  return useQuery({ queryKey: memberKeys.stats(id ?? 0), queryFn: () => fetchMemberStats(id ?? 0), enabled: id !== undefined });
}

/**
 * The Rank tile of a member's stats (SPEC §3 User Stats rank): '#n' of N members, or 'Unranked' before any
 * points (the all-time leaderboard place; `rank` is null without points).
 */
export function rankStat(stats: Pick<MemberStats, 'rank' | 'total_members'>): { label: string; value: string; hint: string } {
  return stats.rank === null
    ? { label: 'Rank', value: 'Unranked', hint: 'No points yet' }
    : { label: 'Rank', value: `#${stats.rank}`, hint: `of ${formatNumber(stats.total_members)}` };
}
