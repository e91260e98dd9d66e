import { FORUM_MESSAGES, type ForumLinkKind } from '@esdc/core/forum';
import type { ForumLink } from '@esdc/core/forum-schemas';
import { paths } from '@esdc/core/routes';
import { teamPath } from '@esdc/core/team';
import { sql } from 'kysely';
import type { Db } from '../../db/db.ts';
import { notFound } from '../../lib/app-error.ts';
import { visibleCourseRows } from '../courses/public.ts';
import { visibleEventRows } from '../events/public.ts';
import { teamPeople } from '../teams/public.ts';
import type { Viewer } from './forum-rows.ts';

/*
 * The page of another area a thread is about (docs/requirements.md §2 Forum 'New Discussion'): a project, course,
 * challenge, event or team. Courses and events are judged by their features' public visibility rules; projects (all
 * public) and challenges (not 'hidden', admins see all) by a small query of their tables here, as neither feature's
 * public.ts offers a visibility rule; teams (all public) are named by the teams feature's public.ts.
 */

const TABLES = { project: 'projects', course: 'courses', challenge: 'challenges', event: 'events', team: 'teams' } as const;

/** The in-app path of a linked page. */
function linkPath(kind: ForumLinkKind, id: number): string {
  if (kind === 'project') return paths.project(id);
  if (kind === 'course') return `/courses/${id}`;
  if (kind === 'challenge') return paths.challenge(id);
  if (kind === 'team') return teamPath(id);
  return paths.event(id);
}

/** The condition under which a viewer sees a row of the kind's table. */
function visibleRows(kind: ForumLinkKind, viewer: Viewer) {
  if (kind === 'course') return visibleCourseRows(viewer);
  if (kind === 'event') return visibleEventRows(viewer);
  if (kind === 'challenge') {
    return viewer && viewer.status === 'active' && viewer.role === 'admin' ? sql<boolean>`1 = 1` : sql<boolean>`challenges.visibility <> 'hidden'`;
  }
  return sql<boolean>`1 = 1`;
}

/**
 * The titles of linked pages of one kind that a viewer may see.
 * @returns id → title
 */
async function titles(db: Db, kind: ForumLinkKind, ids: readonly number[], viewer: Viewer): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  if (kind === 'team') return new Map([...(await teamPeople(db, ids))].map(([id, team]) => [id, team.name]));
  const table = TABLES[kind];
  const rows = await sql<{
    id: number;
    title: string;
  }>`select id, title from ${sql.table(table)} where id in (${sql.join([...ids])}) and ${visibleRows(kind, viewer)}`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.id), r.title]));
}

/**
 * Checks that the page a new thread is about exists and that its author may see it.
 * @returns the link as stored (`link_kind`, `link_id`), nulls when there is none
 * @throws AppError 404 'The linked page was not found'
 */
export async function assertLinkVisible(
  db: Db,
  link: { kind: ForumLinkKind; id: number } | null | undefined,
  viewer: Viewer,
): Promise<{ link_kind: ForumLinkKind | null; link_id: number | null }> {
  if (!link) return { link_kind: null, link_id: null };
  const found = await titles(db, link.kind, [link.id], viewer);
  if (!found.has(link.id)) throw notFound(FORUM_MESSAGES.linkNotFound);
  return { link_kind: link.kind, link_id: link.id };
}

/**
 * The links of several threads as the viewer sees them (a page gone or no longer visible reads as none).
 * @param rows the threads' stored `link_kind` and `link_id`
 * @returns `kind:id` → link
 */
export async function loadLinks(
  db: Db,
  rows: readonly { link_kind: string | null; link_id: number | null }[],
  viewer: Viewer,
): Promise<Map<string, ForumLink>> {
  const out = new Map<string, ForumLink>();
  for (const kind of Object.keys(TABLES) as ForumLinkKind[]) {
    const ids = [...new Set(rows.filter((r) => r.link_kind === kind && r.link_id !== null).map((r) => r.link_id!))];
    const found = await titles(db, kind, ids, viewer);
    for (const [id, title] of found) out.set(`${kind}:${id}`, { kind, id, title, path: linkPath(kind, id) });
  }
  return out;
}
