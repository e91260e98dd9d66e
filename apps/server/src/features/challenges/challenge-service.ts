import { CHALLENGE_MESSAGES, type ChallengeCategory, type ChallengeDifficulty, type ChallengeVisibility } from '@esdc/core/challenge';
import { CHALLENGE_EXCERPT_MAX, type Challenge, type ChallengeListItem, type ChallengeListQuery } from '@esdc/core/challenge-schemas';
import type { SelectQueryBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DB } from '../../db/schema.ts';
import { notFound, unauthorized } from '../../lib/app-error.ts';
import { markdownExcerptOffThread, renderMarkdownOffThread } from '../../lib/markdown-off-thread.ts';
import { containsText } from '../../lib/like-pattern.ts';
import type { Db } from '../../db/db.ts';

/*
 * Challenges as members see them (SPEC §2 Challenges; the contract: /api/docs):
 * signed-out visitors see 'public' challenges, signed-in members also 'members' ones; 'hidden' ones only
 * through the admin API. The expected answer's hash and salt never leave the server.
 */

/** Who is looking: the signed-in member's id, or null when signed out. */
export type Viewer = { id: number } | null;

/** Visibilities a viewer may see outside the admin API. */
function visibleTo(viewer: Viewer): ChallengeVisibility[] {
  return viewer ? ['public', 'members'] : ['public'];
}

/** The columns every read selects (never `answer_hash` / `answer_salt`). */
const CHALLENGE_COLUMNS = [
  'c.id',
  'c.title',
  'c.description',
  'c.category',
  'c.difficulty',
  'c.points',
  'c.hints',
  'c.visibility',
  'c.created_at',
  'c.updated_at',
] as const;

/** A challenge row as the reads select it: the columns above, its solve count and the viewer's solve. */
export interface ChallengeReadRow {
  id: number;
  title: string;
  description: string;
  category: ChallengeCategory;
  difficulty: ChallengeDifficulty;
  points: number;
  hints: string;
  visibility: ChallengeVisibility;
  created_at: string;
  updated_at: string;
  solve_count: number | string | bigint | null;
  solved_at: string | null;
}

/**
 * Selects challenges with their solve count and the viewer's solve (joined as `s`), from `challenges as c`.
 * @param viewerId the viewer's id (0 when signed out: no member has it)
 */
export function challengeReads(db: Db, viewerId: number) {
  return db
    .selectFrom('challenges as c')
    .leftJoin('challenge_solves as s', (join) => join.onRef('s.challenge_id', '=', 'c.id').on('s.user_id', '=', viewerId))
    .select(CHALLENGE_COLUMNS)
    .select('s.solved_at')
    .select((eb) =>
      eb
        .selectFrom('challenge_solves as cs')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('cs.challenge_id', '=', 'c.id')
        .as('solve_count'),
    );
}

/** Applies the text, category and difficulty filters shared by the member and admin lists. */
export function filterChallenges<O>(
  query: SelectQueryBuilder<DB & { c: DB['challenges']; s: DB['challenge_solves'] }, 'c' | 's', O>,
  filters: { q?: string; category?: ChallengeCategory; difficulty?: ChallengeDifficulty },
) {
  let q = query;
  if (filters.category) q = q.where('c.category', '=', filters.category);
  if (filters.difficulty) q = q.where('c.difficulty', '=', filters.difficulty);
  if (filters.q) {
    q = q.where(containsText(['c.title', 'c.description'], filters.q));
  }
  return q;
}

// Descriptions change rarely and are read often: keep what is derived from the most recent sources, keyed by the
// markdown itself (so an edit can never serve a stale one).
const DERIVED_CACHE_MAX = 256;
const htmlCache = new LRUCache<string, string>({ max: DERIVED_CACHE_MAX });
const excerptCache = new LRUCache<string, string>({ max: DERIVED_CACHE_MAX });

/**
 * The sanitised HTML of a description (rendered off the event loop: lib/markdown-off-thread.ts), from a small cache.
 * @param markdown the description
 */
