import { defineFeature } from '../../feature-manifest.ts';
import { mentorshipEraser, mentorshipExport } from './account-data.ts';
import { migration034 } from './migrations/034-mentorship.ts';
import { migration041 } from './migrations/041-session-mentee-zone.ts';
import { mentorshipRoutes } from './routes.ts';
import { seedDemoMentors } from './seed.ts';

/** Mentorship: mentors, their weekly slots, bookings, cancel and reschedule, feedback (docs/requirements.md §2 Mentorship). */
export const mentorshipFeature = defineFeature({
  name: 'mentorship',
  routes: mentorshipRoutes,
  accountData: { sections: [mentorshipExport], erasers: [mentorshipEraser] },
  permissions: ['mentorship:take-part', 'mentorship:approve'],
  migrations: { '034-mentorship': migration034, '041-session-mentee-zone': migration041 },
  seed: { demo: seedDemoMentors },
});
