import multipart from '@fastify/multipart';
import { envelope, mediaResponse } from '@esdc/core/api';
import { idParamsSchema } from '@esdc/core/input';
import { JOB_CV_MAX_BYTES, JOB_MESSAGES, JOB_PAGE_SIZE } from '@esdc/core/jobs';
import {
  jobApplicationListQuerySchema,
  jobApplicationListSchema,
  jobApplicationParamsSchema,
  jobApplicationSchema,
  jobApplicationStatusInputSchema,
  jobInputSchema,
  jobListQuerySchema,
  jobPageSchema,
  jobParamsSchema,
  jobPartnerListSchema,
  jobSavedSearchInputSchema,
  jobSavedSearchListSchema,
  jobSavedSearchParamsSchema,
  jobSavedSearchSchema,
  jobSchema,
} from '@esdc/core/jobs-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { sizeLabel } from '../../lib/read-upload.ts';
import { ok, okPageOf } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { applyForJob, cvForDownload, listJobApplications, listMyApplications, setApplicationStatus } from './application-service.ts';
import { readApplication } from './cv-storage.ts';
import { canPostJobs, createJob, deleteJob, getJob, listJobs, updateJob } from './job-service.ts';
import { addPartner, listPartners, removePartner } from './partner-service.ts';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './saved-search-service.ts';

const idEnvelope = envelope(z.object({ id: z.number().int() }));
const userParams = idParamsSchema('user');
const FIELDS =
  "`title`, `company`, `location` (one line each; 'Title is required', 'Company is required', 'Location is required'), `remote` (boolean), " +
  '`type` (internship, part-time, full-time), optional `salary_min`/`salary_max` (whole currency units, min not above max) and `salary_label` (currency or period), ' +
  '`deadline` (ISO-8601 with a zone; may be in the past), `description` (markdown, rendered and sanitised like the forum), optional `apply_url` (an https link; absent: apply in the app). Nothing changes on a refusal.';

/** RFC 6266 `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Jobs (SPEC §2 Jobs): postings, in-app applications with a CV, the poster's review and the member's own
 * applications, and the admins' job partners. The services enforce every rule; these routes validate and shape.
 */
