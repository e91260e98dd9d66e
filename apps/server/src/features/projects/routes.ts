import { idParamsSchema, INT32_MAX, pageQueryShape, queryWholeNumberSchema, searchQuerySchema, textSchema } from '@esdc/core/input';
import { emptyDataSchema, envelope, listEnvelope } from '@esdc/core/api';
import { can } from '@esdc/core/permissions';
import { PROJECT_ACTIONS, type Project } from '@esdc/core/project';
import { contributorEmailsFor } from '../users/public.ts';
import {
  likeSchema,
  projectCreateSchema,
  projectLikeCountSchema,
  projectSchema,
  projectStatusSchema,
  projectUpdateSchema,
  projectViewCountSchema,
  tagSchema,
  technologyUsageSchema,
} from '@esdc/core/project-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { ok, okPage } from '../../lib/envelope.ts';
import { VIEW_COUNTS_PER_MINUTE, viewCountRateLimit, viewerKey } from '../../lib/view-counting.ts';
import { listProjects } from './project-reads.ts';
import {
  applyAction,
  countProjectView,
  createProject,
  deleteProject,
  getProjectOwner,
  listLikes,
  listTags,
  listTechnologies,
  markLiked,
  openProject,
  setLike,
  updateProject,
} from './project-service.ts';
import { notModified, sendCached } from '../../lib/cached-reply.ts';

const idParams = idParamsSchema('project');
/** Largest page of technologies or tags. */
const VOCABULARY_PAGE_SIZE = 200;
const pageQuery = pageQueryShape();
const listQuery = z.object({
  ...pageQuery,
  tag: textSchema({ label: 'Tag', max: 40 }).optional(),
  technology: textSchema({ label: 'Technology', max: 40 }).optional(),
  status: projectStatusSchema.optional(),
  user_id: queryWholeNumberSchema({ message: 'Invalid user id', min: 1, max: INT32_MAX }).optional(),
  q: searchQuerySchema(),
});

/** `GET /api/projects`: a page of projects with `meta`. */
const projectListAnswer = listEnvelope(projectSchema).describe(
  "A page of projects, newest first. Signed-out visitors: contributors' emails are empty strings and liked_by_me is false; the body carries an ETag",
);
type ProjectListAnswer = z.infer<typeof projectListAnswer>;

/** Contributors' emails are for signed-in members only; signed-out visitors get the rest of the project. */
function withoutContributorEmails(project: Project): Project {
  return { ...project, contributors: project.contributors.map((c) => ({ ...c, email: '' })) };
}

