import { sql } from 'kysely';
import { defineFeature } from '../../feature-manifest.ts';
import { rowWithId } from '../../platform/page-checks.ts';
import { hackathonsEraser, hackathonsExport, workshopsExport } from './account-data.ts';
import { migration035 } from './migrations/035-hackathons.ts';
import { hackathonRoutes } from './routes.ts';
import { seedDemoHackathons } from './seed.ts';

/**
 * Hackathons and workshops, built on hackathon and workshop events (SPEC §2 Hackathons, §2 Workshops): tracks, a
 * rubric, registered teams, submissions, judges' scores and results with the winners' points; workshop materials and
 * feedback.
 */
export const hackathonsFeature = defineFeature({
  name: 'hackathons',
  routes: hackathonRoutes,
  switch: 'events',
  pages: {
    '/hackathons/:id': rowWithId('events', sql`category = 'Hackathon' and status <> 'draft' and status <> 'cancelled'`),
    '/workshops/:id': rowWithId('events', sql`category = 'Workshop' and status <> 'draft' and status <> 'cancelled'`),
  },
  accountData: { sections: [hackathonsExport, workshopsExport], erasers: [hackathonsEraser] },
  permissions: ['hackathon:take-part', 'hackathon:appoint-judges', 'hackathon:manage-teams'],
  migrations: { '035-hackathons': migration035 },
  seed: { demo: seedDemoHackathons },
});
