import { z } from 'zod';
import { ADMIN_PASSWORD_MIN, ADMIN_PASSWORD_TOO_SHORT, PUBLIC_PASSWORD_MIN, PUBLIC_PASSWORD_TOO_SHORT } from './constants.ts';
import { EMAIL_MAX } from './email.ts';
import { textSchema } from './input.ts';
import { confirmPasswordSchema, passwordTextSchema } from './user.ts';

/*
 * Mail, password reset and email verification (SPEC §2 Forgot password, Reset password, Verify email; §7
 * /api/user/forgot-password, /api/user/reset-password, /api/user/verify-email, /api/user/resend-verification,
 * /api/admin/users/{id}/password-reset, /api/admin/users/{id}/password, /api/admin/mail): request and response
 * schemas, limits and messages. The contract is the OpenAPI document at /api/docs.
 */

/** How long a password-reset link works, in minutes. */
export const RESET_TOKEN_TTL_MINUTES = 60;
/** How long an email-verification link works, in hours. */
export const VERIFY_TOKEN_TTL_HOURS = 48;
/** Longest token accepted in a request (tokens are 43 base64url characters; room for future formats). */
export const ACCOUNT_TOKEN_MAX = 128;

/** What people read (SPEC §8 messages of the account pages). */
export const ACCOUNT_MESSAGES = {
  /** The one answer of forgot-password, whether or not the address has an account (no enumeration). */
  resetRequested: 'If an account exists for that address, we have sent a link to reset its password. The link works for 60 minutes.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  /** Unknown, expired or already used: one message, so a link reveals nothing. */
  invalidLink: 'This link is invalid or has expired. Please request a new one.',
  emailVerified: 'Your email address is verified.',
  verificationSent: 'We have sent a new verification link to your email address.',
  alreadyVerified: 'Your email address is already verified.',
  resetLinkSent: 'Password reset link sent',
  passwordSet: 'Password updated successfully',
  mailNotFound: 'Message not found',
} as const;

const tokenSchema = z
  .string({ error: 'Token is required' })
  .min(1, { message: 'Token is required', abort: true })
  .max(ACCOUNT_TOKEN_MAX, ACCOUNT_MESSAGES.invalidLink)
  .regex(/^[A-Za-z0-9_-]+$/, ACCOUNT_MESSAGES.invalidLink);

/** `POST /api/user/forgot-password` body: the address to send a reset link to (any shape check only). */
export const forgotPasswordSchema = z.object({
  email: textSchema({ label: 'Email', max: EMAIL_MAX, requiredMessage: 'Email cannot be empty' }).toLowerCase(),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/**
 * `POST /api/user/reset-password` body: the link's token and the new password, by the rule of a member's own
 * password change (SPEC §5 Register form: at least 6, 'Passwords do not match').
 */
export const resetPasswordSchema = z
  .object({
    token: tokenSchema,
    password: passwordTextSchema('Password is required').min(PUBLIC_PASSWORD_MIN, PUBLIC_PASSWORD_TOO_SHORT),
    confirmPassword: confirmPasswordSchema,
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** `POST /api/user/verify-email` body: the link's token. */
export const verifyEmailSchema = z.object({ token: tokenSchema });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/** `PUT /api/admin/users/{id}/password` body (SPEC §5 Admin create-user form rules: at least 8, confirmed). */
export const adminSetPasswordSchema = z
  .object({
    password: passwordTextSchema('Password is required').min(ADMIN_PASSWORD_MIN, ADMIN_PASSWORD_TOO_SHORT),
    confirmPassword: confirmPasswordSchema,
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type AdminSetPasswordInput = z.input<typeof adminSetPasswordSchema>;

/** Delivery states of an outgoing message: waiting (or waiting for a retry), being handed over, sent, given up. */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What a message is about. */
export const MAIL_KINDS = ['password-reset', 'email-verification', 'notification-digest', 'mentorship-session'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const mailShape = {
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  to: z.string().describe('Recipient address'),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int().nonnegative().describe('Delivery attempts so far'),
  last_error: z.string().nullable().describe('Why the last attempt failed; null when none did'),
  created_at: z.string().describe('When it was queued (ISO-8601 UTC)'),
  sent_at: z.string().nullable().describe('When it was handed to the SMTP server or written to the outbox; null until then'),
};

/** One queued message in the admin Mail tab's list. */
export const mailSummarySchema = z.object(mailShape).meta({ id: 'MailSummary' });
export type MailSummary = z.infer<typeof mailSummarySchema>;

/** One message with its plain-text body (which holds the link). */
export const mailMessageSchema = z.object({ ...mailShape, text: z.string().describe('The plain-text body') }).meta({ id: 'MailMessage' });
export type MailMessage = z.infer<typeof mailMessageSchema>;
