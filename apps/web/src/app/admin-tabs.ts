import type { AdminTab } from '../components/admin/admin-tab-registry';
import { announcementsAdminTab, auditLogAdminTab, clubLinksAdminTab, mailAdminTab, siteFeaturesAdminTab, usersAdminTab } from '../features/admin/admin-tabs';
import { blogAdminTab } from '../features/blog/admin-tabs';
import { challengesAdminTab } from '../features/challenges/admin-tabs';
import { chatRoomsAdminTab } from '../features/chat/admin-tabs';
import { chatbotFaqAdminTab, chatbotUnansweredAdminTab } from '../features/chatbot/admin-tabs';
import { forumCategoriesAdminTab, forumReportsAdminTab } from '../features/forum/admin-tabs';
import { jobPartnersAdminTab } from '../features/jobs/admin-tabs';
import { eventsAdminTab } from '../features/events/admin-tabs';
import { mentorsAdminTab } from '../features/mentorship/admin-tabs';
import { projectsAdminTab } from '../features/projects/admin-tabs';
import { couponsAdminTab, ordersAdminTab, productsAdminTab } from '../features/shop/admin-tabs';

/**
 * The admin panel's tabs, in the panel's order (SPEC §2 Admin panel: Users, Projects, Challenges; then the other
 * areas). Each comes from the feature that manages the area; the panel gets them through `AdminTabsProvider`
 * (app/features.ts loads this list with the panel).
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  usersAdminTab,
  projectsAdminTab,
  challengesAdminTab,
  eventsAdminTab,
  productsAdminTab,
  auditLogAdminTab,
  mailAdminTab,
  announcementsAdminTab,
  ordersAdminTab,
  couponsAdminTab,
  blogAdminTab,
  clubLinksAdminTab,
  siteFeaturesAdminTab,
  chatRoomsAdminTab,
  forumCategoriesAdminTab,
  forumReportsAdminTab,
  jobPartnersAdminTab,
  mentorsAdminTab,
  chatbotFaqAdminTab,
  chatbotUnansweredAdminTab,
];
