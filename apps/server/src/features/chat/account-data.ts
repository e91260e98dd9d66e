import type { Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';

/** docs/requirements.md §2 Chatroom: the messages the member posted (deleted ones too, with when), as written and rendered. */
export const chatMessagesExport = memberRowsSection({
  table: 'chat_messages',
  owner: 'author_id',
  columns: ['id', 'room_id', 'text', 'html', 'mentions', 'created_at', 'edited_at', 'deleted_at'],
  orderBy: 'id',
});

/** docs/requirements.md §2 Chatroom: the member's mutes (until when, and when they were made). */
export const chatMutesExport = memberRowsSection({
  table: 'chat_mutes',
  owner: 'user_id',
  columns: ['muted_until', 'reason', 'created_at'],
  orderBy: 'created_at',
});

/**
 * On account deletion (SPEC §2 Your data), as the scaffold does for club content: the member's messages stay in
 * their rooms (the conversation around them keeps its sense) and no longer name them (`author_id` becomes null, shown
 * without an author); their mutes are removed, and the mutes they made no longer name them.
 */
export const chatEraser: Eraser = {
  name: 'Chat messages and mutes',
  erase: async (trx, { userId }) => {
    await trx.updateTable('chat_messages').set({ author_id: null }).where('author_id', '=', userId).execute();
    await trx.deleteFrom('chat_mutes').where('user_id', '=', userId).execute();
    await trx.updateTable('chat_mutes').set({ muted_by: null }).where('muted_by', '=', userId).execute();
  },
};
