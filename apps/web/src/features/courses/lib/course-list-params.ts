import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_PAGE_SIZE, type CourseCategory, type CourseLevel } from '@esdc/core/course';
import type { CourseListParams } from '../api/course-keys';
import type { CourseFilterValues } from '../components/course-filters';

const isLevel = (v: string | null): v is CourseLevel => !!v && (COURSE_LEVELS as readonly string[]).includes(v);
const isCategory = (v: string | null): v is CourseCategory => !!v && (COURSE_CATEGORIES as readonly string[]).includes(v);

/**
 * The filters and the page of /lms read from its address: ?q= (or ?search=, the project page's technology links:
 * /courses?search=Name), ?level=, ?category= and ?page= (1-based). Unknown levels and categories are ignored.
 * @param params the location's search params
 * @returns the filters as the filter bar shows them, the page number and the API's list parameters
 */
export function courseListFromParams(params: URLSearchParams): { filters: CourseFilterValues; page: number; list: CourseListParams } {
  const level = params.get('level');
  const category = params.get('category');
  const filters: CourseFilterValues = {
    q: (params.get('q') ?? params.get('search') ?? '').trim(),
    level: isLevel(level) ? level : '',
    category: isCategory(category) ? category : '',
  };
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  return {
    filters,
    page,
    list: {
      q: filters.q || undefined,
      level: filters.level || undefined,
      category: filters.category || undefined,
      limit: COURSE_PAGE_SIZE,
      offset: (page - 1) * COURSE_PAGE_SIZE,
    },
  };
}
