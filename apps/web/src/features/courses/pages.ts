import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** The course catalogue (/lms and /courses), a course's page (/lms/{id}, /courses/{id}) and the course editor. */
const coursesPage = lazyPage(() => import('./pages/courses-page'));
const courseDetailPage = lazyPage(() => import('./pages/course-detail-page'));
const courseEditorPage = lazyPage(() => import('./pages/course-editor-page'));

/** The courses' pages, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const coursesPages: FeaturePages = {
  '/lms': coursesPage,
  '/courses': coursesPage,
  '/lms/:id': courseDetailPage,
  '/courses/:id': courseDetailPage,
  '/lms/new': courseEditorPage,
  '/lms/:id/edit': courseEditorPage,
};