export async function jobsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const active = { onRequest: app.requirePermission('job:apply') };
  const admins = { onRequest: app.requirePermission('job:manage-partners') };

  r.get(
    '/api/jobs',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['jobs'],
        summary: 'Job postings',
        description: `Public: the postings whose deadline has not passed, the nearest deadline first; \`type\`, \`remote\` (true/false) and \`q\` (title, company, location) filter. \`mine=true\` (signed in) lists the viewer's own postings, newest first, expired ones too. \`limit\` (default ${JOB_PAGE_SIZE}, at most 50)/\`offset\`. \`meta.can_post\`: the viewer may post jobs.`,
        querystring: jobListQuerySchema,
        response: { 200: jobPageSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await listJobs(ctx.db, request.user, q, ctx.clock());
      return {
        success: true as const,
        data: page.items,
        meta: { total: page.total, limit: q.limit, offset: q.offset, can_post: await canPostJobs(ctx.db, request.user) },
      };
    },
  );

  r.post(
    '/api/jobs',
    {
      ...active,
      schema: {
        tags: ['jobs'],
        summary: 'Post a job',
        description: `Admins, moderators and job partners: 401 signed out, 403 '${JOB_MESSAGES.postNotAllowed}'. ${FIELDS} Recorded in the audit log. Message '${JOB_MESSAGES.created}'.`,
        body: jobInputSchema,
        response: { 201: envelope(jobSchema) },
      },
    },
    async (request, reply) => {
      const job = await createJob(ctx.database, userOf(request), request.body, ctx.clock());
      return reply.status(201).send(ok(job, { message: JOB_MESSAGES.created }));
    },
  );

  r.get(
    '/api/jobs/:id',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['jobs'],
        summary: 'A job posting',
        description: `Public, expired postings too (\`open\` false). 404 '${JOB_MESSAGES.notFound}'.`,
        params: jobParamsSchema,
        response: { 200: envelope(jobSchema) },
      },
    },
    async (request) => ok(await getJob(ctx.db, request.user, request.params.id, ctx.clock())),
  );

  r.put(
    '/api/jobs/:id',
    {
      ...active,
      schema: {
        tags: ['jobs'],
        summary: 'Edit a job posting',
        description: `The poster or an admin: 403 '${JOB_MESSAGES.editNotAllowed}'; 404 '${JOB_MESSAGES.notFound}'. ${FIELDS} Recorded in the audit log.`,
        params: jobParamsSchema,
        body: jobInputSchema,
        response: { 200: envelope(jobSchema) },
      },
    },
    async (request) => ok(await updateJob(ctx.database, userOf(request), request.params.id, request.body, ctx.clock()), { message: JOB_MESSAGES.updated }),
  );

  r.delete(
    '/api/jobs/:id',
    {
      ...active,
      schema: {
        tags: ['jobs'],
        summary: 'Delete a job posting',
        description: `The poster or an admin: 403 '${JOB_MESSAGES.editNotAllowed}'; 404 '${JOB_MESSAGES.notFound}'. Its applications and their CVs go with it. Recorded in the audit log.`,
        params: jobParamsSchema,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      await deleteJob(ctx.database, ctx.media, userOf(request), request.params.id, ctx.clock());
      return ok({ id: request.params.id }, { message: JOB_MESSAGES.deleted });
    },
  );

  await app.register(async (scope) => {
    // Multipart only here: every other route keeps refusing it.
    await scope.register(multipart, { limits: { fileSize: JOB_CV_MAX_BYTES, files: 1 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/jobs/:id/applications',
      {
        onRequest: scope.requirePermission('job:apply'),
        schema: {
          tags: ['jobs'],
          summary: 'Apply for a job',
          description:
            `Active members. multipart/form-data with \`cover_note\` (text, '${JOB_MESSAGES.coverNoteRequired}') and \`cv\` (a PDF, recognised by its content, never its name: '${JOB_MESSAGES.cvNotPdf}'; ` +
            `at most ${sizeLabel(JOB_CV_MAX_BYTES)}, else 413 '${JOB_MESSAGES.cvTooLarge}'). 404 '${JOB_MESSAGES.notFound}'; 400 '${JOB_MESSAGES.deadlinePassed}', ` +
            `'${JOB_MESSAGES.applyInApp}', '${JOB_MESSAGES.ownJob}'; 409 '${JOB_MESSAGES.alreadyApplied}'. Nothing is stored on a refusal. Message '${JOB_MESSAGES.applied}'.`,
          consumes: ['multipart/form-data'],
          params: jobParamsSchema,
          response: { 201: envelope(jobApplicationSchema) },
        },
      },
      async (request, reply) => {
        const upload = await readApplication(request);
        const application = await applyForJob(ctx.database, ctx.media, userOf(request), request.params.id, upload, ctx.clock());
        return reply.status(201).send(ok(application, { message: JOB_MESSAGES.applied }));
      },
    );
  });

  r.get(
    '/api/jobs/:id/applications',
    {
      ...active,
      schema: {
        tags: ['jobs'],
        summary: "A job's applications",
        description: `The poster or an admin, oldest first: 403 "${JOB_MESSAGES.applicationsNotAllowed}"; 404 '${JOB_MESSAGES.notFound}'.`,
        params: jobParamsSchema,
        querystring: jobApplicationListQuerySchema,
        response: { 200: jobApplicationListSchema },
      },
    },
    async (request) => okPageOf(await listJobApplications(ctx.db, userOf(request), request.params.id, request.query), request.query),
  );

  r.patch(
    '/api/job-applications/:id',
    {
      ...active,
      schema: {
        tags: ['jobs'],
        summary: "Change an application's status",
        description: `The poster or an admin: \`status\` submitted, reviewing, accepted or rejected ('${JOB_MESSAGES.invalidStatus}'); 403 "${JOB_MESSAGES.applicationsNotAllowed}"; 404 '${JOB_MESSAGES.applicationNotFound}'. The applicant is notified of a change ('job_application_status').`,
        params: jobApplicationParamsSchema,
        body: jobApplicationStatusInputSchema,
        response: { 200: envelope(jobApplicationSchema) },
      },
    },
    async (request) =>
      ok(await setApplicationStatus(ctx.database, userOf(request), request.params.id, request.body.status, ctx.clock()), {
        message: JOB_MESSAGES.statusChanged,
      }),
  );

  r.get(
    '/api/job-applications/:id/cv',
    {
      ...active,
      schema: {
        tags: ['jobs'],
        summary: "An application's CV",
        description: `The PDF as an attachment, to the applicant, the posting's poster and admins only; 404 '${JOB_MESSAGES.applicationNotFound}' to anyone else.`,
        params: jobApplicationParamsSchema,
        response: { 200: mediaResponse('application/pdf', 'The CV', true) },
      },
    },
    async (request, reply) => {
      const { name, object } = await cvForDownload(ctx.db, ctx.media, userOf(request), request.params.id);
      reply
        .type('application/pdf')
        .header('content-disposition', attachment(name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store');
      if (object.bytes > 0) reply.header('content-length', object.bytes);
      return reply.send(object.body);
    },
  );

  r.get(
    '/api/my/job-applications',
    {
      ...active,
      schema: {
        tags: ['jobs'],
        summary: 'My job applications',
        description: 'The signed-in member’s applications with their states, newest first.',
        querystring: jobApplicationListQuerySchema,
        response: { 200: jobApplicationListSchema },
      },
    },
    async (request) => okPageOf(await listMyApplications(ctx.db, userOf(request), request.query), request.query),
  );

  r.get(
    '/api/my/job-searches',
    {
      ...active,
      schema: {
        tags: ['jobs'],
        summary: 'My saved job searches',
        description: 'The signed-in member’s saved searches, newest first; a null filter matches every posting.',
        response: { 200: jobSavedSearchListSchema },
      },
    },
    async (request) => ok(await listSavedSearches(ctx.db, userOf(request))),
  );

  r.post(
    '/api/my/job-searches',
    {
      ...active,
      schema: {
        tags: ['jobs'],
        summary: 'Save a job search',
        description: `Active members: \`type\`, \`remote\` (boolean) and \`q\` (title, company, location), each optional; the member is notified ('job_saved_search') when a new posting matches. 409 '${JOB_MESSAGES.searchDuplicate}', 409 '${JOB_MESSAGES.searchLimit}'.`,
        body: jobSavedSearchInputSchema,
        response: { 201: envelope(jobSavedSearchSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await saveSearch(ctx.database, userOf(request), request.body, ctx.clock()), { message: JOB_MESSAGES.searchSaved })),
  );

  r.delete(
    '/api/my/job-searches/:id',
    {
      ...active,
      schema: {
        tags: ['jobs'],
        summary: 'Delete a saved job search',
        description: `The member's own; another member's is 404 '${JOB_MESSAGES.searchNotFound}'.`,
        params: jobSavedSearchParamsSchema,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      await deleteSavedSearch(ctx.db, userOf(request), request.params.id);
      return ok({ id: request.params.id }, { message: JOB_MESSAGES.searchDeleted });
    },
  );

  r.get(
    '/api/admin/jobs/partners',
    {
      ...admins,
      schema: {
        tags: ['jobs'],
        summary: 'Job partners',
        description: 'Admins: the members who may post jobs besides admins and moderators, most recent first.',
        querystring: jobApplicationListQuerySchema,
        response: { 200: jobPartnerListSchema },
      },
    },
    async (request) => okPageOf(await listPartners(ctx.db, request.query), request.query),
  );

  r.put(
    '/api/admin/jobs/partners/:id',
    {
      ...admins,
      schema: {
        tags: ['jobs'],
        summary: 'Make a member a job partner',
        description: "Admins: the member may post jobs. Adding twice changes nothing. 404 'User not found'. Recorded in the audit log.",
        params: userParams,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      await addPartner(ctx.db, userOf(request), request.params.id, ctx.clock());
      return ok({ id: request.params.id }, { message: JOB_MESSAGES.partnerAdded });
    },
  );

  r.delete(
    '/api/admin/jobs/partners/:id',
    {
      ...admins,
      schema: {
        tags: ['jobs'],
        summary: 'Stop a member being a job partner',
        description: `Admins. Their postings stay theirs. 404 '${JOB_MESSAGES.notAPartner}'. Recorded in the audit log.`,
        params: userParams,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      await removePartner(ctx.db, userOf(request), request.params.id, ctx.clock());
      return ok({ id: request.params.id }, { message: JOB_MESSAGES.partnerRemoved });
    },
  );
}
