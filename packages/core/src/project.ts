/** Stored project statuses (SPEC §4 Project status). */
export const PROJECT_STATUSES = ['draft', 'in_progress', 'completed', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Project categories offered by the create form. */
export const PROJECT_CATEGORIES = ['IoT', 'Robotics', 'Wearables', 'Automation', 'Audio', 'Energy', 'Tools', 'Education', 'Other'] as const;

/**
 * Drops empty entries and case-insensitive duplicates, keeping the first spelling.
 * @param names raw names
 * @returns trimmed, unique, non-empty names in input order
 */
export function dedupeNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/**
 * Splits the create form's comma separated technologies: trimmed, empties dropped (SPEC §5 Create project form).
 * @param text e.g. "ESP32, FreeRTOS, ,MQTT"
 * @returns ["ESP32", "FreeRTOS", "MQTT"]
 */
export function splitCommaList(text: string): string[] {
  return dedupeNames(text.split(','));
}

/** Status actions a project owner can take (SPEC §4 Project status). */
export const PROJECT_ACTIONS = ['start', 'complete', 'archive'] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

/** Thrown when a status transition is not allowed; the message is the spec's. */
export class ProjectTransitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProjectTransitionError';
  }
}

/**
 * Applies a status action (SPEC §4 Project status): start only from draft ('Can only start draft projects');
 * complete sets completed_at and is refused when already completed ('Project is already completed');
 * archive from any status.
 * @param current the project's status and completed_at (ISO-8601 or null)
 * @param action start | complete | archive
 * @param nowIso the current time, ISO-8601 UTC
 * @returns the new status and completed_at
 * @throws ProjectTransitionError with the spec's message
 */
export function applyProjectAction(
  current: { status: ProjectStatus; completed_at: string | null },
  action: ProjectAction,
  nowIso: string,
): { status: ProjectStatus; completed_at: string | null } {
  switch (action) {
    case 'start':
      if (current.status !== 'draft') throw new ProjectTransitionError('Can only start draft projects');
      return { status: 'in_progress', completed_at: current.completed_at };
    case 'complete':
      if (current.status === 'completed') throw new ProjectTransitionError('Project is already completed');
      return { status: 'completed', completed_at: nowIso };
    case 'archive':
      return { status: 'archived', completed_at: current.completed_at };
  }
}

/**
 * Maps a requested status change (from an edit form) onto the §4 actions.
 * Setting the same status is a no-op; going back to draft is refused.
 * @throws ProjectTransitionError
 */
export function applyProjectStatusChange(
  current: { status: ProjectStatus; completed_at: string | null },
  next: ProjectStatus,
  nowIso: string,
): { status: ProjectStatus; completed_at: string | null } {
  if (next === current.status) return current;
  if (next === 'draft') throw new ProjectTransitionError('A project cannot go back to draft');
  const action: ProjectAction = next === 'in_progress' ? 'start' : next === 'completed' ? 'complete' : 'archive';
  return applyProjectAction(current, action, nowIso);
}

/**
 * Status label for display (SPEC §4): underscores become spaces, words capitalised.
 * @param status e.g. 'in_progress'
 * @returns e.g. 'In Progress'
 */
export function formatStatusLabel(status: string): string {
  return status
    .replace(/[_-]/g, ' ')
    .toLowerCase()
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * Whole days since creation (SPEC §3 Project "age in days").
 * @param createdAtIso ISO-8601 creation time
 * @param nowMs current time in ms since the epoch
 * @returns days, floored, never negative
 */
export function projectAgeDays(createdAtIso: string, nowMs: number): number {
  const created = Date.parse(createdAtIso);
  if (Number.isNaN(created)) return 0;
  return Math.max(0, Math.floor((nowMs - created) / 86_400_000));
}

/** Likes never go below zero (SPEC §4). */
export function decrementLikes(likes: number): number {
  return Math.max(0, likes - 1);
}

/*
 * The shapes the API answers (SPEC §3 Project, Like entry, tags, technologies) are zod schemas in
 * ./project-schemas.ts, the response contract of the project routes; their types are re-exported here so that
 * pages which only display projects import them without loading zod.
 */
export type {
  Contributor,
  Like,
  Project,
  ProjectCreator,
  ProjectLikeCount,
  ProjectTag,
  ProjectViewCount,
  Tag,
  Technology,
  TechnologyUsage,
} from './project-schemas.ts';
