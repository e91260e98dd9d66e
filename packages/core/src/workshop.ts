/*
 * Workshops (SPEC §2 Workshops): events of the category 'Workshop' with materials (links attached by the organiser) and
 * a feedback form for the members whose attendance was recorded. Zod-free; the schemas live in ./workshop-schemas.ts.
 */

/** Limits, in characters unless named otherwise. */
export const WORKSHOP_MATERIAL_TITLE_MAX = 120;
export const WORKSHOP_MATERIAL_URL_MAX = 500;
/** At most this many materials on one workshop. */
export const WORKSHOP_MATERIALS_MAX = 20;
export const WORKSHOP_FEEDBACK_COMMENT_MAX = 2000;
/** Ratings run from 1 to 5. */
export const WORKSHOP_RATING_MIN = 1;
export const WORKSHOP_RATING_MAX = 5;

/** Messages of the Workshops API and pages (SPEC §2 Workshops). */
export const WORKSHOP_MESSAGES = {
  notFound: 'Workshop not found',
  notOrganiser: 'Only the organiser or an admin can manage this workshop',
  materialAdded: 'Material added',
  materialRemoved: 'Material removed',
  materialNotFound: 'Material not found',
  materialTitleRequired: 'Title is required',
  materialUrl: 'Link must be an https URL',
  materialsFull: `A workshop has at most ${WORKSHOP_MATERIALS_MAX} materials`,
  feedbackSaved: 'Thank you for your feedback',
  notAttended: 'Only members whose attendance was recorded can give feedback',
  alreadyGiven: 'You have already given feedback on this workshop',
  rating: `Rating must be a whole number between ${WORKSHOP_RATING_MIN} and ${WORKSHOP_RATING_MAX}`,
} as const;

export type { Workshop, WorkshopSummary, WorkshopMaterial, WorkshopFeedback } from './workshop-schemas.ts';
