import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** A lesson, an exam, My Certifications and a certificate, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const learningPages: FeaturePages = {
  '/lms/:id/lessons/:lessonId': lazyPage(() => import('./pages/lesson-page')),
  '/lms/:id/exams/:examId': lazyPage(() => import('./pages/exam-page')),
  '/certifications': lazyPage(() => import('./pages/certifications-page')),
  '/certificates/:code': lazyPage(() => import('./pages/certificate-page')),
};
