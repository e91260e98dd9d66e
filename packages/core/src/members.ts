import { z } from 'zod';
import { PUBLIC_PASSWORD_MIN, PUBLIC_PASSWORD_TOO_SHORT } from './constants.ts';
import { projectSchema } from './project-schemas.ts';
import { confirmPasswordSchema, passwordTextSchema, USER_ROLES } from './user.ts';

/*
 * The Members API (SPEC §2 Community Members, Rich profile page; its contract is the OpenAPI document at /api/docs).
 */

/** Sort orders of the member directory (SPEC §2 Community Members: name, points, challenges, recent). */
export const MEMBER_SORTS = ['name', 'points', 'challenges', 'recent'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/**
 * A member in the directory (SPEC §2 Community Members): an active member's public fields. `email` is sent only to
 * the member themself, to admins, and to signed-in members when the member shows it (the key is absent otherwise); the status, the password hash and the suspension
 * reason never are.
 */
export const memberSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    role: z.enum(USER_ROLES),
    avatar_url: z.string().nullable().describe('Picture URL; null when not given (the web draws initials)'),
    github_username: z.string().nullable(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    company: z.string().nullable(),
    points: z.number().int().nonnegative(),
    completed_challenges: z.number().int().nonnegative(),
    joined_date: z.string().describe('When the account was created (ISO-8601 UTC)'),
    email: z
      .string()
      .optional()
      .describe('Only for the member themself and admins, and for signed-in members when the member shows it (`show_email`); absent otherwise'),
  })
  .meta({ id: 'MemberSummary' });
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/**
 * A member's statistics. `rank` is their place on the all-time leaderboard (core leaderboard.ts: most points
 * first, ties to who reached the score first), null when they have no points or are not active ('Unranked').
 */
export const memberStatsSchema = z
  .object({
    points: z.number().int().nonnegative(),
    completed_challenges: z.number().int().nonnegative(),
    rank: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe(
        "Place on the all-time leaderboard (most points first, ties to who reached the score first); null ('Unranked') without points or when not active",
      ),
    total_members: z
      .number()
      .int()
      .nonnegative()
      .describe("Members on the all-time leaderboard (active, more than 0 points): the N of '#n of N', the board's total"),
    projects: z.number().int().nonnegative().describe('Projects the member owns or contributes to'),
    likes_received: z.number().int().nonnegative().describe("Likes on the member's own projects"),
    likes_given: z.number().int().nonnegative(),
    total_events_attended: z.number().int().nonnegative().describe('Events the member was checked in at (SPEC §3 User stats)'),
    total_courses_completed: z.number().int().nonnegative().describe('Courses the member completed: the certificates they hold (SPEC §3 User stats)'),
  })
  .meta({ id: 'MemberStats' });
export type MemberStats = z.infer<typeof memberStatsSchema>;

/** A member's public profile: summary, website, statistics and their newest 12 projects (owned or contributed). */
export const memberProfileSchema = memberSummarySchema
  .extend({
    blog: z.string().nullable().describe('Website URL; null when not given'),
    github_verified: z.boolean().describe("Whether `github_username` is the login of a GitHub account the member linked (proved by GitHub's sign-in)"),
    stats: memberStatsSchema,
    projects: z
      .array(projectSchema)
      .describe("The member's newest 12 projects, owned or contributed, newest first; contributors' emails are blank for viewers who are not signed in"),
  })
  .meta({ id: 'MemberProfile' });
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** Community statistics of the directory (SPEC §2 Community Members statistics), over active members. */
export const communityStatsSchema = z
  .object({
    total_members: z.number().int().nonnegative().describe('Active members'),
    total_points: z.number().int().nonnegative().describe("Sum of active members' points"),
    challenges_solved: z.number().int().nonnegative().describe("Sum of active members' solved challenges"),
    admins: z.number().int().nonnegative().describe('Active admins'),
  })
  .meta({ id: 'CommunityStats' });
export type CommunityStats = z.infer<typeof communityStatsSchema>;

/** How many of a member's projects their profile shows. */
export const PROFILE_PROJECTS_LIMIT = 12;

/**
 * `PUT /api/users/{id}/password` body: the current password, and the new one twice (SPEC §5 Register form
 * rules: at least 6, 'Password must be at least 6 characters long'; 'Passwords do not match').
 */
export const passwordChangeSchema = z
  .object({
    current_password: passwordTextSchema('Current password is required'),
    new_password: passwordTextSchema('Password is required').min(PUBLIC_PASSWORD_MIN, PUBLIC_PASSWORD_TOO_SHORT),
    confirm_password: confirmPasswordSchema,
  })
  .refine((v) => v.new_password === v.confirm_password, { message: 'Passwords do not match', path: ['confirm_password'] });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
