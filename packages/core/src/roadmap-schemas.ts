import { z } from 'zod';
import { listEnvelope } from './api.ts';
import { pageQueryShape, textSchema } from './input.ts';

/*
 * Roadmap (SPEC §2 Static pages): the entries members post, newest first. What the routes take and answer; the same
 * create schema drives the web form. (Scaffolded by `npm run new:feature`: rename the entry to the area's own terms.)
 */

/** Longest entry title, in characters. */
export const ROADMAP_TITLE_MAX = 120;
/** Longest entry body, in characters. */
export const ROADMAP_BODY_MAX = 5000;
/** Entries per page of the list. */
export const ROADMAP_PAGE_SIZE = 20;

/** Messages of the Roadmap API. */
export const ROADMAP_MESSAGES = {
  created: 'Entry posted',
  postNotAllowed: 'Only active members may post entries',
} as const;

/** Who posted an entry. */
export const roadmapAuthorSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() }).meta({ id: 'RoadmapAuthor' });
export type RoadmapAuthor = z.infer<typeof roadmapAuthorSchema>;

/** One entry. */
export const roadmapEntrySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string().describe('Plain text'),
    author: roadmapAuthorSchema.nullable().describe('Who posted it; null once they deleted their account'),
    created_at: z.string().describe('ISO-8601 UTC'),
  })
  .meta({ id: 'RoadmapEntry' });
export type RoadmapEntry = z.infer<typeof roadmapEntrySchema>;

/** `GET /api/roadmap` query: paging. */
export const roadmapEntryListQuerySchema = z.object({ ...pageQueryShape({ defaultLimit: ROADMAP_PAGE_SIZE, maxLimit: 50 }) });
export type RoadmapEntryListQuery = z.infer<typeof roadmapEntryListQuerySchema>;

/** `GET /api/roadmap` answer: one page of entries, newest first, with the total. */
export const roadmapEntryPageSchema = listEnvelope(roadmapEntrySchema);

/** `POST /api/roadmap`: a title (one line) and a body, both trimmed. */
export const roadmapEntryCreateSchema = z
  .object({
    title: textSchema({ label: 'Title', max: ROADMAP_TITLE_MAX, requiredMessage: 'Title is required', singleLine: true }),
    body: textSchema({ label: 'Body', max: ROADMAP_BODY_MAX, requiredMessage: 'Body is required' }),
  })
  .meta({ id: 'RoadmapEntryCreate' });
export type RoadmapEntryCreate = z.infer<typeof roadmapEntryCreateSchema>;
export type RoadmapEntryCreateInput = z.input<typeof roadmapEntryCreateSchema>;
