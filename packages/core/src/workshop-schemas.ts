import { z } from 'zod';
import { envelope, listEnvelope } from './api.ts';
import { EVENT_MODES, EVENT_REGISTRATION_STATUSES, EVENT_STATUSES } from './event.ts';
import { idParamsSchema, pageQueryShape, textSchema, wholeNumberSchema } from './input.ts';
import {
  WORKSHOP_FEEDBACK_COMMENT_MAX,
  WORKSHOP_MATERIAL_TITLE_MAX,
  WORKSHOP_MATERIAL_URL_MAX,
  WORKSHOP_MESSAGES,
  WORKSHOP_RATING_MAX,
  WORKSHOP_RATING_MIN,
} from './workshop.ts';

/*
 * Workshops (SPEC §2 Workshops): what the routes take and answer; the same schemas drive the web forms.
 */

export const workshopParamsSchema = idParamsSchema('workshop');
export const workshopMaterialParamsSchema = idParamsSchema('material');

/** A link attached to a workshop. */
export const workshopMaterialSchema = z.object({ id: z.number().int(), title: z.string(), url: z.string() }).meta({ id: 'WorkshopMaterial' });
export type WorkshopMaterial = z.infer<typeof workshopMaterialSchema>;

/** A workshop as the list shows it, with the viewer's own registration. */
export const workshopSummarySchema = z
  .object({
    id: z.number().int().describe('The event’s id'),
    title: z.string(),
    status: z.enum(EVENT_STATUSES),
    start_date: z.string(),
    end_date: z.string(),
    location: z.string().nullable().describe('Null for an online event’s meeting link (on the event’s page)'),
    mode: z.enum(EVENT_MODES),
    max_participants: z.number().int().nullable(),
    registered_participants: z.number().int(),
    materials_count: z.number().int(),
    my_registration: z.object({ status: z.enum(EVENT_REGISTRATION_STATUSES), checked_in: z.boolean() }).nullable(),
  })
  .meta({ id: 'WorkshopSummary' });
export type WorkshopSummary = z.infer<typeof workshopSummarySchema>;

/** A member's feedback on a workshop. */
export const workshopFeedbackSchema = z
  .object({
    id: z.number().int(),
    rating: z.number().int(),
    comment: z.string(),
    member: z.object({ id: z.number().int(), name: z.string(), username: z.string() }).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'WorkshopFeedback' });
export type WorkshopFeedback = z.infer<typeof workshopFeedbackSchema>;

/** A workshop's page: the summary, its materials, and the feedback the viewer may give or see. */
export const workshopSchema = workshopSummarySchema
  .extend({
    description_html: z.string(),
    materials: z.array(workshopMaterialSchema),
    can_manage: z.boolean().describe('The event’s creator, a listed organiser or an admin'),
    feedback: z.object({
      mine: workshopFeedbackSchema.nullable(),
      can_give: z.boolean().describe('The viewer’s attendance was recorded and they have not given feedback yet'),
      count: z.number().int(),
      average: z.number().nullable().describe('Average rating, 1 decimal; null without feedback'),
    }),
  })
  .meta({ id: 'Workshop' });
export type Workshop = z.infer<typeof workshopSchema>;

export const workshopListQuerySchema = z.object({ ...pageQueryShape({ defaultLimit: 20, maxLimit: 50 }) });
export const workshopPageSchema = listEnvelope(workshopSummarySchema);

/** `POST /api/workshops/{id}/materials`. */
export const workshopMaterialInputSchema = z.object({
  title: textSchema({ label: 'Title', max: WORKSHOP_MATERIAL_TITLE_MAX, requiredMessage: WORKSHOP_MESSAGES.materialTitleRequired, singleLine: true }),
  url: textSchema({ label: 'Link', max: WORKSHOP_MATERIAL_URL_MAX, requiredMessage: WORKSHOP_MESSAGES.materialUrl, maxMessage: 'Link is too long' }).refine(
    (v) => /^https:\/\/[^\s/]+\S*$/i.test(v),
    WORKSHOP_MESSAGES.materialUrl,
  ),
});
export type WorkshopMaterialInput = z.input<typeof workshopMaterialInputSchema>;

/** `POST /api/workshops/{id}/feedback`. */
export const workshopFeedbackInputSchema = z.object({
  rating: wholeNumberSchema({ message: WORKSHOP_MESSAGES.rating, min: WORKSHOP_RATING_MIN, max: WORKSHOP_RATING_MAX }),
  comment: textSchema({ label: 'Comment', max: WORKSHOP_FEEDBACK_COMMENT_MAX }).default(''),
});
export type WorkshopFeedbackInput = z.input<typeof workshopFeedbackInputSchema>;
export type WorkshopFeedbackFields = z.output<typeof workshopFeedbackInputSchema>;

/** `GET /api/workshops/{id}/feedback`: the organisers' view. */
export const workshopFeedbackListSchema = envelope(z.array(workshopFeedbackSchema));
