import type { AdminTab } from '../../components/admin/admin-tab-registry';

/** The admin panel's Chatbot FAQ tab: the entries the club assistant answers from (add, edit, delete). */
export const chatbotFaqAdminTab: AdminTab = {
  key: 'chatbot-faq',
  label: 'Chatbot FAQ',
  permission: 'chatbot:manage',
  load: () => import('./admin/chatbot-faq-tab').then((m) => m.ChatbotFaqTab),
};

/** The admin panel's Unanswered questions tab: what the assistant could not answer, most frequent first. */
export const chatbotUnansweredAdminTab: AdminTab = {
  key: 'chatbot-unanswered',
  label: 'Unanswered questions',
  permission: 'chatbot:manage',
  load: () => import('./admin/unanswered-questions-tab').then((m) => m.UnansweredQuestionsTab),
};
