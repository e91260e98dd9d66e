/*
 * What other features may use of courses (docs/architecture.md, Layers and boundaries).
 */
export { summarizeCourses } from './course-reads.ts';
