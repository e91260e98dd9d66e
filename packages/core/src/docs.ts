/*
 * Documentation articles (SPEC §2 Documentation): the four sidebar groups and the bounds of an
 * article. The zod schemas are in ./doc-schemas.ts, so pages that only show articles do not load zod.
 */
export type { DocArticle, DocCreate, DocListQuery, DocSummary, DocUpdate } from './doc-schemas.ts';

/** The sidebar groups in their order (SPEC §2 Documentation); 'Getting Started' is open by default. */
export const DOC_GROUPS = ['Getting Started', 'Hardware', 'Software', 'Projects'] as const;
export type DocGroup = (typeof DOC_GROUPS)[number];

/** Longest slug, in characters. */
export const DOC_SLUG_MAX = 60;
/** A slug: lower-case letters and digits in words joined by single hyphens ('quick-start'); linear-time pattern. */
export const DOC_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Title bounds, in characters. */
export const DOC_TITLE_MIN = 3;
export const DOC_TITLE_MAX = 120;
/** Longest markdown source, in characters (the request body limit is 128 KiB). */
export const DOC_CONTENT_MAX = 60_000;
/** Largest position within a group. */
export const DOC_POSITION_MAX = 1000;

/** Messages of the documentation API. */
export const DOC_MESSAGES = {
  notFound: 'Article not found',
  slugTaken: 'An article with this slug already exists',
  editNotAllowed: 'Only admins may edit the documentation',
  created: 'Article created',
  updated: 'Article saved',
  deleted: 'Article deleted',
} as const;
