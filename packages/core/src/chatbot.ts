import { CHAT_MESSAGE_MAX, CLUB_NAME, CLUB_SHORT_NAME } from './constants.ts';

/*
 * The club assistant's texts, constants and pure rules, shared by the server and the widget (SPEC §2 Chatbot
 * widget, §3 Chat message, §5 Chat, §7 chatbot calls and reply handling, §8 Chatbot failure, §9 panel size).
 * No zod here: the widget's button only needs a constant.
 */

/** 'Message cannot be empty' (SPEC §5 Chat): a missing, empty or blank message. */
export const CHAT_MESSAGE_EMPTY = 'Message cannot be empty';
/** 'Message is too long (max 1000 characters)' (SPEC §5 Chat). */
export const CHAT_MESSAGE_TOO_LONG = `Message is too long (max ${CHAT_MESSAGE_MAX} characters)`;
/** 'User ID is required' (SPEC §5 Chat): history asked for with an empty user id. */
export const CHAT_USER_ID_REQUIRED = 'User ID is required';

/** The reply when nothing in the club's data answers the question (SPEC §7 reply handling). */
export const CHATBOT_FALLBACK = "Sorry, I couldn't find any information about that.";
/** The widget's text when the call fails (SPEC §8 Chatbot failure). */
export const CHATBOT_CONNECTION_TROUBLE = "Sorry, I'm having trouble connecting right now. Please try again later.";
/** The service-level failure message (SPEC §8 Chatbot failure). */
export const CHATBOT_FAILED = 'Failed to get chatbot response';
/** The panel's first bot message (SPEC §2 Chatbot widget). */
export const CHATBOT_GREETING = 'Hi, how can I help you today?';
/** The panel's title (SPEC §2 Chatbot widget). */
export const CHATBOT_TITLE = 'Chatbot';
/** The input's placeholder (SPEC §2 Chatbot widget). */
export const CHATBOT_INPUT_PLACEHOLDER = 'Type your message';
/** The line appended to a reply that names neither the club nor its short name (SPEC §7 reply handling). */
export const CHATBOT_ATTRIBUTION = `— ${CLUB_SHORT_NAME} Assistant, ${CLUB_NAME}`;

/** The panel's size on larger screens, px (SPEC §9); at or below {@link CHATBOT_FULL_SCREEN_MAX_WIDTH} px it fills the screen. */
export const CHATBOT_PANEL_WIDTH = 440;
export const CHATBOT_PANEL_HEIGHT = 634;
export const CHATBOT_FULL_SCREEN_MAX_WIDTH = 640;

/** Questions a member or visitor may ask per minute, per member and per address (429 with Retry-After beyond). */
export const CHATBOT_ASKS_PER_MINUTE = 30;
/** History page size and its largest. */
export const CHATBOT_HISTORY_PAGE_SIZE = 20;
export const CHATBOT_HISTORY_PAGE_MAX = 100;

/** Longest FAQ question and answer, in characters. */
export const CHATBOT_FAQ_QUESTION_MAX = 200;
export const CHATBOT_FAQ_ANSWER_MAX = 2000;

/** What a cited page is (a reply's `sources[].kind`). */
export const CHATBOT_SOURCE_KINDS = [
  'event',
  'course',
  'post',
  'project',
  'product',
  'member',
  'doc',
  'resource',
  'discussion',
  'challenge',
  'faq',
  'leaderboard',
  'order',
  'certificate',
  'page',
] as const;
export type ChatbotSourceKind = (typeof CHATBOT_SOURCE_KINDS)[number];

/** A quick action of the widget: its label and the question it asks (SPEC §2 Chatbot widget). */
export interface ChatbotQuickAction {
  label: string;
  question: string;
}

/** The six quick actions, in the spec's order (SPEC §2 Chatbot widget); `GET /api/chatbot/suggestions` answers them. */
export const CHATBOT_QUICK_ACTIONS: readonly ChatbotQuickAction[] = [
  { label: 'Events', question: 'What events are coming up?' },
  { label: 'Challenges', question: 'Which challenges are open?' },
  { label: 'Resources', question: 'What resources does the club have?' },
  { label: 'How to join?', question: 'How do I join the club?' },
  { label: 'Leaderboard', question: 'Who is at the top of the leaderboard?' },
  { label: 'Contact', question: 'How can I contact the club?' },
];

/**
 * Whether a reply names the club (SPEC §7: "a reply mentioning neither club name gets a club attribution line").
 * @param reply the reply text
 * @returns true when it contains 'Embedded Systems Design Club' or 'ESDC' (any case)
 */
export function namesClub(reply: string): boolean {
  const lower = reply.toLowerCase();
  return lower.includes(CLUB_NAME.toLowerCase()) || /\besdc\b/i.test(reply);
}

/**
 * The reply as sent (SPEC §7 reply handling): an empty or blank reply becomes {@link CHATBOT_FALLBACK}; a reply that
 * names neither club name gets {@link CHATBOT_ATTRIBUTION} on a line of its own.
 * @param reply the composed reply
 * @returns the final text
 */
export function finishReply(reply: string): string {
  const text = reply.trim() === '' ? CHATBOT_FALLBACK : reply.trim();
  return namesClub(text) ? text : `${text}\n\n${CHATBOT_ATTRIBUTION}`;
}

/**
 * The reply's confidence (SPEC §7: "computed from reply length versus query length"), between 0 and 1, two
 * decimals: 0 for the fallback; otherwise the reply's length against four times the query's, capped at 1, and at
 * least 0.3 for a grounded reply (one that cites a source).
 * @param query the question (canonical text)
 * @param reply the final reply
 * @param grounded whether the reply cites at least one source
 * @returns a number in [0, 1]
 */
export function replyConfidence(query: string, reply: string, grounded: boolean): number {
  if (reply.startsWith(CHATBOT_FALLBACK)) return 0;
  const ratio = Math.min(1, reply.length / Math.max(1, 4 * query.length));
  const value = grounded ? Math.max(0.3, ratio) : Math.min(0.5, ratio);
  return Math.round(value * 100) / 100;
}
