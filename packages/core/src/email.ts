import { z } from 'zod';

/** The simple {local}@{domain}.{tld} shape that SPEC §5 asks for. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Email field (SPEC §5 Email): not empty ('Email cannot be empty'), trimmed and lower-cased,
 * simple shape ('Invalid email format'). Parses to the normalised address.
 */
export const emailSchema = z
  .string({ error: 'Email cannot be empty' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'Email cannot be empty', abort: true })
  .regex(EMAIL_PATTERN, 'Invalid email format');

/**
 * Normalises an email address the way the schema does: trimmed and lower-cased.
 * @param email raw input
 * @returns the normalised address (not validated)
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
