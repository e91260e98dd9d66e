import { z } from 'zod';
import { envelope } from './api.ts';
import { textSchema } from './input.ts';
import { ROADMAP_DESCRIPTION_MAX, ROADMAP_MESSAGES, ROADMAP_PHASES, ROADMAP_QUARTER_PATTERN, ROADMAP_TITLE_MAX } from './roadmap.ts';

/*
 * The roadmap's requests and answers (docs/requirements.md §2 Roadmap; SPEC §4 Roadmap phases). The routes validate
 * with these, the admin dialog resolves with them and /api/docs is generated from them.
 */

/** A phase: 'Phase must be completed, in-progress or planned'. */
export const roadmapPhaseSchema = z.enum(ROADMAP_PHASES, { error: ROADMAP_MESSAGES.invalidPhase });

/** One roadmap item as the page shows it. */
export const roadmapItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().describe('Plain text; may be empty'),
    phase: roadmapPhaseSchema,
    quarter: z.string().nullable().describe("Its quarter, e.g. 'Q1 2026'; null when not set"),
    vote_count: z.number().int(),
    voted: z.boolean().nullable().describe('Whether the signed-in member voted for it; null for visitors'),
    created_at: z.string().describe('ISO-8601 UTC'),
    updated_at: z.string().describe('ISO-8601 UTC'),
  })
  .meta({ id: 'RoadmapItem' });
export type RoadmapItem = z.infer<typeof roadmapItemSchema>;

/** One phase with its items, most voted first (then newest). */
export const roadmapPhaseGroupSchema = z
  .object({ phase: roadmapPhaseSchema, label: z.string(), items: z.array(roadmapItemSchema) })
  .meta({ id: 'RoadmapPhase' });
export type RoadmapPhaseGroup = z.infer<typeof roadmapPhaseGroupSchema>;

/** `GET /api/roadmap` answer: the three phases in order (completed, in-progress, planned). */
export const roadmapSchema = z.object({ phases: z.array(roadmapPhaseGroupSchema) }).meta({ id: 'Roadmap' });
export type Roadmap = z.infer<typeof roadmapSchema>;
export const roadmapEnvelopeSchema = envelope(roadmapSchema);
export const roadmapItemEnvelopeSchema = envelope(roadmapItemSchema);

const titleSchema = textSchema({ label: 'Title', max: ROADMAP_TITLE_MAX, requiredMessage: 'Title is required', singleLine: true });
const descriptionSchema = textSchema({ label: 'Description', max: ROADMAP_DESCRIPTION_MAX });
/** A quarter such as 'Q1 2026'; empty or null clears it. */
const quarterSchema = textSchema({ label: 'Quarter', max: 7, maxMessage: ROADMAP_MESSAGES.invalidQuarter, singleLine: true })
  .refine((v) => v === '' || ROADMAP_QUARTER_PATTERN.test(v), { message: ROADMAP_MESSAGES.invalidQuarter })
  .nullable()
  .transform((v) => (v ? v : null));

/** `POST /api/roadmap/items` (admins): a title, a description (plain text, may be empty), a phase and a quarter. */
export const roadmapItemCreateSchema = z
  .object({
    title: titleSchema,
    description: descriptionSchema.default(''),
    phase: roadmapPhaseSchema.default('planned'),
    quarter: quarterSchema.default(null),
  })
  .meta({ id: 'RoadmapItemCreate' });
export type RoadmapItemCreate = z.output<typeof roadmapItemCreateSchema>;
export type RoadmapItemCreateInput = z.input<typeof roadmapItemCreateSchema>;

/** `PUT /api/roadmap/items/{id}` (admins): the fields to change; those left out keep their value. */
export const roadmapItemUpdateSchema = z
  .object({
    title: titleSchema.optional(),
    description: descriptionSchema.optional(),
    phase: roadmapPhaseSchema.optional(),
    quarter: quarterSchema.optional(),
  })
  .meta({ id: 'RoadmapItemUpdate' });
export type RoadmapItemUpdate = z.output<typeof roadmapItemUpdateSchema>;
