/*
 * Planning boards: the texts, constants and pure rules shared by the server and the pages (docs/requirements.md
 * §2 Planning, §3 Planning board and Task). Zod-free; the requests and answers live in ./planning-schemas.ts.
 */

/** A task's column on the kanban, in board order. */
export const TASK_STATUSES = ['todo', 'in-progress', 'review', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The columns' headings, in {@link TASK_STATUSES} order. */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To Do',
  'in-progress': 'In Progress',
  review: 'Review',
  done: 'Done',
};

/** How urgent a task is, lowest first. */
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** The priorities' badges, in {@link TASK_PRIORITIES} order. */
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** Who owns a board: a member (shared with the members they add), a team (its members) or a project (its owner and contributors). */
export const BOARD_OWNER_KINDS = ['member', 'team', 'project'] as const;
export type BoardOwnerKind = (typeof BOARD_OWNER_KINDS)[number];

/** The due filter of a board's task list: past due and not done, due in the next 7 days, no due date. */
export const TASK_DUE_FILTERS = ['overdue', 'week', 'none'] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];

/** The due filter's labels, in {@link TASK_DUE_FILTERS} order. */
export const TASK_DUE_FILTER_LABELS: Record<TaskDueFilter, string> = {
  overdue: 'Overdue',
  week: 'Due this week',
  none: 'No due date',
};

/** Board name length and description length, in characters. */
export const BOARD_NAME_MAX = 80;
export const BOARD_DESCRIPTION_MAX = 1_000;
/** Members a member's board is shared with, at most (besides its owner). */
export const BOARD_MEMBERS_MAX = 50;
/** Tasks one board holds, at most ('A board holds at most 2,000 tasks'). */
export const BOARD_TASKS_MAX = 2_000;

/** Task title length and description length (markdown), in characters. */
export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 10_000;
/** Labels per task, and the length of one label (stored lower-cased). */
export const TASK_LABELS_MAX = 10;
export const TASK_LABEL_MAX = 30;
/** Assignees per task. */
export const TASK_ASSIGNEES_MAX = 10;

/** Server-Sent Events of `GET /api/boards/{id}/events`: the event names and the heartbeat period (ms). */
export const PLANNING_STREAM_EVENTS = { task: 'task', board: 'board' } as const;
export const PLANNING_HEARTBEAT_MS = 25_000;

/** Messages and texts of planning boards (SPEC §2 Planning, §8; shown verbatim by the web app). */
export const PLANNING_MESSAGES = {
  boardNotFound: 'Board not found',
  taskNotFound: 'Task not found',
  teamNotFound: 'Team not found',
  projectNotFound: 'Project not found',
  notInTeam: 'Only members of this team can create its boards',
  notInProject: 'Only the project owner and contributors can create its boards',
  teamAndProject: 'A board belongs to a team or a project, not both',
  mayNotManage: 'Only the owner of this board can change or delete it',
  membersOnlyMemberBoards: 'Only a member’s own board is shared with members they add',
  membersUnknown: 'Members must be existing members',
  boardFull: `A board holds at most ${BOARD_TASKS_MAX.toLocaleString('en-US')} tasks`,
  notInColumn: 'That task is not in this column',
  assigneesNotMembers: 'Assignees must be members of this board',
  notActive: 'Only active members can create and edit boards',
  tooManyStreams: 'Too many open board streams',
  boardCreated: 'Board created',
  boardUpdated: 'Board updated',
  boardDeleted: 'Board deleted',
  taskCreated: 'Task added',
  taskUpdated: 'Task updated',
  taskDeleted: 'Task deleted',
  newBoard: 'New Board',
  addTask: 'Add Task',
  noBoards: 'No boards yet',
  noBoardsBody: 'Create a board to plan your work with your team or project.',
  noTasks: 'No tasks match',
} as const;

/** Texts of the notification an assignee gets ('task_assigned'). */
export const PLANNING_NOTIFICATION_TEXTS = {
  taskAssigned: (actor: string, task: string, board: string) => ({
    title: 'You were assigned a task',
    message: `${actor} assigned you "${task}" on ${board}.`,
  }),
} as const;

/**
 * The page of a board: `/planning?board=ID`.
 * @param boardId the board's id
 */
export function boardPath(boardId: number): string {
  return `/planning?board=${boardId}`;
}

/**
 * Whether a task is overdue: it has a due date in the past and is not done (SPEC §2 Planning, the 'overdue' filter).
 * @param task its due date (ISO-8601 UTC or null) and status
 * @param now the current time
 */
export function isTaskOverdue(task: { due_at: string | null; status: TaskStatus }, now: Date = new Date()): boolean {
  return task.due_at !== null && task.status !== 'done' && Date.parse(task.due_at) < now.getTime();
}

/** The shapes the routes answer are zod schemas in ./planning-schemas.ts; their types are re-exported here. */
export type {
  Board,
  BoardCreate,
  BoardCreateInput,
  BoardListQuery,
  BoardOwner,
  BoardUpdate,
  PlanningPerson,
  PlanningStreamTask,
  Task,
  TaskCreate,
  TaskCreateInput,
  TaskListQuery,
  TaskUpdate,
  TaskUpdateInput,
} from './planning-schemas.ts';
