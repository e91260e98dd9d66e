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

/**
 * The lesson player of a course (issue 14 Learning: /lms/{id}/lessons/{lessonId}).
 * @param courseId the course id
 * @param lessonId the lesson id
 */
export function lessonPath(courseId: number, lessonId: number): string {
  return `/lms/${courseId}/lessons/${lessonId}`;
}

/**
 * The page of an exam or test of a course (issue 14 Learning: /lms/{id}/exams/{examId}).
 * @param courseId the course id
 * @param examId the exam id
 */
export function examPath(courseId: number, examId: number): string {
  return `/lms/${courseId}/exams/${examId}`;
}

/** A certificate's public page (issue 14 Certificates: /certificates/{code}). */
export function certificatePath(code: string): string {
  return `/certificates/${encodeURIComponent(code)}`;
}

/** The orders tab of My Shop, where a course order waits for its payment. */
export const ORDERS_TAB_PATH = '/shop-cart?tab=orders';
