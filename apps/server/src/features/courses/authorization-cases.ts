import { insertTestEnrollment } from '../../test/courses.ts';
import {
  ACTIVE,
  ADMIN,
  type AuthorizationCases,
  BLOG_EDITORS,
  courseBody,
  matrixCourse,
  memberOf,
  ownerId,
  PUBLIC,
  RESOURCE_MANAGERS,
  t,
} from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the courses routes, for the authorization matrix (apps/server/src/authorization-matrix.test.ts): the
 * status each caller gets, keyed "METHOD path" as registered (HEAD routes use their GET entry). The callers, presets
 * and fixtures are in apps/server/src/test/authorization-matrix-kit.ts.
 */
export const authorizationCases: AuthorizationCases = {
  'GET /api/courses': { expect: PUBLIC, send: () => ({ url: '/api/courses?status=all' }) },
  'POST /api/courses': { expect: RESOURCE_MANAGERS(201), send: () => ({ url: '/api/courses', payload: courseBody() }) },
  'GET /api/courses/:id': [
    { label: 'published', expect: PUBLIC, send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}` }) },
    {
      label: 'unpublished',
      expect: { anonymous: 404, user: 404, moderator: 200, pendingAdmin: 404, suspendedAdmin: 401, admin: 200 },
      send: async () => ({ url: `/api/courses/${(await matrixCourse({ published: false })).id}` }),
    },
  ],
  'GET /api/courses/:id/source': [
    { label: "someone else's", expect: BLOG_EDITORS(200), send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}/source` }) },
    {
      label: 'taught by the caller',
      expect: ACTIVE(200),
      send: async (role) => ({ url: `/api/courses/${(await matrixCourse({ instructor_id: ownerId(role) })).id}/source` }),
    },
  ],
  'PUT /api/courses/:id': [
    { label: "someone else's", expect: BLOG_EDITORS(200), send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}`, payload: courseBody() }) },
    {
      label: 'taught by the caller',
      expect: ACTIVE(200),
      send: async (role) => ({
        url: `/api/courses/${(await matrixCourse({ instructor_id: ownerId(role) })).id}`,
        payload: { ...courseBody(), instructor_id: ownerId(role) },
      }),
    },
  ],
  'DELETE /api/courses/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}` }) },
  'POST /api/courses/:id/enrollment': { expect: ACTIVE(201), send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}/enrollment` }) },
  'DELETE /api/courses/:id/enrollment': {
    expect: ACTIVE(200),
    send: async (role) => {
      const course = await matrixCourse();
      const m = memberOf(role);
      if (m) await insertTestEnrollment(t.db, course.id, m.user.id, t.clock.now());
      return { url: `/api/courses/${course.id}/enrollment` };
    },
  },
  'GET /api/courses/:id/reviews': { expect: PUBLIC, send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}/reviews` }) },
  'POST /api/courses/:id/reviews': {
    expect: ACTIVE(201),
    send: async (role) => {
      const course = await matrixCourse();
      const m = memberOf(role);
      if (m) await insertTestEnrollment(t.db, course.id, m.user.id, t.clock.now());
      return { url: `/api/courses/${course.id}/reviews`, payload: { rating: 4, text: 'A clear course, made for the matrix.' } };
    },
  },
  'PUT /api/courses/:id/like': { expect: ACTIVE(200), send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}/like` }) },
  'DELETE /api/courses/:id/like': { expect: ACTIVE(200), send: async () => ({ url: `/api/courses/${(await matrixCourse()).id}/like` }) },
};
