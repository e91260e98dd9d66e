import type { Page } from '@esdc/core/api';
import type { MemberSort, MemberSummary } from '@esdc/core/members';
import type { UserRole } from '@esdc/core/user';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { requestPage, type PageParams } from '../../../lib/api-page';
import { memberKeys } from '../../../lib/members-api';

export { MEMBER_SORTS, type MemberSort } from '@esdc/core/members';

/** Filters of `GET /api/users` (contract at /api/docs): q over name, username (and email when signed in), role, sort. */
export interface MemberListParams {
  q?: string;
  role?: UserRole;
  sort: MemberSort;
}

/**
 * `GET /api/users` (SPEC §2 Community Members; DESIGN: lists are paginated, never everything at once): one page
 * of the directory with the server's total.
 * @throws ApiError
 */
function fetchMembers(params: MemberListParams & PageParams): Promise<Page<MemberSummary>> {
  return requestPage<MemberSummary>('/api/users', params);
}

/**
 * The directory page by page for "Load more"; the next offset comes from meta.total. While new filters load,
 * the previous list stays on screen. `viewer` keys the cache by who is asking (emails show only when signed in).
 */
export function useMemberPages(params: MemberListParams, pageSize: number, viewer: number | null) {
  return useInfiniteQuery({
    queryKey: [...memberKeys.lists, { ...params, limit: pageSize, viewer }] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchMembers({ ...params, limit: pageSize, offset: pageParam }),
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
    placeholderData: keepPreviousData,
  });
}
