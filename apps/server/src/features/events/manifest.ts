import { sql } from 'kysely';
import { defineFeature } from '../../feature-manifest.ts';
import { migration009 } from './migrations/009-events.ts';
import { migration017 } from './migrations/017-attendance-once.ts';
import { rowWithId } from '../../platform/page-checks.ts';
import { eventAttendanceExport, eventRegistrationsExport, eventsEraser, eventsOrganizedExport } from './account-data.ts';
import { eventRoutes } from './routes.ts';
import { eventsSearch } from './search-source.ts';
import { seedDemoEvents } from './seed.ts';

/** The tables the server-rendered /events pages show wholly. */
const RENDERED_TABLES: ReadonlySet<string> = new Set(['events', 'event_organizers', 'event_tags', 'event_registrations']);
/** Any event: its editor and check-in pages are for those who manage it, drafts included. */
const anyEventExists = rowWithId('events');

/** Events, registration with waitlist, check-in and the calendar (SPEC §2 Events). */
export const eventsFeature = defineFeature({
  name: 'events',
  switch: 'events',
  routes: eventRoutes,
  pages: {
    // An event that is not a draft: a draft's page still opens for those who may manage it, with status 404 to everyone else.
    '/events/:id': rowWithId('events', sql`status <> 'draft'`),
    '/events/:id/edit': anyEventExists,
    '/events/:id/check-in': anyEventExists,
  },
  search: eventsSearch,
  accountData: { sections: [eventRegistrationsExport, eventAttendanceExport, eventsOrganizedExport], erasers: [eventsEraser] },
  permissions: ['event:create', 'event:update', 'event:delete', 'event:manage', 'event:register'],
  changesPages: (write) => RENDERED_TABLES.has(write.table),
  migrations: { '009-events': migration009, '017-attendance-once': migration017 },
  seed: { demo: seedDemoEvents },
});
