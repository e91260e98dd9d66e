import type { Eraser, ExportSection } from './account-data-entry.ts';
import { auditEraser, auditExport } from './audit-data.ts';
import { blogEraser, blogLikesExport, blogPostsExport } from './blog-data.ts';
import {
  certificatesExport,
  courseEnrollmentsExport,
  courseExamAttemptsExport,
  courseLessonCompletionsExport,
  courseLikesExport,
  courseReviewsExport,
  coursesEraser,
  courseViewsExport,
} from './course-data.ts';
import { docArticlesExport, docsResourcesEraser, resourcesExport } from './docs-resources-data.ts';
import { challengesEraser, solvesExport, submissionsExport } from './challenge-data.ts';
import { eventRegistrationsExport, eventsEraser, eventsOrganizedExport } from './event-data.ts';
import { gameScoresEraser, gameScoresExport } from './game-data.ts';
import { identitiesEraser, identitiesExport } from './github-data.ts';
import { imagesEraser, imagesExport } from './image-data.ts';
import { accountLinksExport, mailEraser, mailExport } from './mail-data.ts';
import { notificationPreferencesExport, notificationsEraser, notificationsExport } from './notification-data.ts';
import { pointsEraser, pointsLedgerExport, pointsPeriodsExport } from './points-data.ts';
import { productListingsExport, productReviewsExport, productsEraser } from './product-data.ts';
import { profileEraser, profileExport } from './profile-data.ts';
import { contributionsExport, likesExport, projectsEraser, projectsExport, projectViewsExport } from './project-data.ts';
import { sessionsEraser, sessionsExport } from './session-data.ts';
import { cartExport, ordersExport, shopOrdersEraser, wishlistExport } from './shop-order-data.ts';

/**
 * The sections of a member's export, in the file's order (SPEC §2 Your data). A feature that stores rows about a member
 * adds its section here (one line), and its eraser to {@link erasers}; the
 * "nothing personal left" test (account-data.test.ts) scans every table, so a forgotten eraser fails it.
 */
export const exportSections: readonly ExportSection[] = [
  profileExport,
  sessionsExport,
  identitiesExport,
  accountLinksExport,
  mailExport,
  imagesExport,
  projectsExport,
  contributionsExport,
  likesExport,
  projectViewsExport,
  submissionsExport,
  solvesExport,
  gameScoresExport,
  eventRegistrationsExport,
  eventsOrganizedExport,
  pointsLedgerExport,
  pointsPeriodsExport,
  notificationsExport,
  notificationPreferencesExport,
  cartExport,
  wishlistExport,
  ordersExport,
  productListingsExport,
  productReviewsExport,
  docArticlesExport,
  resourcesExport,
  blogPostsExport,
  blogLikesExport,
  courseEnrollmentsExport,
  courseLikesExport,
  courseReviewsExport,
  courseViewsExport,
  courseLessonCompletionsExport,
  courseExamAttemptsExport,
  certificatesExport,
  auditExport,
];

/**
 * The erasers an account deletion runs, in order, in one transaction (SPEC §2 Your data). Sessions go first (no token
 * works any more), the profile's tombstone last (the others may still read the member's row); add a feature's
 * eraser before `profileEraser`.
 */
export const erasers: readonly Eraser[] = [
  sessionsEraser,
  identitiesEraser,
  mailEraser,
  projectsEraser,
  imagesEraser,
  challengesEraser,
  gameScoresEraser,
  eventsEraser,
  pointsEraser,
  notificationsEraser,
  shopOrdersEraser,
  productsEraser,
  blogEraser,
  docsResourcesEraser,
  coursesEraser,
  auditEraser,
  profileEraser,
];
