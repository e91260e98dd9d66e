import { emptyDataSchema, envelope, mediaResponse } from '@esdc/core/api';
import { idParamsSchema } from '@esdc/core/input';
import { BOARD_TASKS_MAX, PLANNING_HEARTBEAT_MS, PLANNING_MESSAGES, PLANNING_STREAM_EVENTS } from '@esdc/core/planning';
import {
  boardCreateSchema,
  boardEnvelopeSchema,
  boardListEnvelopeSchema,
  boardListQuerySchema,
  boardUpdateSchema,
  taskCreateSchema,
  taskEnvelopeSchema,
  taskListEnvelopeSchema,
  taskListQuerySchema,
  taskUpdateSchema,
} from '@esdc/core/planning-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { sseFrame, startEventStream } from '../../lib/server-sent-events.ts';
import { userOf } from '../../plugins/auth.ts';
import { visibleBoard } from './board-access.ts';
import { BOARD_STREAMS_PER_MEMBER, BoardHub, type BoardStream } from './board-hub.ts';
import { getBoard, listBoards } from './board-reads.ts';
import { createBoard, deleteBoard, updateBoard } from './board-service.ts';
import { getTask, listTasks } from './task-reads.ts';
import { createTask, deleteTask, updateTask } from './task-service.ts';
import { attachLiveHub } from '../../platform/realtime/live-hub.ts';

const boardParams = idParamsSchema('board');
const taskParams = idParamsSchema('task');
const deletedEnvelope = envelope(emptyDataSchema);

const READERS = "Signed-in members (401 signed out). Boards the reader may not see answer 404, like missing ones (admins, 'board:manage', see every board).";
const WRITERS = "Active members ('board:create'): 401 signed out (a suspended member's token too), 403 for an account that is not active.";
const SEE =
  'Everyone who can see the board edits its tasks: a member’s board its owner and the members they added, a team’s its members, a project’s its owner and contributors, and admins.';
const MANAGERS = `Managers only: a member's board its owner, a team's the team lead, a project's the project owner, admins any (403 '${PLANNING_MESSAGES.mayNotManage}').`;
const LIVE = 'Published to the board’s live streams (`GET /api/boards/{id}/events`) once committed, on every instance.';

/**
 * Planning boards (docs/requirements.md §2 Planning; SPEC §7): boards, their tasks, moves by fractional key, and each
 * board's live stream. The services enforce every rule; these routes validate, check the session and shape the answers.
 */
