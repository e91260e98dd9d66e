import { z } from 'zod';
import { INT32_MAX, queryWholeNumberSchema, textSchema } from './input.ts';
import { SEARCH_CATEGORIES, SEARCH_MAX_LIMIT, SEARCH_MESSAGES, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, SEARCH_RESULT_TYPES } from './search.ts';

/*
 * Site search validation and answer shapes (SPEC §2 Search), kept apart from ./search.ts so
 * that the header does not load zod.
 */

/** `GET /api/search` query: `q` (trimmed, at most 100 characters; blank answers no results), `category`, paging. */
export const searchRequestSchema = z.object({
  q: textSchema({ label: 'Search', max: SEARCH_QUERY_MAX, maxMessage: SEARCH_MESSAGES.queryTooLong }).default(''),
  category: z.enum(SEARCH_CATEGORIES, { error: SEARCH_MESSAGES.invalidCategory }).default('all'),
  limit: queryWholeNumberSchema({ message: 'Invalid limit', min: 1, max: SEARCH_MAX_LIMIT }).default(SEARCH_PAGE_SIZE),
  offset: queryWholeNumberSchema({ message: 'Invalid offset', min: 0, max: INT32_MAX }).default(0),
});
export type SearchQueryInput = z.input<typeof searchRequestSchema>;
export type SearchQuery = z.output<typeof searchRequestSchema>;

/** A result's snippet: plain text (no HTML) and the ranges of it that matched, as `[start, end)` UTF-16 offsets. */
export const searchSnippetSchema = z
  .object({
    text: z.string(),
    highlights: z.array(z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()])),
  })
  .meta({ id: 'SearchSnippet' });
export type SearchSnippet = z.infer<typeof searchSnippetSchema>;

/** One search result: what it is, where it lives in the app (`url`), a snippet, an image and a meta line. */
export const searchResultSchema = z
  .object({
    type: z.enum(SEARCH_RESULT_TYPES),
    id: z.number().int().positive(),
    title: z.string(),
    url: z
      .string()
      .describe(
        'App path of the item, e.g. /projects/3, /product/2, /blog/slug, /lms/4, /events/5, /users/username, /docs/slug, /resources?category=iot&q=title',
      ),
    snippet: searchSnippetSchema,
    image: z.string().nullable(),
    meta: z.string().nullable().describe("A short line under the title, e.g. 'Project · Robotics', 'Course · Beginner', an event's date"),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Results per category, for the tabs (`all` is the sum of the others). */
export const searchCountsSchema = z
  .object({
    all: z.number().int().nonnegative(),
    users: z.number().int().nonnegative(),
    products: z.number().int().nonnegative(),
    blogs: z.number().int().nonnegative(),
    projects: z.number().int().nonnegative(),
    courses: z.number().int().nonnegative(),
    events: z.number().int().nonnegative(),
    docs: z.number().int().nonnegative(),
    resources: z.number().int().nonnegative(),
    forum: z.number().int().nonnegative(),
  })
  .meta({ id: 'SearchCounts' });
export type SearchCounts = z.infer<typeof searchCountsSchema>;

/** `GET /api/search` answer `data`: the query as searched, the counts per tab, and the requested category's page. */
export const searchAnswerSchema = z
  .object({
    query: z.string(),
    category: z.enum(SEARCH_CATEGORIES),
    counts: searchCountsSchema,
    total: z.number().int().nonnegative().describe('Results in the requested category (counts[category])'),
    results: z.array(searchResultSchema),
  })
  .meta({ id: 'SearchAnswer' });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
