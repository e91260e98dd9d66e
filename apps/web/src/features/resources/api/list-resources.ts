import type { Page } from '@esdc/core/api';
import type { Resource } from '@esdc/core/resource';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-page';
import { resourceKeys, type ResourceListParams } from './resource-keys';

/**
 * `GET /api/resources` (SPEC §2 Resources): one page of the library, newest first, in one category or all, with a
 * search over titles and descriptions.
 * @throws ApiError 400 ('Invalid resource category')
 */
function listResources(params: ResourceListParams): Promise<Page<Resource>> {
  return requestPage<Resource>('/api/resources', { ...params });
}

/** One page of resources as query options (the page and the server-side render use the same ones). */
export function resourceListOptions(params: ResourceListParams) {
  return queryOptions({ queryKey: resourceKeys.list(params), queryFn: () => listResources(params) });
}

/** One page of resources; the previous page stays shown while the next one loads. */
export function useResources(params: ResourceListParams) {
  return useQuery({ ...resourceListOptions(params), placeholderData: keepPreviousData });
}