export async function planningRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = { onRequest: app.authenticate };
  const writers = { onRequest: app.requirePermission('board:create', PLANNING_MESSAGES.notActive) };

  const hub = new BoardHub({ db: ctx.db, bus: ctx.realtime, writes: ctx.database.writes, clock: ctx.clock, log: app.log });
  attachLiveHub(app, hub, PLANNING_HEARTBEAT_MS);
  ctx.metrics.trackConnections('board', () => hub.size);

  r.get(
    '/api/boards',
    {
      ...readers,
      schema: {
        tags: ['planning'],
        summary: 'The boards the member may see',
        description:
          `${READERS} Their own boards, those shared with them, their teams' and their projects' (admins: all), newest first, each with its members ` +
          'and task counts per column. `team_id` / `project_id`: only that owner’s boards.',
        querystring: boardListQuerySchema,
        response: { 200: boardListEnvelopeSchema },
      },
    },
    async (request) => ok(await listBoards(ctx.db, request.query, userOf(request))),
  );

  r.post(
    '/api/boards',
    {
      ...writers,
      schema: {
        tags: ['planning'],
        summary: 'Create a board (New Board)',
        description:
          `${WRITERS} \`team_id\`: a team's board (the creator is in the team: 403 '${PLANNING_MESSAGES.notInTeam}'; 404 '${PLANNING_MESSAGES.teamNotFound}'); ` +
          `\`project_id\`: a project's board (its owner or a contributor: 403 '${PLANNING_MESSAGES.notInProject}'; 404 '${PLANNING_MESSAGES.projectNotFound}'); ` +
          `neither: the creator's own board, shared with the members they add (\`PUT\` \`member_ids\`). Both: 400 '${PLANNING_MESSAGES.teamAndProject}'. Admins may create any.`,
        body: boardCreateSchema,
        response: { 201: boardEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createBoard(ctx.database, userOf(request), request.body, ctx.clock()), { message: PLANNING_MESSAGES.boardCreated })),
  );

  r.get(
    '/api/boards/:id',
    {
      ...readers,
      schema: {
        tags: ['planning'],
        summary: 'One board',
        description: `${READERS} 404 '${PLANNING_MESSAGES.boardNotFound}'.`,
        params: boardParams,
        response: { 200: boardEnvelopeSchema },
      },
    },
    async (request) => ok(await getBoard(ctx.db, request.params.id, userOf(request))),
  );

  r.put(
    '/api/boards/:id',
    {
      ...writers,
      schema: {
        tags: ['planning'],
        summary: 'Rename or describe a board, or change whom a member’s board is shared with',
        description:
          `${WRITERS} ${MANAGERS} Fields left out keep their value. \`member_ids\` replaces the members a member's board is shared with ` +
          `(422 '${PLANNING_MESSAGES.membersOnlyMemberBoards}' on a team's or project's board; 422 '${PLANNING_MESSAGES.membersUnknown}'); ` +
          `members removed lose their assignments on its tasks. 404 '${PLANNING_MESSAGES.boardNotFound}'. ${LIVE}`,
        params: boardParams,
        body: boardUpdateSchema,
        response: { 200: boardEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await updateBoard(ctx.database, userOf(request), request.params.id, request.body, ctx.clock()), { message: PLANNING_MESSAGES.boardUpdated }),
  );

  r.delete(
    '/api/boards/:id',
    {
      ...writers,
      schema: {
        tags: ['planning'],
        summary: 'Delete a board and its tasks',
        description: `${WRITERS} ${MANAGERS} 404 '${PLANNING_MESSAGES.boardNotFound}'. ${LIVE}`,
        params: boardParams,
        response: { 200: deletedEnvelope },
      },
    },
    async (request) => {
      await deleteBoard(ctx.database, userOf(request), request.params.id);
      return ok(null, { message: PLANNING_MESSAGES.boardDeleted });
    },
  );

  r.get(
    '/api/boards/:id/tasks',
    {
      ...readers,
      schema: {
        tags: ['planning'],
        summary: "A board's tasks",
        description:
          `${READERS} Every matching task (no paging: a board holds at most ${BOARD_TASKS_MAX}), by column (todo, in-progress, review, done) then \`position\`. ` +
          "Filters: `search` (title and description), `assignee_id`, `label`, `priority`, `due` ('overdue': past due and not done; 'week': due in the next 7 days; 'none'). " +
          `404 '${PLANNING_MESSAGES.boardNotFound}'.`,
        params: boardParams,
        querystring: taskListQuerySchema,
        response: { 200: taskListEnvelopeSchema },
      },
    },
    async (request) => ok(await listTasks(ctx.db, request.params.id, request.query, userOf(request), ctx.clock())),
  );

  r.post(
    '/api/boards/:id/tasks',
    {
      ...writers,
      schema: {
        tags: ['planning'],
        summary: 'Add a task (Add Task)',
        description:
          `${WRITERS} ${SEE} Placed last in its column (\`status\`, default 'todo'). Assignees must see the board (422 '${PLANNING_MESSAGES.assigneesNotMembers}'); ` +
          `they are notified ('task_assigned'), the creator excepted. 409 '${PLANNING_MESSAGES.boardFull}'. 404 '${PLANNING_MESSAGES.boardNotFound}'. ${LIVE}`,
        params: boardParams,
        body: taskCreateSchema,
        response: { 201: taskEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createTask(ctx.database, userOf(request), request.params.id, request.body, ctx.clock()), { message: PLANNING_MESSAGES.taskCreated })),
  );

  r.get(
    '/api/tasks/:id',
    {
      ...readers,
      schema: {
        tags: ['planning'],
        summary: 'One task',
        description: `${READERS} 404 '${PLANNING_MESSAGES.taskNotFound}'. The live streams' clients read changed tasks here.`,
        params: taskParams,
        response: { 200: taskEnvelopeSchema },
      },
    },
    async (request) => ok(await getTask(ctx.db, request.params.id, userOf(request))),
  );

  r.patch(
    '/api/tasks/:id',
    {
      ...writers,
      schema: {
        tags: ['planning'],
        summary: 'Edit or move a task',
        description:
          `${WRITERS} ${SEE} Fields left out keep their value; \`assignee_ids\` and \`labels\` replace the lists (new assignees are notified). ` +
          'A move: `status` (the target column, optional when unchanged) with `position.after_id`, the task it now follows in that column (null: first); the server ' +
          `computes its fractional key under the board's lock, so simultaneous moves never lose one. 422 '${PLANNING_MESSAGES.notInColumn}'; ` +
          `422 '${PLANNING_MESSAGES.assigneesNotMembers}'. 404 '${PLANNING_MESSAGES.taskNotFound}'. ${LIVE}`,
        params: taskParams,
        body: taskUpdateSchema,
        response: { 200: taskEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await updateTask(ctx.database, userOf(request), request.params.id, request.body, ctx.clock()), { message: PLANNING_MESSAGES.taskUpdated }),
  );

  r.delete(
    '/api/tasks/:id',
    {
      ...writers,
      schema: {
        tags: ['planning'],
        summary: 'Delete a task',
        description: `${WRITERS} ${SEE} 404 '${PLANNING_MESSAGES.taskNotFound}'. ${LIVE}`,
        params: taskParams,
        response: { 200: deletedEnvelope },
      },
    },
    async (request) => {
      await deleteTask(ctx.database, userOf(request), request.params.id);
      return ok(null, { message: PLANNING_MESSAGES.taskDeleted });
    },
  );

  r.get(
    '/api/boards/:id/events',
    {
      ...readers,
      exposeHeadRoute: false,
      // Never compressed: a compressor buffers, and every event must leave at once.
      compress: false,
      schema: {
        tags: ['planning'],
        summary: "A board's live changes (Server-Sent Events)",
        description:
          `${READERS} Authenticated with the usual \`Authorization: Bearer\` header (use fetch streaming). Answers \`text/event-stream\`: ` +
          '`event: task` (data `{"task_id": n, "deleted": boolean}`: read `GET /api/tasks/{id}`, or drop it) for every task added, edited, moved or deleted, ' +
          '`event: board` (data `{}`: read the board again) when it is renamed, its members change or it is deleted, and a comment line every ' +
          `${PLANNING_HEARTBEAT_MS / 1000} s. Works across instances (PostgreSQL LISTEN/NOTIFY). The stream ends when the reader may no longer see the board ` +
          `or their session ends. 429 beyond ${BOARD_STREAMS_PER_MEMBER} open board streams per member. 404 '${PLANNING_MESSAGES.boardNotFound}'.`,
        params: boardParams,
        response: { 200: mediaResponse('text/event-stream', 'A stream of Server-Sent Events') },
      },
    },
    async (request, reply) => {
      const member = userOf(request);
      await visibleBoard(ctx.db, request.params.id, member);
      const res = reply.raw;
      const timers: { heartbeat?: NodeJS.Timeout } = {};
      let closed = false;
      const write = (text: string) => {
        if (!closed && !res.writableEnded) res.write(text);
      };
      const stream: BoardStream = {
        boardId: request.params.id,
        viewer: member,
        sid: member.sid,
        sendTask: (data) => write(sseFrame(PLANNING_STREAM_EVENTS.task, data)),
        sendBoard: () => write(sseFrame(PLANNING_STREAM_EVENTS.board, {})),
        end: () => cleanup(),
      };
      const cleanup = () => {
        if (closed) return;
        closed = true;
        if (timers.heartbeat) clearInterval(timers.heartbeat);
        hub.remove(stream);
        if (!res.writableEnded) res.end();
      };
      if (!hub.add(stream)) {
        reply.header('retry-after', '30');
        throw new AppError(429, 'RATE_LIMITED', PLANNING_MESSAGES.tooManyStreams);
      }
      reply.hijack();
      startEventStream(res);
      res.on('close', cleanup);
      res.on('error', cleanup);
      if (res.destroyed || request.raw.socket.destroyed) {
        cleanup();
        return;
      }
      write(`retry: 5000\n\n`);
      write(': connected\n\n');
      timers.heartbeat = setInterval(() => write(': heartbeat\n\n'), PLANNING_HEARTBEAT_MS);
      timers.heartbeat.unref();
    },
  );
}
