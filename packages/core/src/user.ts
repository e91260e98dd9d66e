import { z } from 'zod';
import { ADMIN_PASSWORD_MIN, PUBLIC_PASSWORD_MIN, USERNAME_MIN } from './constants.ts';
import { emailSchema } from './email.ts';

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
export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, { message: 'Username is required', abort: true })
  .min(USERNAME_MIN, 'Username must be at least 3 characters long')
  .max(32, 'Username must be at most 32 characters long')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores');

/** Display name: required, at least 3 characters (SPEC §9 name minimum). */
export const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { message: 'Name is required', abort: true })
  .min(USERNAME_MIN, 'Name must be at least 3 characters long')
  .max(80, 'Name must be at most 80 characters long');

/** Optional code-host username; empty input becomes null. */
export const githubUsernameSchema = z
  .string()
  .trim()
  .max(39, 'GitHub username must be at most 39 characters long')
  .regex(/^[A-Za-z0-9-]*$/, 'GitHub username may only contain letters, numbers and dashes')
  .nullable()
  .transform((v) => (v ? v : null))
  .optional();

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
    password: z
      .string({ error: 'Password is required' })
      .min(1, { message: 'Password is required', abort: true })
      .min(PUBLIC_PASSWORD_MIN, 'Password must be at least 6 characters long')
      .max(256, 'Password is too long'),
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type RegisterInput = z.input<typeof registerSchema>;

/** Login form and `POST /api/user/login` body (SPEC §5 Login: email and password required). */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, 'Password is too long'),
});
export type LoginInput = z.input<typeof loginSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters long`)
    .nullable()
    .transform((v) => (v ? v : null))
    .optional();

const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} is too long`)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), `${label} must be a valid URL`)
    .nullable()
    .transform((v) => (v ? v : null))
    .optional();

/** `PUT /api/users/{id}` body: the member's own profile fields (SPEC §3 User). */
export const profileUpdateSchema = z.object({
  name: nameSchema.optional(),
  bio: optionalText(500, 'Bio'),
  location: optionalText(100, 'Location'),
  company: optionalText(100, 'Company'),
  blog: optionalUrl('Website'),
  avatar_url: optionalUrl('Avatar URL'),
  github_username: githubUsernameSchema,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** Admin create-user form rules (SPEC §5 Admin create-user form): password at least 8. */
export const adminPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { message: 'Password is required', abort: true })
  .min(ADMIN_PASSWORD_MIN, 'Password must be at least 8 characters long!');

/** A user as the API returns it (SPEC §3 User), never with the password hash. */
export interface PublicUser {
  id: number;
  name: string;
  username: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  github_username: string | null;
  avatar_url: string | null;
  bio: string | null;
  location: string | null;
  company: string | null;
  blog: string | null;
  points: number;
  completed_challenges: number;
  joined_date: string;
  last_active: string | null;
  updated_at: string;
}

/** The contributor-search result (SPEC §3 Contributor search result). */
export interface UserSearchResult {
  id: number;
  name: string;
  email: string;
}
