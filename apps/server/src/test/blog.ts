import { expect } from 'vitest';
import { call, memberWith } from './api.ts';
import type { Member, TestApp } from './harness.ts';

/**
 * Registers a member and makes them a blog writer through the admin API (`PUT /api/admin/blog/writers/:id`, SPEC §2
 * Blog), expecting 200.
 * @param admin an active admin's bearer token
 * @returns the writer
 */
export async function blogWriter(t: TestApp, admin: string): Promise<Member> {
  const writer = await memberWith(t);
  expect((await call(t, 'PUT', `/api/admin/blog/writers/${writer.user.id}`, admin)).statusCode).toBe(200);
  return writer;
}
