import { z } from 'zod';
import { envelope } from './api.ts';
import { bodyIdSchema, idSchema, searchQuerySchema, textSchema } from './input.ts';
import {
  BOARD_DESCRIPTION_MAX,
  BOARD_MEMBERS_MAX,
  BOARD_NAME_MAX,
  BOARD_OWNER_KINDS,
  PLANNING_MESSAGES,
  TASK_ASSIGNEES_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_DUE_FILTERS,
  TASK_LABEL_MAX,
  TASK_LABELS_MAX,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TITLE_MAX,
} from './planning.ts';

/*
 * Planning boards' requests and answers (docs/requirements.md §2 Planning, §3 Planning board and Task, §7).
 * The routes validate with these, the pages' forms resolve with them and /api/docs is generated from them.
 */

const isoTime = (what: string) => z.string().describe(`${what}, ISO-8601 UTC`);

/** ISO-8601 date and time with a zone (Z or ±hh:mm), e.g. 2026-03-01T17:00:00Z. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A task's status field: 'Invalid task status'. */
export const taskStatusSchema = z.enum(TASK_STATUSES, { error: 'Invalid task status' });
/** A task's priority field: 'Invalid priority'. */
export const taskPrioritySchema = z.enum(TASK_PRIORITIES, { error: 'Invalid priority' });

/** A member as boards and tasks show them (no email). */
export const planningPersonSchema = z
  .object({ id: z.number().int(), name: z.string(), username: z.string(), avatar_url: z.string().nullable() })
  .meta({ id: 'PlanningPerson' });
export type PlanningPerson = z.infer<typeof planningPersonSchema>;

/** Who owns a board. */
export const boardOwnerSchema = z
  .object({
    kind: z.enum(BOARD_OWNER_KINDS),
    id: z.number().int().describe("The member's, team's or project's id"),
    name: z.string(),
    path: z.string().describe('In-app path of the owner: /users/{username}, /teams/{id} or /projects/{id}'),
  })
  .meta({ id: 'BoardOwner' });
export type BoardOwner = z.infer<typeof boardOwnerSchema>;

/** A planning board (SPEC §3 Planning board). */
export const boardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    owner: boardOwnerSchema,
    members: z
      .array(planningPersonSchema)
      .describe(
        "Everyone who can see and edit it: a member's board its owner and the members they added; a team's its members; a project's its owner and contributors",
      ),
    task_counts: z.object({ todo: z.number().int(), 'in-progress': z.number().int(), review: z.number().int(), done: z.number().int() }),
    can_manage: z.boolean().describe('The viewer may rename it, delete it and (a member board) change its members'),
    created_at: isoTime('When it was created'),
    updated_at: isoTime('When it last changed'),
  })
  .meta({ id: 'Board' });
export type Board = z.infer<typeof boardSchema>;
export const boardEnvelopeSchema = envelope(boardSchema);
export const boardListEnvelopeSchema = envelope(z.array(boardSchema));

/** `GET /api/boards` query: the boards of one team or one project (both absent: every board the viewer may see). */
export const boardListQuerySchema = z.object({
  team_id: idSchema('team').optional(),
  project_id: idSchema('project').optional(),
});
export type BoardListQuery = z.output<typeof boardListQuerySchema>;

const boardNameSchema = textSchema({ label: 'Name', max: BOARD_NAME_MAX, requiredMessage: 'Name is required', singleLine: true });
const boardDescriptionSchema = textSchema({ label: 'Description', max: BOARD_DESCRIPTION_MAX });

/** `POST /api/boards` ('New Board'): a team's, a project's, or (neither id) the creator's own board. */
export const boardCreateSchema = z
  .object({
    name: boardNameSchema,
    description: boardDescriptionSchema.default(''),
    team_id: bodyIdSchema('team').nullable().optional(),
    project_id: bodyIdSchema('project').nullable().optional(),
  })
  .refine((b) => b.team_id == null || b.project_id == null, { message: PLANNING_MESSAGES.teamAndProject, path: ['project_id'] })
  .meta({ id: 'BoardCreate' });
export type BoardCreate = z.output<typeof boardCreateSchema>;
export type BoardCreateInput = z.input<typeof boardCreateSchema>;

/** `PUT /api/boards/{id}` (managers): rename, describe, and for a member's board replace the members it is shared with. */
export const boardUpdateSchema = z
  .object({
    name: boardNameSchema.optional(),
    description: boardDescriptionSchema.optional(),
    member_ids: z
      .array(bodyIdSchema('member'), { error: 'Members must be a list of member ids' })
      .max(BOARD_MEMBERS_MAX, `A board is shared with at most ${BOARD_MEMBERS_MAX} members`)
      .transform((ids) => [...new Set(ids)])
      .optional()
      .describe("The members a member's board is shared with (its owner is not listed); replaces the list"),
  })
  .meta({ id: 'BoardUpdate' });
export type BoardUpdate = z.output<typeof boardUpdateSchema>;

