import { z } from 'zod';
import { PASSWORD_MAX, PUBLIC_PASSWORD_MIN, PUBLIC_PASSWORD_TOO_SHORT } from './constants.ts';
import type { Project } from './project.ts';
import { passwordTextSchema, type UserRole } from './user.ts';

/*
 * The Members API (SPEC §2 Community Members, Rich profile page; docs/api/members-and-admin.md).
 */

/** Sort orders of the member directory (SPEC §2 Community Members: name, points, challenges, recent). */
export const MEMBER_SORTS = ['name', 'points', 'challenges', 'recent'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** A member in the directory; `email` only for signed-in viewers. */
export interface MemberSummary {
  id: number;
  name: string;
  username: string;
  role: UserRole;
  avatar_url: string | null;
  github_username: string | null;
  bio: string | null;
  location: string | null;
  company: string | null;
  points: number;
  completed_challenges: number;
  joined_date: string;
  email?: string;
}

/**
 * A member's statistics. `rank` is their place on the all-time leaderboard (core leaderboard.ts: most points
 * first, ties to who reached the score first), null when they have no points or are not active ('Unranked').
 */
export interface MemberStats {
  points: number;
  completed_challenges: number;
  rank: number | null;
  /** Members on the all-time leaderboard (active, more than 0 points): the N of '#n of N', as the board's total. */
  total_members: number;
  projects: number;
  likes_received: number;
  likes_given: number;
}

/** A member's public profile: summary, website, statistics and their newest 12 projects (owned or contributed). */
export interface MemberProfile extends MemberSummary {
  blog: string | null;
  stats: MemberStats;
  projects: Project[];
}

/** Community statistics of the directory (SPEC §2 Community Members statistics), over active members. */
export interface CommunityStats {
  total_members: number;
  total_points: number;
  challenges_solved: number;
  admins: number;
}

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
    confirm_password: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password')
      .max(PASSWORD_MAX, 'Password is too long'),
  })
  .refine((v) => v.new_password === v.confirm_password, { message: 'Passwords do not match', path: ['confirm_password'] });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
