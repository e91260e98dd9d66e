import { defineFeature } from '../../feature-manifest.ts';
import { chatEraser, chatMessagesExport, chatMutesExport } from './account-data.ts';
import { migration022 } from './migrations/022-chat.ts';
import { chatRoutes } from './routes.ts';
import { seedChatRooms } from './seed.ts';

/** The chatroom: rooms, messages with mentions, moderation, and the live socket (docs/requirements.md §2 Chatroom). */
export const chatFeature = defineFeature({
  name: 'chat',
  switch: 'chatroom',
  routes: chatRoutes,
  accountData: { sections: [chatMessagesExport, chatMutesExport], erasers: [chatEraser] },
  permissions: ['chat:post', 'chat:moderate', 'chat:manage-rooms'],
  migrations: { '022-chat': migration022 },
  seed: { content: seedChatRooms },
});
