import { normaliseCertificateCode } from '@esdc/core/course-learning';
import { defineFeature } from '../../feature-manifest.ts';
import { found, textOf } from '../../platform/page-checks.ts';
import { summarizeCourses } from '../courses/public.ts';
import { learningRoutes } from './routes.ts';

/** Lessons, exams, progress and certificates of enrolled members (SPEC §2 Courses, learning). */
export const learningFeature = defineFeature({
  name: 'learning',
  switch: 'lms',
  routes: (app, ctx) => learningRoutes(app, ctx, { summarizeCourses }),
  pages: {
    // A certificate by its public code, typed as the API reads it (case, spaces and dashes do not matter).
    '/certificates/:code': async (db, { code }) => {
      const typed = textOf(code, 40);
      const certificate = typed === null ? null : normaliseCertificateCode(typed);
      return certificate === null ? false : found(db.selectFrom('certificates').select('id').where('code', '=', certificate));
    },
  },
  permissions: ['course:learn'],
});
