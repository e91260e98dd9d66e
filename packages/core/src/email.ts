import { textSchema } from './input.ts';

/** Longest email address (RFC 5321: a path of 256 octets less the angle brackets). */
export const EMAIL_MAX = 254;

/**
 * Whether an address has the simple `{local}@{domain}.{tld}` shape that SPEC §5 asks for: exactly one '@',
 * no white space, something before the '@', and a dot inside the domain with something on both sides.
 * Linear in the length of the input (no regular expression that could backtrack).
 * @param email a trimmed address
 */
export function isEmailShape(email: string): boolean {
  if (/\s/u.test(email)) return false;
  const at = email.indexOf('@');
  if (at < 1 || at !== email.lastIndexOf('@')) return false;
  const domain = email.slice(at + 1);
  // A dot with at least one character before and after it: [^@]+\.[^@]+
  return domain.length >= 3 && domain.slice(1, -1).includes('.');
}

/**
 * Email field (SPEC §5 Email): not empty ('Email cannot be empty'), canonical and lower-cased, at most
 * {@link EMAIL_MAX} characters, simple shape ('Invalid email format'). Parses to the normalised address.
 */
export const emailSchema = textSchema({
  label: 'Email',
  max: EMAIL_MAX,
  requiredMessage: 'Email cannot be empty',
})
  .toLowerCase()
  .refine(isEmailShape, 'Invalid email format');

/**
 * Normalises an email address the way the schema does: trimmed and lower-cased.
 * @param email raw input
 * @returns the normalised address (not validated)
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
