import { describe, expect, it } from 'vitest';
import { PROJECT_CONTRIBUTORS_MAX } from './constants.ts';
import { projectCreateSchema, projectUpdateSchema } from './project-schemas.ts';

/*
 * A message that embeds a number is built from the constant that holds it, so the rule and its
 * words cannot drift apart. These check the spec's words at the boundary each constant sets.
 */

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('messages built from their limits', () => {
  const project = { title: 'Smart Greenhouse Monitor', description: 'ESP32 nodes measure soil moisture over MQTT.', category: 'IoT' };
  const emails = (n: number) => Array.from({ length: n }, (_, i) => `member${i}@example.com`);

  it(`a project takes ${PROJECT_CONTRIBUTORS_MAX} contributors; one more is 'At most 20 contributors'`, () => {
    expect(PROJECT_CONTRIBUTORS_MAX).toBe(20);
    expect(projectCreateSchema.safeParse({ ...project, contributors: emails(20) }).success).toBe(true);
    expect(messages(projectCreateSchema.safeParse({ ...project, contributors: emails(21) }))).toEqual(['At most 20 contributors']);
    expect(messages(projectUpdateSchema.safeParse({ contributors: emails(21) }))).toEqual(['At most 20 contributors']);
  });
});
