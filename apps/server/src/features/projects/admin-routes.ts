import { emptyDataSchema, envelope, listEnvelope } from '@esdc/core/api';
import { idParamsSchema, INT32_MAX, pageQueryShape, queryWholeNumberSchema, searchQuerySchema } from '@esdc/core/input';
import { adminProjectCreateSchema, projectSchema, projectStatusSchema, projectUpdateSchema } from '@esdc/core/project-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { ok, okPageOf } from '../../lib/envelope.ts';
import { listProjects } from './project-reads.ts';
import { adminCreateProject, adminDeleteProject, adminUpdateProject } from './admin-project-service.ts';

const projectIdParams = idParamsSchema('project');
const page = pageQueryShape();

/** The signed-in admin's id (the permission hook has already checked them). */
function actorId(request: FastifyRequest): number {
  if (!request.user) throw unauthorized();
  return request.user.id;
}

/**
 * The admin panel's project management (SPEC §2 Admin panel Projects tab, §7 /api/admin/projects; the contract
 * is the OpenAPI document at /api/docs): 401 signed out, 403 unless an active admin (`can()` 'project:manage').
 * Every write is audited and empties the project cache.
 */
export async function adminProjectRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manageProjects = { onRequest: app.requirePermission('project:manage') };

  r.get(
    '/api/admin/projects',
    {
      ...manageProjects,
      schema: {
        tags: ['admin'],
        summary: 'All projects, newest first',
        description:
          "Filters: q (in the title or description), user_id (the projects the member owns or contributes to), status. Contributors' " +
          'emails are included; liked_by_me is false. 401 signed out; 403 unless an active admin.',
        querystring: z.object({
          ...page,
          q: searchQuerySchema(),
          user_id: queryWholeNumberSchema({ message: 'Invalid user id', min: 1, max: INT32_MAX }).optional(),
          status: projectStatusSchema.optional(),
        }),
        response: { 200: listEnvelope(projectSchema) },
      },
    },
    async (request) => okPageOf(await listProjects(ctx.db, request.query), request.query),
  );

  r.post(
    '/api/admin/projects',
    {
      ...manageProjects,
      schema: {
        tags: ['admin'],
        summary: 'Create a project for a member',
        description:
          "The member user_id owns it (400 'User ID is required'; 404 'User not found'); the other fields as POST /api/projects. " +
          "Audited as project.created. Message 'Project created successfully!'.",
        body: adminProjectCreateSchema,
        response: { 201: envelope(projectSchema) },
      },
    },
    async (request, reply) => {
      const { user_id: ownerId, ...input } = request.body;
      const project = await adminCreateProject(ctx.db, actorId(request), ownerId, input, ctx.clock());
      return reply.status(201).send(ok(project, { message: 'Project created successfully!' }));
    },
  );

  r.put(
    '/api/admin/projects/:id',
    {
      ...manageProjects,
      schema: {
        tags: ['admin'],
        summary: 'Update any project',
        description:
          "As PUT /api/projects/{id} (the status transitions apply). Audited as project.updated with the fields sent. 404 'Project " +
          "not found'. Message 'Project updated successfully'.",
        params: projectIdParams,
        body: projectUpdateSchema,
        response: { 200: envelope(projectSchema) },
      },
    },
    async (request) => {
      const project = await adminUpdateProject(ctx.db, actorId(request), request.params.id, request.body, ctx.clock());
      return ok(project, { message: 'Project updated successfully' });
    },
  );

  r.delete(
    '/api/admin/projects/:id',
    {
      ...manageProjects,
      schema: {
        tags: ['admin'],
        summary: 'Delete any project',
        description: "Audited as project.deleted with its title and owner. 404 'Project not found'. Message 'Project deleted successfully'.",
        params: projectIdParams,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) => {
      await adminDeleteProject(ctx.db, actorId(request), request.params.id, ctx.clock());
      return ok(null, { message: 'Project deleted successfully' });
    },
  );
}
