import { ADMIN, RESOURCE_MANAGERS, t, type AuthorizationCases } from '../../test/authorization-matrix-kit.ts';

/**
 * Who may call the analytics routes (SPEC §2 Analytics; SPEC §6), for the authorization matrix
 * (apps/server/src/authorization-matrix.test.ts): admins and moderators read; admins manage the goals.
 */

/** A fresh goal, straight in the database. */
async function insertGoal(): Promise<number> {
  const at = t.clock.now().toISOString();
  const row = await t.db
    .insertInto('analytics_goals')
    .values({
      title: 'Matrix goal',
      metric: 'projects',
      target: 5,
      from_day: '2026-01-01',
      to_day: '2026-01-31',
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const goalBody = () => ({ title: 'Matrix goal', metric: 'forum-posts', target: 10, from: '2026-01-01', to: '2026-03-31' });

export const authorizationCases: AuthorizationCases = {
  'GET /api/analytics/summary': { expect: RESOURCE_MANAGERS(200), send: () => ({ url: '/api/analytics/summary' }) },
  'GET /api/analytics/series': { expect: RESOURCE_MANAGERS(200), send: () => ({ url: '/api/analytics/series?metric=projects&interval=week' }) },
  'GET /api/analytics/goals': { expect: RESOURCE_MANAGERS(200), send: () => ({ url: '/api/analytics/goals' }) },
  'POST /api/analytics/goals': { expect: ADMIN(201), send: () => ({ url: '/api/analytics/goals', payload: goalBody() }) },
  'PUT /api/analytics/goals/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/analytics/goals/${await insertGoal()}`, payload: goalBody() }) },
  'DELETE /api/analytics/goals/:id': { expect: ADMIN(200), send: async () => ({ url: `/api/analytics/goals/${await insertGoal()}` }) },
};
