import type { Page } from '@esdc/core/api';
import type { CodeReviewEntry } from '@esdc/core/code-review-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-page';
import { codeReviewEntryKeys, type CodeReviewEntryListParams } from './code-review-entry-keys';

/**
 * `GET /api/code-review` (SPEC §2 Static pages): one page of entries, newest first.
 * @param params the page asked for
 * @returns the page with the total
 * @throws ApiError 400 ('Invalid limit', 'Invalid offset')
 */
export function listCodeReviewEntries(params: CodeReviewEntryListParams): Promise<Page<CodeReviewEntry>> {
  return requestPage<CodeReviewEntry>('/api/code-review', { ...params });
}

/** One page of entries as query options. */
export function codeReviewEntryListOptions(params: CodeReviewEntryListParams) {
  return queryOptions({ queryKey: codeReviewEntryKeys.list(params), queryFn: () => listCodeReviewEntries(params) });
}

/** One page of entries; the previous page stays shown while the next one loads. */
export function useCodeReviewEntries(params: CodeReviewEntryListParams) {
  return useQuery({ ...codeReviewEntryListOptions(params), placeholderData: keepPreviousData });
}
