import { z } from 'zod';
import { envelope, listEnvelope } from './api.ts';
import { chatMessageTextSchema } from './chatbot-schemas.ts';
import { CHAT_MUTE_MAX_MINUTES, CHAT_PAGE_MAX, CHAT_PAGE_SIZE, CHAT_ROOM_DESCRIPTION_MAX, CHAT_ROOM_NAME_MAX } from './chat.ts';
import { bodyIdSchema, INT32_MAX, queryWholeNumberSchema, textSchema, wholeNumberSchema } from './input.ts';

/*
 * The chatroom's requests, answers and socket frames (docs/requirements.md §2 Chatroom, SPEC §5 Chat). The REST
 * routes and the socket validate with these; the page parses the frames with them.
 */

/** A chat room. */
export const chatRoomSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    archived: z.boolean().describe('An archived room keeps its history but takes no new messages'),
    position: z.number().int(),
    last_message_id: z.number().int().nullable().describe('The newest message id, or null for an empty room'),
  })
  .meta({ id: 'ChatRoom' });
export type ChatRoom = z.infer<typeof chatRoomSchema>;
export const chatRoomListEnvelopeSchema = envelope(z.array(chatRoomSchema));
export const chatRoomEnvelopeSchema = envelope(chatRoomSchema);

/** `POST /api/chat/rooms` (admins). */
export const chatRoomCreateSchema = z.object({
  name: textSchema({ label: 'Room name', max: CHAT_ROOM_NAME_MAX, requiredMessage: 'Room name is required', singleLine: true }),
  description: textSchema({ label: 'Description', max: CHAT_ROOM_DESCRIPTION_MAX, singleLine: true }).default(''),
});
export type ChatRoomCreate = z.output<typeof chatRoomCreateSchema>;

/** `PUT /api/chat/rooms/{id}` (admins): rename, describe, archive or restore. */
export const chatRoomUpdateSchema = z.object({
  name: textSchema({ label: 'Room name', max: CHAT_ROOM_NAME_MAX, requiredMessage: 'Room name is required', singleLine: true }).optional(),
  description: textSchema({ label: 'Description', max: CHAT_ROOM_DESCRIPTION_MAX, singleLine: true }).optional(),
  archived: z.boolean({ error: 'Archived must be true or false' }).optional(),
});
export type ChatRoomUpdate = z.output<typeof chatRoomUpdateSchema>;

/** The author of a message, as everyone in the room sees them (no email). */
export const chatAuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  role: z.string(),
  avatar_url: z.string().nullable(),
});
export type ChatAuthor = z.infer<typeof chatAuthorSchema>;

/** A message as the history returns it and the socket's `message` frame carries it. */
export const chatMessageSchema = z
  .object({
    id: z.number().int(),
    room_id: z.number().int(),
    text: z.string().describe('As written (markdown-lite: bold, italic, code, code blocks, links)'),
    html: z.string().describe('The text rendered and sanitised (safe to insert)'),
    author: chatAuthorSchema.nullable().describe('Null when the author deleted their account'),
    mentions: z.array(z.string()).describe('The @usernames of members it mentions, lower-cased'),
    created_at: z.string(),
    edited_at: z.string().nullable(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageEnvelopeSchema = envelope(chatMessageSchema);
export const chatMessageListEnvelopeSchema = listEnvelope(chatMessageSchema);

/**
 * `GET /api/chat/rooms/{id}/messages` query: `before` (a message id; the page before it, newest last), or `after`
 * (a message id; every message after it, oldest first, for a client that reconnects), and `limit`.
 */
export const chatMessageListQuerySchema = z.object({
  before: queryWholeNumberSchema({ message: 'Invalid before', min: 1, max: INT32_MAX }).optional(),
  after: queryWholeNumberSchema({ message: 'Invalid after', min: 0, max: INT32_MAX }).optional(),
  limit: queryWholeNumberSchema({ message: 'Invalid limit', min: 1, max: CHAT_PAGE_MAX }).default(CHAT_PAGE_SIZE),
});
export type ChatMessageListQuery = z.output<typeof chatMessageListQuerySchema>;

/** `POST /api/chat/rooms/{id}/messages` and `PUT /api/chat/messages/{id}` body (SPEC §5 Chat). */
export const chatMessageInputSchema = z.object({ text: chatMessageTextSchema });
export type ChatMessageInput = z.output<typeof chatMessageInputSchema>;

/** `POST /api/chat/mutes` (moderators, admins): mute a member for 1–10080 minutes. */
export const chatMuteSchema = z.object({
  user_id: bodyIdSchema('user'),
  minutes: wholeNumberSchema({ message: `Minutes must be between 1 and ${CHAT_MUTE_MAX_MINUTES}`, min: 1, max: CHAT_MUTE_MAX_MINUTES }),
});
export type ChatMuteInput = z.output<typeof chatMuteSchema>;
export const chatMuteEnvelopeSchema = envelope(z.object({ user_id: z.number().int(), muted_until: z.string() }));

/* The socket, `GET /api/chat/socket` (docs/chat-socket.md). */

/** What the client sends: `auth` first, then `join`/`leave`/`typing` per room. */
export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({
    type: z.literal('join'),
    room_id: z.number().int().positive(),
    after: z.number().int().nonnegative().optional().describe('The last message id the client saw: the server sends every later one, in order'),
  }),
  z.object({ type: z.literal('leave'), room_id: z.number().int().positive() }),
  z.object({ type: z.literal('typing'), room_id: z.number().int().positive() }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

/** A member present in a room. */
export const chatPresenceMemberSchema = chatAuthorSchema.pick({ id: true, name: true, username: true });

/** What the server sends; every frame but `ready` and a connection-level `error` names its `room_id`. */
export const chatServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), user_id: z.number().int() }),
  z.object({ type: z.literal('message'), room_id: z.number().int(), message: chatMessageSchema }),
  z.object({ type: z.literal('message_edited'), room_id: z.number().int(), id: z.number().int(), message: chatMessageSchema }),
  z.object({ type: z.literal('message_deleted'), room_id: z.number().int(), id: z.number().int() }),
  z.object({ type: z.literal('presence'), room_id: z.number().int(), members: z.array(chatPresenceMemberSchema) }),
  z.object({ type: z.literal('typing'), room_id: z.number().int(), user: chatPresenceMemberSchema }),
  z.object({ type: z.literal('error'), room_id: z.number().int().optional(), message: z.string() }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;
