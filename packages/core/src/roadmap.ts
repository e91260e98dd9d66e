/*
 * The roadmap's texts, constants and pure rules, shared by the server and the page (docs/requirements.md §2 Roadmap;
 * SPEC §4 Roadmap phases). Zod-free; the requests and answers live in ./roadmap-schemas.ts.
 */

/** The phases of a roadmap item (SPEC §4 Roadmap phases), in the order the page shows them. */
export const ROADMAP_PHASES = ['completed', 'in-progress', 'planned'] as const;
export type RoadmapPhase = (typeof ROADMAP_PHASES)[number];

/** The heading of each phase on the page and in notifications. */
export const ROADMAP_PHASE_LABELS: Record<RoadmapPhase, string> = {
  completed: 'Completed',
  'in-progress': 'In progress',
  planned: 'Planned',
};

/** Longest item title and description (plain text), in characters. */
export const ROADMAP_TITLE_MAX = 120;
export const ROADMAP_DESCRIPTION_MAX = 1000;
/** Most items the roadmap holds; one more is refused ('The roadmap is full'). */
export const ROADMAP_ITEMS_MAX = 200;

/** A quarter label: 'Q1' to 'Q4', a space and a four-digit year ('Q1 2026'). */
export const ROADMAP_QUARTER_PATTERN = /^Q[1-4] \d{4}$/;

/** Messages of the roadmap (docs/requirements.md §2 Roadmap). */
export const ROADMAP_MESSAGES = {
  itemNotFound: 'Roadmap item not found',
  full: 'The roadmap is full',
  voteNotAllowed: 'Only active members may vote',
  invalidPhase: 'Phase must be completed, in-progress or planned',
  invalidQuarter: 'Quarter must look like Q1 2026',
  itemCreated: 'Roadmap item added',
  itemSaved: 'Roadmap item saved',
  itemDeleted: 'Roadmap item deleted',
  voted: 'Vote counted',
  unvoted: 'Vote taken back',
} as const;

/** The page of the roadmap, where a phase-change notification leads. */
export const ROADMAP_PATH = '/roadmap';

/**
 * The notification title a voter gets when an item they voted for changes phase ('roadmap_phase').
 * @param title the item's title
 * @param phase its new phase
 */
export function roadmapPhaseNotice(title: string, phase: RoadmapPhase): string {
  return `${title} is now ${ROADMAP_PHASE_LABELS[phase].toLowerCase()}`;
}