/** Projects (SPEC §2 Projects, Project detail, My Projects; §4 Project status; §7). */
export async function projectRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { onRequest: app.authenticate };
  const requireCan = async (request: FastifyRequest, action: 'project:update' | 'project:delete', id: number) => {
    if (!request.user) throw unauthorized();
    const ownerId = await getProjectOwner(ctx.db, id);
    if (!can(request.user, action, { ownerId })) {
      throw forbidden(action === 'project:delete' ? 'Only the owner or an admin can delete this project' : 'Only the owner or an admin can edit this project');
    }
  };

  r.get(
    '/api/projects',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['projects'],
        summary: 'Projects, newest first',
        description:
          "Filters: q (in the title or description, case-insensitive), status ('in-progress' accepted), tag and technology " +
          '(by name, case-insensitive), user_id (the projects the member owns or contributes to). Signed-out visitors get a ' +
          "shared cached copy with an ETag, 304 to a matching If-None-Match, and contributors' emails left empty; " +
          "signed-in members get liked_by_me and the contributors' emails they may read (their own; all for admins; others' when shown). 400 'Invalid project status', 'Invalid user id'.",
        querystring: listQuery,
        response: { 200: projectListAnswer, 304: notModified },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const key = JSON.stringify(q);
      const now = Date.now();
      let full = ctx.projectCache.get(`list:${key}`, now);
      let anonymous = ctx.projectCache.get(`list-anon:${key}`, now);
      if (!full || !anonymous) {
        const page = await listProjects(ctx.db, q);
        const meta = { total: page.total, limit: q.limit, offset: q.offset };
        const answer = (data: Project[]): ProjectListAnswer => ({ success: true, data, meta });
        full = ctx.projectCache.set(`list:${key}`, JSON.stringify(answer(page.items)), now);
        anonymous = ctx.projectCache.set(`list-anon:${key}`, JSON.stringify(answer(page.items.map(withoutContributorEmails))), now);
      }
      // Visitors get the stored bytes as they are (a string is not serialised again): no work beyond the lookup.
      if (!request.user) return sendCached(request, reply, anonymous);
      const parsed = JSON.parse(full.body) as ProjectListAnswer;
      return { ...parsed, data: await contributorEmailsFor(ctx.db, request.user, await markLiked(ctx.db, parsed.data, request.user.id)) };
    },
  );

  r.get(
    '/api/projects/:id',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['projects'],
        summary: 'One project (does not count a view)',
        description:
          "Opening it counts no view (POST /api/projects/{id}/views does). Signed-out visitors get contributors' emails " +
          "left empty and liked_by_me false. 404 'Project not found'; 400 'Invalid project id'.",
        params: idParams,
        response: { 200: envelope(projectSchema) },
      },
    },
    async (request) => {
      const key = `detail:${request.params.id}`;
      const now = Date.now();
      const cached = ctx.projectCache.get(key, now);
      const project = await openProject(ctx.db, request.params.id, cached ? (JSON.parse(cached.body) as Project) : undefined);
      if (!cached) ctx.projectCache.set(key, JSON.stringify(project), now);
      if (!request.user) return ok(withoutContributorEmails(project));
      const [withLike = project] = await contributorEmailsFor(ctx.db, request.user, await markLiked(ctx.db, [project], request.user.id));
      return ok(withLike);
    },
  );

  r.post(
    '/api/projects/:id/views',
    {
      // Opening a page is not a member's write: it has its own once-per-hour rule and the view-counting budget per address.
      config: { memberWrite: false, session: 'optional', rateLimit: viewCountRateLimit },
      schema: {
        tags: ['projects'],
        summary: 'Count a view of a project (at most once per viewer per hour)',
        description:
          'A viewer is the signed-in member, else the visitor by address (whatever browser it claims); a second view by the same viewer ' +
          `within the hour is not counted (counted false). No write budget applies; 429 beyond ${VIEW_COUNTS_PER_MINUTE} requests a minute from one address. ` +
          "404 'Project not found'; 400 'Invalid project id'.",
        params: idParams,
        response: { 200: envelope(projectViewCountSchema) },
      },
    },
    async (request) => {
      const result = await countProjectView(ctx.db, ctx.database.engine, request.params.id, viewerKey(request), ctx.clock());
      return ok(result);
    },
  );

  const mayCreate = { onRequest: app.requirePermission('project:create', 'Only active members can create projects') };
  r.post(
    '/api/projects',
    {
      ...mayCreate,
      schema: {
        tags: ['projects'],
        summary: 'Create a project',
        description:
          "Active members only (403 'Only active members can create projects'). The signed-in member owns it, whatever " +
          'user_id the body sends. Technologies and tags are matched by name, case-insensitively (created when new); ' +
          "contributors are existing members' emails (400 'No member found with email …'). Message 'Project created successfully!'.",
        body: projectCreateSchema,
        response: { 201: envelope(projectSchema) },
      },
    },
    async (request, reply) => {
      const project = await createProject(ctx.db, request.user!.id, request.body, ctx.clock(), request.user!);
      return reply.status(201).send(ok(project, { message: 'Project created successfully!' }));
    },
  );

  r.put(
    '/api/projects/:id',
    {
      ...secured,
      schema: {
        tags: ['projects'],
        summary: 'Update a project (owner or admin)',
        description:
          "Any subset of the create fields; technologies, tags and contributors are replaced when sent. 403 'Only the owner or " +
          "an admin can edit this project'; 404 'Project not found'. A status change follows the transitions: 400 'Can only " +
          "start draft projects', 'Project is already completed', 'A project cannot go back to draft'. Message 'Project updated successfully'.",
        params: idParams,
        body: projectUpdateSchema,
        response: { 200: envelope(projectSchema) },
      },
    },
    async (request) => {
      await requireCan(request, 'project:update', request.params.id);
      const project = await updateProject(ctx.db, request.params.id, request.body, ctx.clock(), request.user!);
      return ok(project, { message: 'Project updated successfully' });
    },
  );

  r.post(
    '/api/projects/:id/status',
    {
      ...secured,
      schema: {
        tags: ['projects'],
        summary: 'Start, complete or archive a project (owner or admin)',
        description:
          "start: only from draft (400 'Can only start draft projects'); complete: sets completed_at, refused when already " +
          "completed (400 'Project is already completed'); archive: from any status. 400 'Invalid project action'; 403 'Only " +
          "the owner or an admin can edit this project'; 404 'Project not found'.",
        params: idParams,
        body: z.object({ action: z.enum(PROJECT_ACTIONS, { error: 'Invalid project action' }) }),
        response: { 200: envelope(projectSchema) },
      },
    },
    async (request) => {
      await requireCan(request, 'project:update', request.params.id);
      const project = await applyAction(ctx.db, request.params.id, request.body.action, ctx.clock());
      return ok(project);
    },
  );

  r.delete(
    '/api/projects/:id',
    {
      ...secured,
      schema: {
        tags: ['projects'],
        summary: 'Delete a project (owner or admin)',
        description:
          "Deletes it with its likes, views and links. 403 'Only the owner or an admin can delete this project'; 404 'Project " +
          "not found'. Message 'Project deleted successfully'.",
        params: idParams,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await requireCan(request, 'project:delete', request.params.id);
      await deleteProject(ctx.db, request.params.id);
      return ok(null, { message: 'Project deleted successfully' });
    },
  );

  const mayLike = { onRequest: app.requirePermission('project:like', 'Only active members can like projects') };
  for (const method of ['post', 'delete'] as const) {
    r[method](
      '/api/projects/:id/like',
      {
        ...mayLike,
        schema: {
          tags: ['projects'],
          summary: method === 'post' ? 'Like a project' : 'Unlike a project',
          description:
            'One like per member: liking twice counts once, unliking without a like changes nothing, likes never go below ' +
            "zero. 403 'Only active members can like projects'; 404 'Project not found'.",
          params: idParams,
          response: { 200: envelope(projectLikeCountSchema) },
        },
      },
      async (request) => {
        const result = await setLike(ctx.database, request.params.id, request.user!.id, method === 'post', ctx.clock());
        return ok(result);
      },
    );
  }

  r.get(
    '/api/projects/:id/likes',
    {
      schema: {
        tags: ['projects'],
        summary: 'Who liked a project',
        description: "Newest first. Public, so no entry carries an email. 404 'Project not found'.",
        params: idParams,
        querystring: z.object(pageQuery),
        response: { 200: listEnvelope(likeSchema) },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const page = await listLikes(ctx.db, request.params.id, limit, offset);
      return okPage(page.items, { total: page.total, limit, offset });
    },
  );

  // Vocabularies (technologies, tags) are paged like every list; the default page holds what the filters show.
  const vocabularyQuery = z.object(pageQueryShape({ defaultLimit: VOCABULARY_PAGE_SIZE, maxLimit: VOCABULARY_PAGE_SIZE }));
  r.get(
    '/api/technologies',
    {
      schema: {
        tags: ['projects'],
        summary: 'Technologies with project counts, by name, paged',
        querystring: vocabularyQuery,
        response: { 200: listEnvelope(technologyUsageSchema) },
      },
    },
    async (request) => {
      const page = await listTechnologies(ctx.db, request.query);
      return okPage(page.items, { total: page.total, ...request.query });
    },
  );
  r.get(
    '/api/tags',
    {
      schema: {
        tags: ['projects'],
        summary: 'Tags with project counts, by name, paged',
        querystring: vocabularyQuery,
        response: { 200: listEnvelope(tagSchema) },
      },
    },
    async (request) => {
      const page = await listTags(ctx.db, request.query);
      return okPage(page.items, { total: page.total, ...request.query });
    },
  );
}
