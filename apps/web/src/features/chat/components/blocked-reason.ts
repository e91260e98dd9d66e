import { CHAT_MESSAGES } from '@esdc/core/chat';

/** Date and time for 'until …', in the reader's time zone. */
const UNTIL = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Why the member cannot post, as the page shows it, and until when (ms since the epoch) when it ends by itself. */
export interface BlockedReason {
  text: string;
  untilMs: number | null;
}

/**
 * Reads a refusal that stops the member posting (SPEC §5 Chat): 'You are muted in the chatroom until <ISO time>' (the
 * API's 403 and the socket's error frame) shown with the time in the reader's zone, ending at that time; 'This room is
 * archived' as is.
 * @param message the server's message
 * @returns the reason, or null when the message is not one of those
 */
export function blockedReason(message: string | null | undefined): BlockedReason | null {
  if (!message) return null;
  if (message === CHAT_MESSAGES.roomArchived) return { text: message, untilMs: null };
  if (!message.startsWith(CHAT_MESSAGES.muted)) return null;
  const iso = message.slice(CHAT_MESSAGES.muted.length).replace(/^\s*until\s*/, '');
  const untilMs = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(untilMs)) return { text: CHAT_MESSAGES.muted, untilMs: null };
  return { text: `${CHAT_MESSAGES.muted} until ${UNTIL.format(untilMs)}`, untilMs };
}
