import { chatMessageTextSchema } from '@esdc/core/chatbot-schemas';

/** A message as checked before sending: the text to send, or the rule it breaks. */
export type CheckedText = { ok: true; text: string } | { ok: false; error: string };

/**
 * Checks a message with core's rule, the server's own (SPEC §5 Chat): 'Message cannot be empty' for an empty or blank
 * one, 'Message is too long (max 1000 characters)' beyond 1000 characters; the text sent is the canonical one
 * (trimmed, invisible characters stripped).
 * @param raw the text as typed
 * @returns the text to send, or the message to show (then nothing is sent)
 */
export function checkMessageText(raw: string): CheckedText {
  const parsed = chatMessageTextSchema.safeParse(raw);
  return parsed.success ? { ok: true, text: parsed.data } : { ok: false, error: parsed.error.issues[0]?.message ?? 'Message cannot be empty' };
}
