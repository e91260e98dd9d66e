import type { AccountProjectChoice } from '@esdc/core/account-data';
import type { UserRole, UserStatus } from '@esdc/core/user';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, type Member, type TestApp } from './harness.ts';

/** The HTTP methods the API tests send. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends one API request through app.inject.
 * @param token - sent as `Authorization: Bearer <token>` when given
 * @param payload - the JSON body, when given
 * @returns the response
 */
export function call(app: TestApp, method: ApiMethod, url: string, token?: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: token ? app.authHeader(token) : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

/**
 * Registers a member, then gives them `role` and `status` directly in the database.
 * @returns the member, whose `user` shows the role and status given
 */
export async function memberWith(app: TestApp, role: UserRole = 'user', status: UserStatus = 'active'): Promise<Member> {
  const m = await app.register();
  if (role !== 'user' || status !== 'active') await app.db.updateTable('users').set({ role, status }).where('id', '=', m.user.id).execute();
  return { ...m, user: { ...m.user, role, status } };
}

/**
 * Deletes a member's own account with their password (`DELETE /api/user/account`, SPEC §2 Your data), and expects 200.
 * @param projects - what becomes of their projects
 */
export async function deleteOwnAccount(app: TestApp, member: Member, projects: AccountProjectChoice): Promise<void> {
  const res = await call(app, 'DELETE', '/api/user/account', member.token, { password: member.password, projects });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Changes a member's points through the admin API (`PUT /api/admin/users/:id`, `points_adjustment`) as the
 * seeded admin, and expects 200.
 * @param adjustment - the operation, the amount (whole points) and the reason the ledger records
 */
export async function adjustPoints(
  app: TestApp,
  userId: number,
  adjustment: { operation: 'add' | 'subtract' | 'multiply'; amount: number; reason: string },
): Promise<void> {
  const res = await call(app, 'PUT', `/api/admin/users/${userId}`, await app.adminToken(), { points_adjustment: adjustment });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Starts a test app (SQLite, or PostgreSQL when TEST_DATABASE_URL is set) and signs in its seeded admin, for a
 * file's `beforeAll`; the file closes the app in `afterAll`.
 * @returns the app and the admin's bearer token
 */
export async function startWithAdmin(): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp();
  return { t, admin: await t.adminToken() };
}