async function descriptionHtml(markdown: string): Promise<string> {
  let html = htmlCache.get(markdown);
  if (html === undefined) {
    html = await renderMarkdownOffThread(markdown);
    htmlCache.set(markdown, html);
  }
  return html;
}

/**
 * The plain-text excerpt of a description for the cards of the lists (lib/markdown-excerpt.ts, at most
 * CHALLENGE_EXCERPT_MAX characters and an ellipsis), from a small cache.
 * @param markdown the description
 */
export async function descriptionExcerpt(markdown: string): Promise<string> {
  let excerpt = excerptCache.get(markdown);
  if (excerpt === undefined) {
    excerpt = await markdownExcerptOffThread(markdown, CHALLENGE_EXCERPT_MAX);
    excerptCache.set(markdown, excerpt);
  }
  return excerpt;
}

/** Parses the stored hints (a JSON array of strings); anything else reads as no hints. */
function parseHints(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}

/** Maps a read row to the wire shape {@link Challenge}. */
export async function toChallenge(row: ChallengeReadRow): Promise<Challenge> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    description_html: await descriptionHtml(row.description),
    category: row.category,
    difficulty: row.difficulty,
    points: row.points,
    hints: parseHints(row.hints),
    visibility: row.visibility,
    solve_count: Number(row.solve_count ?? 0),
    solved: row.solved_at !== null,
    solved_at: row.solved_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Maps a read row to an item of the lists: the challenge and its excerpt ({@link ChallengeListItem}). */
async function toChallengeListItem(row: ChallengeReadRow): Promise<ChallengeListItem> {
  return { ...(await toChallenge(row)), excerpt: await descriptionExcerpt(row.description) };
}

/**
 * A page of the challenges the viewer may see (`GET /api/challenges`), with solved marks. Ordered by points,
 * then id; with `status: 'solved'`, by when the viewer solved them, newest first.
 * @param viewer the signed-in member, or null
 * @returns the page, the total matching, and how many of all visible challenges the viewer solved
 */
export async function listChallenges(
  db: Db,
  viewer: Viewer,
  query: ChallengeListQuery,
): Promise<{ items: ChallengeListItem[]; total: number; solved: number }> {
  const visible = visibleTo(viewer);
  const viewerId = viewer?.id ?? 0;
  if (!viewer && query.status === 'solved') return { items: [], total: 0, solved: 0 };
  let base = filterChallenges(challengeReads(db, viewerId).where('c.visibility', 'in', visible), query);
  if (query.status === 'solved') base = base.where('s.user_id', 'is not', null);
  if (query.status === 'unsolved') base = base.where('s.user_id', 'is', null);
  const ordered = query.status === 'solved' ? base.orderBy('s.solved_at', 'desc').orderBy('c.id', 'desc') : base.orderBy('c.points').orderBy('c.id');
  const [rows, count, solved] = await Promise.all([
    ordered.limit(query.limit).offset(query.offset).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    viewer
      ? db
          .selectFrom('challenge_solves as s')
          .innerJoin('challenges as c', 'c.id', 's.challenge_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('s.user_id', '=', viewer.id)
          .where('c.visibility', 'in', visible)
          .executeTakeFirstOrThrow()
      : Promise.resolve({ n: 0 }),
  ]);
  return { items: await Promise.all(rows.map(toChallengeListItem)), total: Number(count.n), solved: Number(solved.n) };
}

/**
 * One challenge as the viewer may see it (`GET /api/challenges/{id}`).
 * @throws AppError 404 'Challenge not found' when missing or hidden; 401 'Please sign in to view this
 *   challenge' when it is for members and the viewer is signed out
 */
export async function getChallenge(db: Db, id: number, viewer: Viewer): Promise<Challenge> {
  const row = await challengeReads(db, viewer?.id ?? 0)
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row || row.visibility === 'hidden') throw notFound(CHALLENGE_MESSAGES.notFound);
  if (row.visibility === 'members' && !viewer) throw unauthorized('Please sign in to view this challenge');
  return toChallenge(row);
}
