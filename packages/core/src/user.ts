import { z } from 'zod';
import {
  ADMIN_PASSWORD_MIN,
  ADMIN_PASSWORD_TOO_SHORT,
  NAME_MAX,
  PASSWORD_MAX,
  PUBLIC_PASSWORD_MIN,
  PUBLIC_PASSWORD_TOO_SHORT,
  USERNAME_MAX,
  USERNAME_MIN,
} from './constants.ts';
import { EMAIL_MAX, emailSchema } from './email.ts';
import { hasControlCharacters, optionalTextSchema, optionalUrlSchema, textSchema } from './input.ts';

/** User roles (SPEC §4 User roles). */
export const USER_ROLES = ['admin', 'user', 'moderator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** User statuses (SPEC §4 User statuses). */
export const USER_STATUSES = ['active', 'inactive', 'suspended', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Role field: 'Invalid user role' (SPEC §5 User). */
export const userRoleSchema = z.enum(USER_ROLES, { error: 'Invalid user role' });
/** Status field: 'Invalid user status' (SPEC §5 User). */
export const userStatusSchema = z.enum(USER_STATUSES, { error: 'Invalid user status' });

/** Username: at least 3 characters (SPEC §5 User), URL-safe so profiles can live at /users/{username}. */
export const usernameSchema = textSchema({
  label: 'Username',
  max: USERNAME_MAX,
  min: USERNAME_MIN,
  requiredMessage: 'Username is required',
}).regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores');

/** Display name: required, at least 3 visible characters (SPEC §9 name minimum), canonical (no invisible-only names). */
export const nameSchema = textSchema({ label: 'Name', max: NAME_MAX, min: USERNAME_MIN, requiredMessage: 'Name is required', singleLine: true });

/** Optional code-host username; empty input becomes null. */
export const githubUsernameSchema = textSchema({ label: 'GitHub username', max: 39 })
  .regex(/^[A-Za-z0-9-]*$/, 'GitHub username may only contain letters, numbers and dashes')
  .nullable()
  .transform((v) => (v ? v : null))
  .optional();

/**
 * A password as typed (SPEC §5): never altered (no trimming or normalising), at most 256 characters; refused when it holds
 * a control character such as NUL.
 */
export const passwordTextSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { message: requiredMessage, abort: true })
    .refine((v) => !hasControlCharacters(v), { message: 'Password contains invalid characters', abort: true })
    .max(PASSWORD_MAX, 'Password is too long');

/** The password typed again (SPEC §5 Register form): required ('Please confirm your password'); the form compares it. */
export const confirmPasswordSchema = z
  .string({ error: 'Please confirm your password' })
  .min(1, 'Please confirm your password')
  .max(PASSWORD_MAX, 'Password is too long');

/**
 * Public registration form and `POST /api/user/register` body (SPEC §2 Register, §5 Register form, §7).
 * Passwords must match ('Passwords do not match') and be at least 6 characters.
 */
export const registerSchema = z
  .object({
    name: nameSchema,
    username: usernameSchema,
    email: emailSchema,
    github_username: githubUsernameSchema.default(null),
    password: passwordTextSchema('Password is required').min(PUBLIC_PASSWORD_MIN, PUBLIC_PASSWORD_TOO_SHORT),
    confirmPassword: confirmPasswordSchema,
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type RegisterInput = z.input<typeof registerSchema>;

/** Login form and `POST /api/user/login` body (SPEC §5 Login: email and password required). */
export const loginSchema = z.object({
  email: textSchema({ label: 'Email', max: EMAIL_MAX, requiredMessage: 'Email cannot be empty' }).toLowerCase(),
  password: passwordTextSchema('Password is required'),
});
export type LoginInput = z.input<typeof loginSchema>;

/** `PUT /api/users/{id}` body: the member's own profile fields (SPEC §3 User). */
export const profileUpdateSchema = z.object({
  name: nameSchema.optional(),
  bio: optionalTextSchema({ label: 'Bio', max: 500 }),
  location: optionalTextSchema({ label: 'Location', max: 100 }),
  company: optionalTextSchema({ label: 'Company', max: 100 }),
  blog: optionalUrlSchema('Website'),
  /** An https URL, or the variant URL of an image the member uploaded. */
  avatar_url: optionalUrlSchema('Avatar URL', { uploaded: true }),
  github_username: githubUsernameSchema,
  /** Show my email address to other signed-in members (SPEC §2 Community Members; default no: only admins see it). */
  show_email: z.boolean({ error: 'Show email must be true or false' }).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** Admin create-user form rules (SPEC §5 Admin create-user form): password at least 8. */
export const adminPasswordSchema = passwordTextSchema('Password is required').min(ADMIN_PASSWORD_MIN, ADMIN_PASSWORD_TOO_SHORT);

/** An ISO-8601 UTC timestamp as the API sends it ('2026-03-01T12:00:00.000Z'). */
const timestamp = (what: string) => z.string().describe(`${what} (ISO-8601 UTC)`);

/**
 * A user as the API returns it (SPEC §3 User): the member's own profile, one member, a signed-in answer's user.
 * Only the fields named here leave the server (Fastify serialises from the schema and drops the rest), so the
 * password hash, the suspension reason and session data never do.
 */
export const publicUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    email: z.string().describe('An empty string when the member hides it from this viewer (only they and admins see it, unless `show_email`)'),
    show_email: z.boolean().describe('Whether the member shows their email address to other signed-in members'),
    role: z.enum(USER_ROLES),
    status: z.enum(USER_STATUSES),
    github_username: z.string().nullable().describe('Code-host username; null when not given'),
    avatar_url: z.string().nullable().describe('Picture URL; null when not given (the web draws initials)'),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    company: z.string().nullable(),
    blog: z.string().nullable().describe('Website URL; null when not given'),
    points: z.number().int().nonnegative(),
    completed_challenges: z.number().int().nonnegative(),
    joined_date: timestamp('When the account was created'),
    last_active: z.string().nullable().describe('Last sign-in (ISO-8601 UTC); null before the first one'),
    updated_at: timestamp('Last change of the account'),
    email_verified_at: z
      .string()
      .nullable()
      .describe('When the member confirmed their email address through the link sent to it (ISO-8601 UTC); null while unverified'),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * The contributor-search result (SPEC §3 Contributor search result): an active member's id, name and email. Other
 * members find a member who hides their email only by typing that address in full; admins find everyone.
 */
export const userSearchResultSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).meta({ id: 'UserSearchResult' });
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

/**
 * The answer to register and login (SPEC §3 Session data, §7): the session token the client sends as
 * `Authorization: Bearer …`, and the signed-in user (never their password hash).
 */
export const authAnswerSchema = z
  .object({
    token: z.string().describe('Session JWT (claims: sub = email, uid, username, role, name, sid, exp); revocable server-side'),
    user: publicUserSchema,
  })
  .meta({ id: 'AuthAnswer' });
export type AuthAnswer = z.infer<typeof authAnswerSchema>;