/** A task (SPEC §3 Task). */
export const taskSchema = z
  .object({
    id: z.number().int(),
    board_id: z.number().int(),
    title: z.string(),
    description: z.string().describe('Markdown source'),
    status: z.enum(TASK_STATUSES),
    priority: z.enum(TASK_PRIORITIES),
    assignees: z.array(planningPersonSchema),
    labels: z.array(z.string()).describe('Lower-case, sorted'),
    due_at: isoTime('When it is due').nullable(),
    position: z.string().describe('Fractional key ordering the task within its status column (compare as plain strings)'),
    created_by: planningPersonSchema.nullable().describe('Null when the creator deleted their account'),
    created_at: isoTime('When it was created'),
    updated_at: isoTime('When it last changed'),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof taskSchema>;
export const taskEnvelopeSchema = envelope(taskSchema);
export const taskListEnvelopeSchema = envelope(z.array(taskSchema));

/** A label: 1–30 characters, one line, stored lower-cased. */
const labelSchema = textSchema({ label: 'Label', max: TASK_LABEL_MAX, requiredMessage: 'Label is required', singleLine: true }).toLowerCase();

/** `GET /api/boards/{id}/tasks` query: search (title and description), one assignee, one label, one priority, a due filter. */
export const taskListQuerySchema = z.object({
  search: searchQuerySchema(),
  assignee_id: idSchema('member').optional(),
  label: textSchema({ label: 'Label', max: TASK_LABEL_MAX, singleLine: true })
    .toLowerCase()
    .transform((v) => (v ? v : undefined))
    .optional(),
  priority: taskPrioritySchema.optional(),
  due: z.enum(TASK_DUE_FILTERS, { error: 'Invalid due filter' }).optional(),
});
export type TaskListQuery = z.output<typeof taskListQuerySchema>;

const taskTitleSchema = textSchema({ label: 'Title', max: TASK_TITLE_MAX, requiredMessage: 'Title is required', singleLine: true });
const taskDescriptionSchema = textSchema({ label: 'Description', max: TASK_DESCRIPTION_MAX }).describe('Markdown source');
const assigneeIdsSchema = z
  .array(bodyIdSchema('member'), { error: 'Assignees must be a list of member ids' })
  .max(TASK_ASSIGNEES_MAX, `A task has at most ${TASK_ASSIGNEES_MAX} assignees`)
  .transform((ids) => [...new Set(ids)]);
const labelsSchema = z
  .array(labelSchema, { error: 'Labels must be a list' })
  .max(TASK_LABELS_MAX, `A task has at most ${TASK_LABELS_MAX} labels`)
  .transform((labels) => [...new Set(labels)].sort());
/** A due date: an ISO-8601 date-time with a zone, stored as ISO-8601 UTC; null clears it. */
const dueAtSchema = z
  .string({ error: 'Invalid due date' })
  .max(40, 'Invalid due date')
  .refine((v) => ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)), { message: 'Invalid due date', abort: true })
  .transform((v) => new Date(v).toISOString())
  .nullable();

/** `POST /api/boards/{id}/tasks` ('Add Task'): placed last in its column. */
export const taskCreateSchema = z
  .object({
    title: taskTitleSchema,
    description: taskDescriptionSchema.default(''),
    status: taskStatusSchema.default('todo'),
    priority: taskPrioritySchema.default('medium'),
    assignee_ids: assigneeIdsSchema.default([]),
    labels: labelsSchema.default([]),
    due_at: dueAtSchema.default(null),
  })
  .meta({ id: 'TaskCreate' });
export type TaskCreate = z.output<typeof taskCreateSchema>;
export type TaskCreateInput = z.input<typeof taskCreateSchema>;

/**
 * `PATCH /api/tasks/{id}`: any fields; a move is `status` (the target column, optional when unchanged) with
 * `position.after_id`, the task it now follows in that column (null: first).
 */
export const taskUpdateSchema = z
  .object({
    title: taskTitleSchema.optional(),
    description: taskDescriptionSchema.optional(),
    status: taskStatusSchema.optional(),
    priority: taskPrioritySchema.optional(),
    assignee_ids: assigneeIdsSchema.optional(),
    labels: labelsSchema.optional(),
    due_at: dueAtSchema.optional(),
    position: z
      .object({ after_id: bodyIdSchema('task').nullable().describe('The task it now follows in its column; null: first') }, { error: 'Invalid position' })
      .optional(),
  })
  .meta({ id: 'TaskUpdate' });
export type TaskUpdate = z.output<typeof taskUpdateSchema>;
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;

/** The data of a `task` event on a board's stream: refetch `GET /api/tasks/{task_id}`, or drop it when deleted. */
export const planningStreamTaskSchema = z.object({ task_id: z.number().int(), deleted: z.boolean() }).meta({ id: 'PlanningStreamTask' });
export type PlanningStreamTask = z.infer<typeof planningStreamTaskSchema>;
