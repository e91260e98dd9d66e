import type { CourseCategory, CourseLevel, CourseListStatus } from '@esdc/core/course';
import type { QueryClient } from '@tanstack/react-query';
import { cartKeys } from '../../../lib/shop/cart-keys';

/** Filters and paging of `GET /api/courses` (core `courseListQuerySchema`). */
export interface CourseListParams {
  /** Case-insensitive search over title and description. */
  q?: string;
  level?: CourseLevel;
  category?: CourseCategory;
  /** 'all' (admins and moderators) lists unpublished courses too. */
  status?: CourseListStatus;
  limit: number;
  offset: number;
}

/**
 * Query keys of the courses. Lists and courses are keyed by the viewer: unpublished courses, `viewer` (enrollment,
 * progress, liked, can_edit) and the editable source depend on who looks.
 */
export const courseKeys = {
  all: ['courses'] as const,
  list: (params: CourseListParams, viewer: number | null) => ['courses', 'list', viewer, params] as const,
  detail: (id: number, viewer: number | null) => ['courses', 'detail', id, viewer] as const,
  reviews: (id: number, offset: number) => ['courses', 'reviews', id, offset] as const,
  source: (id: number, viewer: number | null) => ['courses', 'source', id, viewer] as const,
};

/**
 * After a change to a course (saved, enrolled, liked, reviewed): every course list and page, the member's
 * enrollments (the learning pages, `['enrollments']`) and the admin panel (`['admin']`).
 * @param client the app's query client
 * @returns a promise that settles once the active queries have refetched
 */
export function invalidateCourses(client: QueryClient): Promise<unknown> {
  return Promise.all([courseKeys.all, ['enrollments'], ['admin']].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * After a paid enrollment placed a shop order: the courses and the member's orders (My Shop's Orders tab).
 * @param client the app's query client
 */
export function invalidateCoursesAndOrders(client: QueryClient): Promise<unknown> {
  return Promise.all([invalidateCourses(client), client.invalidateQueries({ queryKey: cartKeys.orders })]);
}
