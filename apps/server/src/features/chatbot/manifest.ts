import { defineFeature } from '../../feature-manifest.ts';
import { chatbotHistoryEraser, chatbotHistoryExport } from './account-data.ts';
import { migration021 } from './migrations/021-chatbot.ts';
import { chatbotRoutes } from './routes.ts';
import { seedChatbotFaq } from './seed.ts';

/** The club assistant: grounded answers, a member's history, the admin's FAQ and unanswered questions (SPEC §2 Chatbot widget, §7). */
export const chatbotFeature = defineFeature({
  name: 'chatbot',
  switch: 'chatbot',
  routes: chatbotRoutes,
  accountData: { sections: [chatbotHistoryExport], erasers: [chatbotHistoryEraser] },
  permissions: ['chatbot:manage'],
  migrations: { '021-chatbot': migration021 },
  seed: { content: seedChatbotFaq },
});
