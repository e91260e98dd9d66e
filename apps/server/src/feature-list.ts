import type { FeatureManifest } from './feature-manifest.ts';
import { adminFeature } from './features/admin/manifest.ts';
import { analyticsFeature } from './features/analytics/manifest.ts';
import { integrationsFeature } from './features/integrations/manifest.ts';
import { hackathonsFeature } from './features/hackathons/manifest.ts';
import { authFeature } from './features/auth/manifest.ts';
import { blogFeature } from './features/blog/manifest.ts';
import { challengesFeature } from './features/challenges/manifest.ts';
import { chatFeature } from './features/chat/manifest.ts';
import { chatbotFeature } from './features/chatbot/manifest.ts';
import { clubFeature } from './features/club/manifest.ts';
import { codeReviewFeature } from './features/code-review/manifest.ts';
import { coursesFeature } from './features/courses/manifest.ts';
import { docsFeature } from './features/docs/manifest.ts';
import { eventsFeature } from './features/events/manifest.ts';
import { filesFeature } from './features/files/manifest.ts';
import { forumFeature } from './features/forum/manifest.ts';
import { gamesFeature } from './features/games/manifest.ts';
import { healthFeature } from './features/health/manifest.ts';
import { imagesFeature } from './features/images/manifest.ts';
import { jobsFeature } from './features/jobs/manifest.ts';
import { mentorshipFeature } from './features/mentorship/manifest.ts';
import { leaderboardFeature } from './features/leaderboard/manifest.ts';
import { learningFeature } from './features/learning/manifest.ts';
import { notificationsFeature } from './features/notifications/manifest.ts';
import { planningFeature } from './features/planning/manifest.ts';
import { productsFeature } from './features/products/manifest.ts';
import { projectsFeature } from './features/projects/manifest.ts';
import { resourcesFeature } from './features/resources/manifest.ts';
import { roadmapFeature } from './features/roadmap/manifest.ts';
import { searchFeature } from './features/search/manifest.ts';
import { shopFeature } from './features/shop/manifest.ts';
import { teamsFeature } from './features/teams/manifest.ts';
import { usersFeature } from './features/users/manifest.ts';

/**
 * Every server feature, one line each (docs/contributing.md, "Adding a feature"). The order is the order of a
 * member's export sections and, within one `order`, of the erasers an account deletion runs.
 */
export const FEATURES: readonly FeatureManifest[] = [
  healthFeature,
  usersFeature,
  authFeature,
  projectsFeature,
  imagesFeature,
  challengesFeature,
  gamesFeature,
  eventsFeature,
  leaderboardFeature,
  notificationsFeature,
  shopFeature,
  productsFeature,
  docsFeature,
  resourcesFeature,
  blogFeature,
  coursesFeature,
  learningFeature,
  adminFeature,
  filesFeature,
  searchFeature,
  clubFeature,
  chatFeature,
  chatbotFeature,
  forumFeature,
  teamsFeature,
  planningFeature,
  roadmapFeature,
  jobsFeature,
  codeReviewFeature,
  analyticsFeature,
  integrationsFeature,
  hackathonsFeature,
  mentorshipFeature,
];
