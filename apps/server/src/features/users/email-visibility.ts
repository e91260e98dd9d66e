import { can, type Actor } from '@esdc/core/permissions';
import type { Project } from '@esdc/core/project';
import type { PublicUser } from '@esdc/core/user';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/*
 * Who reads a member's email address (SPEC §2 Community Members; core `can(…, 'user:read-email')`): the member and
 * admins, and other signed-in members only when the member shows it (`users.show_email`, migration 016); never
 * visitors. Every answer that carries another member's address goes through here.
 */

/** Who asks, for {@link emailFor}: the signed-in user (id, role, status), or null for a visitor. */
export type EmailViewer = Actor | null | undefined;

/**
 * A member's email address as `viewer` may read it (SPEC §2 Community Members; core `can(…, 'user:read-email')`): the
 * address for the member themself and admins, and for any active account when the member shows it; else null.
 * @param member the member's id and `show_email` (0/1 as stored, or a boolean)
 */
export function emailFor(viewer: EmailViewer, member: { id: number; email: string; show_email: number | boolean }): string | null {
  return can(viewer, 'user:read-email', { ownerId: member.id, showsEmail: member.show_email === 1 || member.show_email === true }) ? member.email : null;
}

/** The API's user with the email blanked ('') unless `viewer` may read it ({@link emailFor}). */
export function publicUserFor(viewer: EmailViewer, user: PublicUser): PublicUser {
  return { ...user, email: emailFor(viewer, user) ?? '' };
}

/**
 * Blanks ('') each project contributor's email that `viewer` may not read ({@link emailFor}), reading the
 * contributors' `show_email` in one query.
 */
export async function contributorEmailsFor<P extends Pick<Project, 'contributors'>>(db: Kysely<DB>, viewer: EmailViewer, projects: P[]): Promise<P[]> {
  const ids = [...new Set(projects.flatMap((p) => p.contributors.map((c) => c.id)))];
  if (ids.length === 0) return projects;
  const shown = viewer
    ? new Set((await db.selectFrom('users').select('id').where('id', 'in', ids).where('show_email', '=', 1).execute()).map((r) => r.id))
    : new Set<number>();
  return projects.map((p) => ({
    ...p,
    contributors: p.contributors.map((c) => ({ ...c, email: emailFor(viewer, { id: c.id, email: c.email, show_email: shown.has(c.id) }) ?? '' })),
  }));
}
