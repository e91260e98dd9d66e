import type { TeamSummary } from '@esdc/core/team-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestApp, envelope, type TestApp } from '../../test/harness.ts';
import { seedDemoTeams } from './seed.ts';

/* The teams' demo content (docs/requirements.md §2 Teams): the landing's three teams with their leads and members. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => {
  await t.close();
});

describe('demo teams', () => {
  it('has AI Assistant, Hardware and Web in order, each with its lead first, and loads once', async () => {
    const teams = envelope<TeamSummary[]>(await call(t, 'GET', '/api/teams')).data;
    expect(teams.map((x) => [x.name, x.focus_area, x.lead?.username, x.members.map((m) => [m.username, m.role])])).toEqual([
      [
        'AI Assistant',
        'AI',
        'mei',
        [
          ['mei', 'lead'],
          ['hannah', 'member'],
        ],
      ],
      [
        'Hardware',
        'Hardware',
        'priya',
        [
          ['priya', 'lead'],
          ['arjun', 'member'],
          ['lukas', 'member'],
        ],
      ],
      [
        'Web',
        'Web',
        'sara',
        [
          ['sara', 'lead'],
          ['diego', 'member'],
          ['omar', 'member'],
        ],
      ],
    ]);
    expect(await seedDemoTeams(t.db, { now: t.clock.now() })).toBe(false);
  });
});
