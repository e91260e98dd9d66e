import { RESET_TOKEN_TTL_MINUTES, VERIFY_TOKEN_TTL_HOURS } from '@esdc/core/account-schemas';
import { issueAccountToken } from '../account-tokens.ts';
import { enqueueMail, type MailContent } from './outgoing-mail.ts';
import type { Db } from '../../db/db.ts';
import type { AccountTokenPurpose } from '../../db/schema.ts';

/** The site address links start with: `PUBLIC_URL` without a trailing slash (config `publicUrl`). */
export interface LinkBase {
  publicUrl: string;
}

/** Who a message goes to. */
export interface Recipient {
  id: number;
  name: string;
  email: string;
}

/** Escapes text for HTML (mail bodies). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A message in plain text and simple HTML: a greeting, paragraphs, one button-like link, a closing line. */
function compose(input: {
  kind: MailContent['kind'];
  to: string;
  subject: string;
  name: string;
  lines: string[];
  action: string;
  link: string;
  after: string;
}): MailContent {
  const text = [`Hello ${input.name},`, '', ...input.lines, '', `${input.action}: ${input.link}`, '', input.after, '', '— ESDC Hub'].join('\n');
  const paragraphs = input.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #111">
<p>Hello ${escapeHtml(input.name)},</p>
${paragraphs}
<p><a href="${escapeHtml(input.link)}" style="display: inline-block; padding: 10px 18px; border-radius: 999px; background: #2563eb; color: #fff; text-decoration: none; font-weight: 600">${escapeHtml(input.action)}</a></p>
<p style="font-size: 13px; color: #555">Or open this address: ${escapeHtml(input.link)}</p>
<p style="font-size: 13px; color: #555">${escapeHtml(input.after)}</p>
<p>— ESDC Hub</p>
</body></html>
`;
  return { kind: input.kind, to: input.to, subject: input.subject, text, html };
}

/**
 * The address of a reset-password page for a token.
 * @returns `${publicUrl}/reset-password?token=…`
 */
export function resetPasswordLink(base: LinkBase, token: string): string {
  return `${base.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The address of the verify-email page for a token. */
function verifyEmailLink(base: LinkBase, token: string): string {
  return `${base.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

/** A message carrying a one-time link: the token's purpose (also the message's kind), how long it works, and the texts. */
interface TokenMail {
  purpose: AccountTokenPurpose;
  /** How long the token works, in milliseconds. */
  ttlMs: number;
  /** The page address for the token. */
  link: (token: string) => string;
  subject: string;
  lines: string[];
  action: string;
  after: string;
}

/**
 * Issues `user` a token of `mail.purpose` (older ones of that purpose stop working) and queues the message carrying its
 * link, in the caller's transaction.
 * @returns the queued message's id
 */
async function queueTokenMail(db: Db, user: Recipient, now: Date, mail: TokenMail): Promise<number> {
  const { token } = await issueAccountToken(db, { userId: user.id, purpose: mail.purpose, ttlMs: mail.ttlMs, now });
  const { purpose, link, subject, lines, action, after } = mail;
  return enqueueMail(db, compose({ kind: purpose, to: user.email, name: user.name, subject, lines, action, link: link(token), after }), now);
}

/**
 * Issues a password-reset token (60 minutes; older reset links stop working) and queues the message carrying its
 * link, in the caller's transaction (SPEC §2 Forgot password, reset password, verify email).
 * @returns the queued message's id
 */
export function queuePasswordResetMail(db: Db, base: LinkBase, user: Recipient, now: Date): Promise<number> {
  return queueTokenMail(db, user, now, {
    purpose: 'password-reset',
    ttlMs: RESET_TOKEN_TTL_MINUTES * 60_000,
    link: (token) => resetPasswordLink(base, token),
    subject: 'Reset your ESDC Hub password',
    lines: ['Someone (hopefully you) asked to reset the password of your ESDC Hub account.', `The link works once, for ${RESET_TOKEN_TTL_MINUTES} minutes.`],
    action: 'Reset your password',
    after: 'If you did not ask for this, ignore this message: your password stays as it is.',
  });
}

/**
 * Issues an email-verification token (48 hours; older verification links stop working) and queues the message
 * carrying its link, in the caller's transaction (SPEC §2 Forgot password, reset password, verify email).
 * @returns the queued message's id
 */
export function queueVerificationMail(db: Db, base: LinkBase, user: Recipient, now: Date): Promise<number> {
  return queueTokenMail(db, user, now, {
    purpose: 'email-verification',
    ttlMs: VERIFY_TOKEN_TTL_HOURS * 3_600_000,
    link: (token) => verifyEmailLink(base, token),
    subject: 'Confirm your email address for ESDC Hub',
    lines: ['Welcome to ESDC Hub! Please confirm that this address is yours.', `The link works for ${VERIFY_TOKEN_TTL_HOURS} hours.`],
    action: 'Confirm your email address',
    after: 'If you did not create an account, ignore this message.',
  });
}
