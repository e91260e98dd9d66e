/*
 * The courses feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they may
 * use of it. Every other file of features/courses is private to it.
 */

/** The shop's order status changes enrol the buyer of a paid course order, or withdraw it (course-enrollments.ts). */
export { applyCourseOrderStatus } from './course-enrollments.ts';
/** Course summaries as the catalogue lists them (the learning feature's Continue Learning). */
export { summarizeCourses } from './course-reads.ts';
/** Whether a member is enrolled in a course (the learning feature's lessons and exams). */
export { isEnrolled } from './course-enrollments.ts';
/** Which courses a viewer may see, as one SQL condition (the club assistant's course answers, features/chatbot). */
export { visibleCourseRows } from './course-visibility.ts';
