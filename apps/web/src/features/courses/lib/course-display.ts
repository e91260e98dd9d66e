import { COURSE_MESSAGES, isFreeCourse, type CourseLevel } from '@esdc/core/course';
import { formatMoney } from '@esdc/core/shop';

/**
 * A course's price as shown (SPEC §2 Courses: price 'FREE' or a rupee amount; §9 ₹ in courses): 'FREE' for 0, else
 * '₹1,499.00'.
 * @param pricePaise the price in paise (integer, ≥ 0)
 */
export function coursePriceLabel(pricePaise: number): string {
  return isFreeCourse(pricePaise) ? COURSE_MESSAGES.free : formatMoney(pricePaise, 'INR');
}

/** The badge tone of each level: green for a start, amber in the middle, red for the hardest. */
export const LEVEL_TONES: Record<CourseLevel, 'success' | 'warning' | 'danger'> = {
  Beginner: 'success',
  Intermediate: 'warning',
  Advanced: 'danger',
};

/**
 * A course's path in the catalogue the reader is in: /courses/{id} under /courses, else /lms/{id}.
 * @param id the course id
 * @param pathname the current location's path
 */
export function coursePathFrom(id: number, pathname: string): string {
  return pathname.startsWith('/courses') ? `/courses/${id}` : `/lms/${id}`;
}
