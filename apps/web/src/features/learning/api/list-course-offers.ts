import type { Page } from '@esdc/core/api';
import { useQuery } from '@tanstack/react-query';
import { requestPage } from '../../../lib/api-page';
import { learningKeys } from './learning-keys';
import type { CourseSummary } from './learning-types';

/** How many published courses "Certificates on offer" lists. */
const OFFERS_SHOWN = 50;

/**
 * `GET /api/courses`: the published courses, each of which leads to a certificate.
 * @throws ApiError
 */
function listCourseOffers(): Promise<Page<CourseSummary>> {
  return requestPage<CourseSummary>('/api/courses', { limit: OFFERS_SHOWN, offset: 0 });
}

/** The courses on offer as a query (public; the same for every viewer apart from editors' drafts, which are left out). */
export function useCourseOffers() {
  return useQuery({ queryKey: learningKeys.offers, queryFn: listCourseOffers, staleTime: 60_000 });
}
