import { CHAT_MESSAGE_MAX } from './constants.ts';

/*
 * The chatroom's texts, constants and pure rules, shared by the server and the page (SPEC §3 Chat message, §5 Chat;
 * docs/requirements.md §2 Chatroom). Zod-free; validation and the answers' shapes live in ./chat-schemas.ts, the
 * socket's frames too.
 */

export { CHAT_MESSAGE_MAX };

/** The rooms a fresh install has, in order (admins add, rename and archive rooms). */
export const CHAT_DEFAULT_ROOMS = [
  { name: 'General', description: 'Anything club related' },
  { name: 'Hardware', description: 'Boards, circuits, soldering and parts' },
  { name: 'Software', description: 'Firmware, tools and code' },
  { name: 'Projects', description: 'Show and discuss what you are building' },
  { name: 'Help', description: 'Ask for help with anything' },
] as const;

/** Longest room name and description, in characters. */
export const CHAT_ROOM_NAME_MAX = 40;
export const CHAT_ROOM_DESCRIPTION_MAX = 200;

/** History page size (`limit`) and its largest. */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_PAGE_MAX = 100;

/** Messages a member may post per minute (REST and socket together); beyond it 429 'Too many messages, slow down'. */
export const CHAT_MESSAGES_PER_MINUTE = 20;
/** How long a typing indicator lasts after the last `typing` frame, ms. */
export const CHAT_TYPING_TTL_MS = 4000;
/** Open chat sockets one member may hold at once (tabs, devices); one more is refused ('Too many open chat connections'). */
export const CHAT_SOCKETS_PER_MEMBER = 10;
/** Longest mute, in minutes (7 days). */
export const CHAT_MUTE_MAX_MINUTES = 10_080;

/** Messages of the chatroom (the socket's `error` frames use the same words). */
export const CHAT_MESSAGES = {
  roomNotFound: 'Room not found',
  roomArchived: 'This room is archived',
  messageNotFound: 'Message not found',
  notYourMessage: 'You can only edit your own messages',
  mayNotDelete: 'You can only delete your own messages',
  muted: 'You are muted in the chatroom',
  suspended: 'Your account is suspended',
  notActive: 'Only active members may post messages',
  rateLimited: 'Too many messages, slow down',
  signInRequired: 'Sign in to chat',
  authFailed: 'Authentication failed',
  roomNameTaken: 'A room with this name already exists',
  cannotMuteStaff: 'Moderators and admins cannot be muted',
  memberNotFound: 'Member not found',
  memberMuted: 'Member muted',
  tooManySockets: 'Too many open chat connections',
  invalidFrame: 'Invalid frame',
  notJoined: 'Join the room first',
} as const;
