/*
 * Blog (SPEC §2 Blog, §3 Blog post): categories, statuses, limits, messages and the pure rules
 * (read time, slugs). Zod-free so display code stays small; validation and the answer shapes live in
 * ./blog-schemas.ts.
 */

/** Post categories (SPEC §2 Blog "category filter all/Tutorial/News/Project/Event"). */
export const BLOG_CATEGORIES = ['Tutorial', 'News', 'Project', 'Event'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** A post is a draft (seen by its author and the editors only) until it is published. */
export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** Title, excerpt and content lengths, in characters. */
export const BLOG_TITLE_MIN = 5;
export const BLOG_TITLE_MAX = 150;
export const BLOG_EXCERPT_MAX = 300;
export const BLOG_CONTENT_MIN = 20;
export const BLOG_CONTENT_MAX = 60_000;
/** At most this many tags on one post, each at most {@link BLOG_TAG_MAX} characters. */
export const BLOG_TAGS_MAX = 8;
export const BLOG_TAG_MAX = 30;
/** Longest slug, in characters. */
export const BLOG_SLUG_MAX = 80;
/** Words a reader reads in a minute, for the read time (SPEC §2 Blog "read time in min"). */
export const BLOG_WORDS_PER_MINUTE = 200;
/** Posts per page of `/blog`. */
export const BLOG_PAGE_SIZE = 9;

/** Messages of the blog rules, shown verbatim by the web app. */
export const BLOG_MESSAGES = {
  notFound: 'Post not found',
  titleRequired: 'Post title is required',
  titleShort: `Title must be at least ${BLOG_TITLE_MIN} characters long`,
  contentRequired: 'Post content is required',
  contentShort: `Content must be at least ${BLOG_CONTENT_MIN} characters long`,
  invalidCategory: 'Invalid post category',
  invalidStatus: 'Invalid post status',
  writeNotAllowed: 'Only admins, moderators and writers may write posts',
  editNotAllowed: 'Only the author, a moderator or an admin may edit this post',
  deleteNotAllowed: 'Only the author, a moderator or an admin may delete this post',
  likeNotAllowed: 'Only active members can like posts',
  writerAdded: 'Writer added',
  writerRemoved: 'Writer removed',
  notAWriter: 'This member is not a writer',
  created: 'Post created',
  updated: 'Post updated',
  published: 'Post published',
  unpublished: 'Post moved back to drafts',
  deleted: 'Post deleted',
  /** SPEC §2 Blog empty state. */
  noPosts: 'No posts found matching your criteria.',
  /** SPEC §2 Blog loading state. */
  loading: 'Loading posts...',
} as const;

/**
 * The read time of a post (SPEC §2 Blog "read time in min"): its words over {@link BLOG_WORDS_PER_MINUTE}, rounded up,
 * at least 1 minute. Words are runs of letters or digits in the markdown (code counts too: it is read).
 * @param markdown the post's markdown source
 * @returns whole minutes, ≥ 1
 */
export function readTimeMinutes(markdown: string): number {
  const words = markdown.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / BLOG_WORDS_PER_MINUTE));
}

/**
 * The slug of a title (SPEC §3 Blog post slug): lower-case ASCII letters and digits joined by single hyphens, accents
 * folded ("Café" → "cafe"), at most {@link BLOG_SLUG_MAX} characters, cut at a hyphen; 'post' when nothing is left.
 * @param title the post's title
 * @returns the slug (the server adds `-2`, `-3`, … when it is taken)
 */
export function slugify(title: string): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  let slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length > BLOG_SLUG_MAX) {
    slug = slug.slice(0, BLOG_SLUG_MAX);
    const cut = slug.lastIndexOf('-');
    if (cut > BLOG_SLUG_MAX / 2) slug = slug.slice(0, cut);
    slug = slug.replace(/-+$/g, '');
  }
  return slug || 'post';
}

/** A slug as paths carry it: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/*
 * The shapes the blog routes answer are zod schemas in ./blog-schemas.ts; their types are re-exported here for
 * display code.
 */
export type { BlogAccess, BlogAuthor, BlogLikeResult, BlogPost, BlogPostSummary, BlogViewCount, BlogWriter } from './blog-schemas.ts';
