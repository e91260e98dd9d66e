import type { Actor } from './permissions.ts';

/*
 * The forum's texts, constants and pure rules, shared by the server and the pages (docs/requirements.md §2 Forum,
 * §3 Forum thread and post, §5 Forum). Zod-free; the requests and answers live in ./forum-schemas.ts.
 */

/** The categories a fresh install has, in order; Help is a Q&A category (admins add, rename, reorder, archive). */
export const FORUM_DEFAULT_CATEGORIES = [
  { name: 'General', description: 'Club news, introductions and anything else', qa: false },
  { name: 'Hardware', description: 'Boards, circuits, sensors, soldering and parts', qa: false },
  { name: 'Software', description: 'Firmware, RTOS, toolchains and code', qa: false },
  { name: 'Projects', description: 'Show what you are building and ask for feedback', qa: false },
  { name: 'Help', description: 'Ask a question; the asker marks the reply that solved it', qa: true },
] as const;

/** Thread title length, in characters. */
export const FORUM_TITLE_MIN = 5;
export const FORUM_TITLE_MAX = 150;
/** Longest post body (markdown), in characters. */
export const FORUM_BODY_MAX = 20_000;
/** Longest report reason, in characters. */
export const FORUM_REPORT_REASON_MAX = 500;
/** Longest category name and description, in characters. */
export const FORUM_CATEGORY_NAME_MAX = 40;
export const FORUM_CATEGORY_DESCRIPTION_MAX = 200;

/** Threads per page of a category, and replies per page of a thread; the largest page either list serves. */
export const FORUM_THREAD_PAGE_SIZE = 20;
export const FORUM_POST_PAGE_SIZE = 20;
export const FORUM_PAGE_MAX = 50;

/** Threads and replies one member may post per minute, together; beyond it 429 'Too many posts, slow down'. */
export const FORUM_POSTS_PER_MINUTE = 6;

/** Orders of a category's thread list: latest activity, most liked, and unanswered (no replies) first. */
export const FORUM_SORTS = ['latest', 'top', 'unanswered'] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];

/** What a thread may be about: a page of another area, which then lists its discussions. */
export const FORUM_LINK_KINDS = ['project', 'course', 'challenge', 'event', 'team'] as const;
export type ForumLinkKind = (typeof FORUM_LINK_KINDS)[number];

/** Messages of the forum (SPEC §5 Forum, §8). */
export const FORUM_MESSAGES = {
  categoryNotFound: 'Category not found',
  categoryArchived: 'This category is archived',
  categoryNameTaken: 'A category with this name already exists',
  threadNotFound: 'Thread not found',
  postNotFound: 'Post not found',
  locked: 'This thread is locked',
  notActive: 'Only active members may post',
  notYourPost: 'You can only edit your own posts',
  mayNotDelete: 'You can only delete your own posts',
  openingPostDelete: 'Delete the thread to delete its opening post',
  notQa: 'Answers can only be marked in Q&A categories',
  mayNotAccept: 'Only the asker or a moderator can mark the answer',
  openingPostAnswer: 'The question itself cannot be its answer',
  hiddenAnswer: 'A hidden reply cannot be the answer',
  alreadyReported: 'You have already reported this post',
  ownPostReport: 'You cannot report your own post',
  ownPostLike: 'You cannot like your own post',
  mergeIntoItself: 'A thread cannot be merged into itself',
  linkNotFound: 'The linked page was not found',
  rateLimited: 'Too many posts, slow down',
  threadCreated: 'Discussion started',
  replyPosted: 'Reply posted',
  postUpdated: 'Post updated',
  postDeleted: 'Post deleted',
  reported: 'Report sent',
  answerMarked: 'Marked as the answer',
  subscribed: 'You will be notified of new replies',
  unsubscribed: 'You will no longer be notified of new replies',
} as const;

/** The page of a thread. */
export function forumThreadPath(threadId: number): string {
  return `/forum/t/${threadId}`;
}

/** The page of a category. */
export function forumCategoryPath(categoryId: number): string {
  return `/forum/${categoryId}`;
}

/**
 * Who may mark a reply as a Q&A thread's answer (or clear it): the thread's asker, or a moderator or admin
 * (SPEC §5 Forum). The category being Q&A and the reply being visible are checked by the server.
 * @param actor the signed-in account, or null
 * @param askerId the thread's author (null once they deleted their account)
 */
export function mayMarkAnswer(actor: Actor | null | undefined, askerId: number | null): boolean {
  if (!actor || actor.status !== 'active') return false;
  return actor.role === 'admin' || actor.role === 'moderator' || (askerId !== null && askerId === actor.id);
}
