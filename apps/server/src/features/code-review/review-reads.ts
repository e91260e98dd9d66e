import { REVIEW_MESSAGES, REVIEW_TOPICS, type ReviewState, type ReviewTopic } from '@esdc/core/code-review';
import type { ReviewComment, ReviewCounts, ReviewListQuery, ReviewRequest, ReviewRequestSummary } from '@esdc/core/code-review-schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/db.ts';
import { notFound } from '../../lib/app-error.ts';
import { containsText } from '../../lib/like-pattern.ts';
import { projectPeople } from '../projects/public.ts';

/*
 * Code review reads (docs/requirements.md §2 Code review): the list with its counters, and a request's page with its
 * comment thread. Requests are public: anyone may read them; the writes are in ./review-service.ts.
 */

/** Longest comment thread a request's page returns (oldest first). */
const COMMENTS_MAX = 500;

/** The requests with their requester, reviewer and comment count (not yet filtered). */
function requests(db: Db) {
  return db
    .selectFrom('review_requests as r')
    .leftJoin('users as q', 'q.id', 'r.requester_id')
    .leftJoin('users as v', 'v.id', 'r.reviewer_id')
    .select((eb) => [
      'r.id',
      'r.title',
      'r.link',
      'r.state',
      'r.checklist',
      'r.project_id',
      'r.created_at',
      'r.updated_at',
      'r.description',
      'r.description_html',
      'r.claimed_at',
      'r.decided_at',
      'r.requester_id',
      'q.name as requester_name',
      'q.username as requester_username',
      'r.reviewer_id',
      'v.name as reviewer_name',
      'v.username as reviewer_username',
      eb
        .selectFrom('review_comments as c')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('c.request_id', '=', 'r.id')
        .as('comment_count'),
    ]);
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof requests>['executeTakeFirstOrThrow']>>;

const member = (id: number | null, name: string | null, username: string | null) =>
  id !== null && name !== null && username !== null ? { id, name, username } : null;

/** The stored checklist ('memory,timing') as topics in core order. */
function parseChecklist(stored: string): ReviewTopic[] {
  const chosen = stored.split(',');
  return REVIEW_TOPICS.filter((t) => chosen.includes(t));
}

async function toSummaries(db: Db, rows: readonly RequestRow[]): Promise<ReviewRequestSummary[]> {
  const projects = await projectPeople(
    db,
    rows.flatMap((r) => (r.project_id === null ? [] : [r.project_id])),
  );
  return rows.map((r) => {
    const project = r.project_id === null ? undefined : projects.get(r.project_id);
    return {
      id: r.id,
      title: r.title,
      link: r.link,
      state: r.state as ReviewState,
      checklist: parseChecklist(r.checklist),
      project: project ? { id: project.id, title: project.title } : null,
      requester: member(r.requester_id, r.requester_name, r.requester_username),
      reviewer: member(r.reviewer_id, r.reviewer_name, r.reviewer_username),
      comment_count: Number(r.comment_count ?? 0),
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
}

/**
 * The counters of /code-review (docs/requirements.md §2 Code review): how many requests are in each state, over the
 * whole club, in one query. 'pending' counts the claimed requests under review ('in_review').
 * @param db the database
 */
async function reviewCounts(db: Db): Promise<ReviewCounts> {
  const rows = await db
    .selectFrom('review_requests')
    .select((eb) => ['state', eb.fn.countAll<number>().as('n')])
    .groupBy('state')
    .execute();
  const n = (state: ReviewState) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  return { open: n('open'), pending: n('in_review'), approved: n('approved'), changes_requested: n('changes_requested') };
}

/**
 * A page of review requests, newest first (docs/requirements.md §2 Code review), with the club's counters.
 * @param db the database
 * @param query `q` (in titles and descriptions), `state`, `mine` ('any': requested or reviewed by the viewer; 'requested'; 'reviewed'; none signed
 *   out), paging
 * @param viewerId the signed-in reader, or null
 * @returns the page's requests, how many match, and the counters
 */
export async function listReviewRequests(
  db: Db,
  query: ReviewListQuery,
  viewerId: number | null,
): Promise<{ items: ReviewRequestSummary[]; total: number; counts: ReviewCounts }> {
  let base = db.selectFrom('review_requests as r');
  if (query.q) base = base.where(containsText(['r.title', 'r.description'], query.q));
  if (query.state) base = base.where('r.state', '=', query.state);
  if (query.mine) {
    if (viewerId === null) base = base.where(sql<boolean>`1 = 0`);
    else if (query.mine === 'requested') base = base.where('r.requester_id', '=', viewerId);
    else if (query.mine === 'reviewed') base = base.where('r.reviewer_id', '=', viewerId);
    else base = base.where((eb) => eb.or([eb('r.requester_id', '=', viewerId), eb('r.reviewer_id', '=', viewerId)]));
  }
  const [ids, count, counts] = await Promise.all([
    base.select('r.id').orderBy('r.id', 'desc').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    reviewCounts(db),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await requests(db)
          .where(
            'r.id',
            'in',
            ids.map((r) => r.id),
          )
          .orderBy('r.id', 'desc')
          .execute();
  return { items: await toSummaries(db, rows), total: Number(count.n), counts };
}

/**
 * A request's page: the summary, its description and its comments, oldest first.
 * @param db the database or a transaction
 * @param id the request's id
 * @throws AppError 404 'Review request not found'
 */
export async function getReviewRequest(db: Db, id: number): Promise<ReviewRequest> {
  const row = await requests(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  const [summary] = await toSummaries(db, [row]);
  const comments = await db
    .selectFrom('review_comments as c')
    .leftJoin('users as u', 'u.id', 'c.author_id')
    .select(['c.id', 'c.parent_id', 'c.body', 'c.body_html', 'c.created_at', 'c.author_id', 'u.name', 'u.username'])
    .where('c.request_id', '=', id)
    .orderBy('c.id')
    .limit(COMMENTS_MAX)
    .execute();
  return {
    ...summary!,
    description: row.description,
    description_html: row.description_html,
    claimed_at: row.claimed_at,
    decided_at: row.decided_at,
    comments: comments.map((c): ReviewComment => ({
      id: c.id,
      parent_id: c.parent_id,
      author: member(c.author_id, c.name, c.username),
      body: c.body,
      html: c.body_html,
      created_at: c.created_at,
    })),
  };
}
