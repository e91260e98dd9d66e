import { envelope } from '@esdc/core/api';
import { HACKATHON_MESSAGES } from '@esdc/core/hackathon';
import {
  hackathonEntrySchema,
  hackathonJudgeInputSchema,
  hackathonJudgeParamsSchema,
  hackathonListQuerySchema,
  hackathonPageSchema,
  hackathonParamsSchema,
  hackathonResultsSchema,
  hackathonSchema,
  hackathonSettingsSchema,
  hackathonSubmissionSchema,
  hackathonTeamInputSchema,
  hackathonTeamParamsSchema,
  hackathonTeamProjectSchema,
  scoreSetSchema,
  scoresInputSchema,
  submissionCreateSchema,
  submissionFieldsSchema,
  submissionParamsSchema,
} from '@esdc/core/hackathon-schemas';
import { WORKSHOP_MESSAGES } from '@esdc/core/workshop';
import {
  workshopFeedbackInputSchema,
  workshopFeedbackListSchema,
  workshopFeedbackSchema,
  workshopListQuerySchema,
  workshopMaterialInputSchema,
  workshopMaterialParamsSchema,
  workshopMaterialSchema,
  workshopPageSchema,
  workshopParamsSchema,
  workshopSchema,
} from '@esdc/core/workshop-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPageOf } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { getHackathon, getResults, listHackathons, listSubmissions } from './hackathon-reads.ts';
import { addJudge, publishResults, registerTeam, removeJudge, updateHackathon, withdrawTeam } from './hackathon-service.ts';
import { createSubmission, scoreSubmission, teamProjects, updateSubmission } from './submission-service.ts';
import { addMaterial, getWorkshop, giveFeedback, listFeedback, listWorkshops, removeMaterial } from './workshop-service.ts';

const idEnvelope = envelope(z.object({ id: z.number().int() }));
const ORGANISER = `The event's creator, a listed organiser or an admin: 403 '${HACKATHON_MESSAGES.notOrganiser}'.`;

/**
 * Hackathons and workshops (SPEC §2 Hackathons, §2 Workshops): the programmes built on hackathon and workshop events.
 * The services enforce every rule; these routes validate and shape.
 */
export async function hackathonRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const active = { onRequest: app.requirePermission('hackathon:take-part') };
  const admins = { onRequest: app.requirePermission('hackathon:appoint-judges') };
  const optional = { config: { session: 'optional' as const } };

  r.get(
    '/api/hackathons',
    {
      ...optional,
      schema: {
        tags: ['hackathons'],
        summary: 'Hackathons',
        description:
          'Public: the published hackathon events (published, under way or completed), the latest start first, with tracks, team counts and the deadline.',
        querystring: hackathonListQuerySchema,
        response: { 200: hackathonPageSchema },
      },
    },
    async (request) => okPageOf(await listHackathons(ctx.db, request.query, ctx.clock()), request.query),
  );

  r.get(
    '/api/hackathons/:id',
    {
      ...optional,
      schema: {
        tags: ['hackathons'],
        summary: 'A hackathon',
        description: `Public: the event, its set-up (tracks, \`rubric: [{criterion, max}]\`, team sizes, deadline, judging), the registered teams, the judges and what the viewer may do. 404 '${HACKATHON_MESSAGES.notFound}' (drafts for those who manage the event only).`,
        params: hackathonParamsSchema,
        response: { 200: envelope(hackathonSchema) },
      },
    },
    async (request) => ok(await getHackathon(ctx.db, request.user, request.params.id, ctx.clock())),
  );

  r.put(
    '/api/hackathons/:id',
    {
      ...active,
      schema: {
        tags: ['hackathons'],
        summary: 'Set up a hackathon',
        description: `${ORGANISER} \`tracks\` (1–10 distinct names), \`rubric\` [{criterion, max 1–100}] (unchangeable once scoring began: 409 '${HACKATHON_MESSAGES.rubricLocked}'), \`team_size_min\`/\`team_size_max\`, \`submission_deadline\` (null: the event's end), \`judging_open\` (needs a rubric; not after the results), \`winner_points\` (0–1000). Message '${HACKATHON_MESSAGES.updated}'.`,
        params: hackathonParamsSchema,
        body: hackathonSettingsSchema,
        response: { 200: envelope(hackathonSchema) },
      },
    },
    async (request) => {
      await updateHackathon(ctx.database, userOf(request), request.params.id, request.body, ctx.clock());
      return ok(await getHackathon(ctx.db, request.user, request.params.id, ctx.clock()), { message: HACKATHON_MESSAGES.updated });
    },
  );

  r.post(
    '/api/hackathons/:id/teams',
    {
      ...active,
      schema: {
        tags: ['hackathons'],
        summary: 'Register a team',
        description: `The team's lead ('${HACKATHON_MESSAGES.notLead}'), while registration is open ('${HACKATHON_MESSAGES.registrationClosed}'), in one of the tracks (\`track\`, optional when there is one), within the size limits, no member in another registered team ('${HACKATHON_MESSAGES.memberElsewhere}'). The members are notified. Message '${HACKATHON_MESSAGES.registered}'.`,
        params: hackathonParamsSchema,
        body: hackathonTeamInputSchema,
        response: { 201: envelope(hackathonEntrySchema) },
      },
    },
    async (request, reply) => {
      const entry = await registerTeam(ctx.database, userOf(request), request.params.id, request.body, ctx.clock());
      return reply.status(201).send(ok(entry, { message: HACKATHON_MESSAGES.registered }));
    },
  );

  r.delete(
    '/api/hackathons/:id/teams/:teamId',
    {
      ...active,
      schema: {
        tags: ['hackathons'],
        summary: 'Withdraw a team',
        description: `The team's lead or an admin ('${HACKATHON_MESSAGES.notLeadWithdraw}'), while submissions are open, judging has not been opened, the results are not published and the team's submission is not scored (409 '${HACKATHON_MESSAGES.withdrawClosed}'). The entry goes with its submission; the members' event seats stay. The members are notified. 404 '${HACKATHON_MESSAGES.notRegisteredTeam}'. Message '${HACKATHON_MESSAGES.withdrawn}'.`,
        params: hackathonTeamParamsSchema,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      await withdrawTeam(ctx.database, userOf(request), request.params.id, request.params.teamId, ctx.clock());
      return ok({ id: request.params.teamId }, { message: HACKATHON_MESSAGES.withdrawn });
    },
  );

  r.get(
    '/api/hackathons/:id/teams/:teamId/projects',
    {
      ...active,
      schema: {
        tags: ['hackathons'],
        summary: "A team's linkable projects",
        description: `The projects the registered team may link to its submission: owned by or contributed to by a member of its entry, by title. A member of the team or an admin ('${HACKATHON_MESSAGES.teamProjectsHidden}'). 404 '${HACKATHON_MESSAGES.notRegisteredTeam}'.`,
        params: hackathonTeamParamsSchema,
        response: { 200: envelope(z.array(hackathonTeamProjectSchema)) },
      },
    },
    async (request) => ok(await teamProjects(ctx.db, userOf(request), request.params.id, request.params.teamId)),
  );

  r.post(
    '/api/hackathons/:id/judges',
    {
      ...admins,
      schema: {
        tags: ['hackathons'],
        summary: 'Appoint a judge',
        description: `Admins: \`user_id\` of an active member. 409 '${HACKATHON_MESSAGES.alreadyJudge}'. Message '${HACKATHON_MESSAGES.judgeAdded}'.`,
        params: hackathonParamsSchema,
        body: hackathonJudgeInputSchema,
        response: { 201: idEnvelope },
      },
    },
    async (request, reply) => {
      await addJudge(ctx.db, userOf(request), request.params.id, request.body.user_id, ctx.clock());
      return reply.status(201).send(ok({ id: request.body.user_id }, { message: HACKATHON_MESSAGES.judgeAdded }));
    },
  );

  r.delete(
    '/api/hackathons/:id/judges/:userId',
    {
      ...admins,
      schema: {
        tags: ['hackathons'],
        summary: 'Remove a judge',
        description: `Admins; the judge's scores of this hackathon go too. 404 '${HACKATHON_MESSAGES.notAJudge}'.`,
        params: hackathonJudgeParamsSchema,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      await removeJudge(ctx.database, userOf(request), request.params.id, request.params.userId);
      return ok({ id: request.params.userId }, { message: HACKATHON_MESSAGES.judgeRemoved });
    },
  );

  r.get(
    '/api/hackathons/:id/submissions',
    {
      ...optional,
      schema: {
        tags: ['hackathons'],
        summary: "A hackathon's submissions",
        description:
          "All of them for the organisers, admins and judges (with the judge's own scores), and for everyone once the results are published; otherwise the viewer's own team's.",
        params: hackathonParamsSchema,
        response: { 200: envelope(z.array(hackathonSubmissionSchema)) },
      },
    },
    async (request) => ok(await listSubmissions(ctx.db, request.user, request.params.id, ctx.clock())),
  );

  r.post(
    '/api/hackathons/:id/submissions',
    {
      ...active,
      schema: {
        tags: ['hackathons'],
        summary: 'Submit for a team',
        description: `A member of the registered team (\`team_id\`): \`title\`, \`description\`, \`repository_url\` (https), optional \`demo_url\` (https) and \`project_id\` (a team member's project). Before the deadline ('${HACKATHON_MESSAGES.deadlinePassed}'), once per team ('${HACKATHON_MESSAGES.alreadySubmitted}'). Message '${HACKATHON_MESSAGES.submitted}'.`,
        params: hackathonParamsSchema,
        body: submissionCreateSchema,
        response: { 201: envelope(hackathonSubmissionSchema) },
      },
    },
    async (request, reply) => {
      const submission = await createSubmission(ctx.database, userOf(request), request.params.id, request.body, ctx.clock());
      return reply.status(201).send(ok(submission, { message: HACKATHON_MESSAGES.submitted }));
    },
  );

  r.put(
    '/api/submissions/:id',
    {
      ...active,
      schema: {
        tags: ['hackathons'],
        summary: 'Edit a submission',
        description: `A member of the team, before the deadline ('${HACKATHON_MESSAGES.deadlinePassed}'); the same fields as submitting. 404 '${HACKATHON_MESSAGES.submissionNotFound}'.`,
        params: submissionParamsSchema,
        body: submissionFieldsSchema,
        response: { 200: envelope(hackathonSubmissionSchema) },
      },
    },
    async (request) =>
      ok(await updateSubmission(ctx.database, userOf(request), request.params.id, request.body, ctx.clock()), {
        message: HACKATHON_MESSAGES.submissionUpdated,
      }),
  );

  r.post(
    '/api/submissions/:id/scores',
    {
      ...active,
      schema: {
        tags: ['hackathons'],
        summary: 'Score a submission',
        description: `An appointed judge ('${HACKATHON_MESSAGES.notJudge}') who is not in the team ('${HACKATHON_MESSAGES.ownTeam}'), while judging is open ('${HACKATHON_MESSAGES.judgingClosed}'): \`scores\` {criterion: whole number 0..max} for every criterion of the rubric. One set per judge and submission: 201 the first time, 200 when it replaces the judge's earlier set. Message '${HACKATHON_MESSAGES.scored}'.`,
        params: submissionParamsSchema,
        body: scoresInputSchema,
        response: { 200: envelope(scoreSetSchema), 201: envelope(scoreSetSchema) },
      },
    },
    async (request, reply) => {
      const { set, created } = await scoreSubmission(ctx.database, userOf(request), request.params.id, request.body.scores, ctx.clock());
      return reply.status(created ? 201 : 200).send(ok(set, { message: HACKATHON_MESSAGES.scored }));
    },
  );

  r.get(
    '/api/hackathons/:id/results',
    {
      ...optional,
      schema: {
        tags: ['hackathons'],
        summary: "A hackathon's results",
        description: `Per track, the submissions ranked by total (the average over the judges of the sum of the criteria), ties to the earlier submission. Public once published; before that the organisers and admins see a preview (\`published_at\` null) and others get 403 '${HACKATHON_MESSAGES.notPublished}'.`,
        params: hackathonParamsSchema,
        response: { 200: envelope(hackathonResultsSchema) },
      },
    },
    async (request) => ok(await getResults(ctx.db, request.user, request.params.id)),
  );

  r.post(
    '/api/hackathons/:id/results',
    {
      ...active,
      schema: {
        tags: ['hackathons'],
        summary: 'Publish the results',
        description: `${ORGANISER} Closes judging, makes the ranking public, gives each member of a track's first-ranked team the winner points through the ledger and notifies the teams' members. Once: publishing again changes and awards nothing. Message '${HACKATHON_MESSAGES.published}'.`,
        params: hackathonParamsSchema,
        response: { 200: envelope(hackathonResultsSchema) },
      },
    },
    async (request) => ok(await publishResults(ctx.database, userOf(request), request.params.id, ctx.clock()), { message: HACKATHON_MESSAGES.published }),
  );

  r.get(
    '/api/workshops',
    {
      ...optional,
      schema: {
        tags: ['workshops'],
        summary: 'Workshops',
        description:
          "Public: the published workshop events (published, under way or completed), the latest start first, with the viewer's own registration and the materials count. Registering is the events' own `POST /api/events/{id}/registration`.",
        querystring: workshopListQuerySchema,
        response: { 200: workshopPageSchema },
      },
    },
    async (request) => okPageOf(await listWorkshops(ctx.db, request.user, request.query), request.query),
  );

  r.get(
    '/api/workshops/:id',
    {
      ...optional,
      schema: {
        tags: ['workshops'],
        summary: 'A workshop',
        description: `Public: the workshop, its materials and its feedback summary; the viewer's own feedback and whether they may give it. 404 '${WORKSHOP_MESSAGES.notFound}'.`,
        params: workshopParamsSchema,
        response: { 200: envelope(workshopSchema) },
      },
    },
    async (request) => ok(await getWorkshop(ctx.db, request.user, request.params.id)),
  );

  r.post(
    '/api/workshops/:id/materials',
    {
      ...active,
      schema: {
        tags: ['workshops'],
        summary: 'Attach a material',
        description: `The event's creator, a listed organiser or an admin ('${WORKSHOP_MESSAGES.notOrganiser}'): \`title\` and \`url\` (https, '${WORKSHOP_MESSAGES.materialUrl}'). Message '${WORKSHOP_MESSAGES.materialAdded}'.`,
        params: workshopParamsSchema,
        body: workshopMaterialInputSchema,
        response: { 201: envelope(workshopMaterialSchema) },
      },
    },
    async (request, reply) => {
      const material = await addMaterial(ctx.database, userOf(request), request.params.id, request.body, ctx.clock());
      return reply.status(201).send(ok(material, { message: WORKSHOP_MESSAGES.materialAdded }));
    },
  );

  r.delete(
    '/api/workshop-materials/:id',
    {
      ...active,
      schema: {
        tags: ['workshops'],
        summary: 'Remove a material',
        description: `The workshop's organiser or an admin. 404 '${WORKSHOP_MESSAGES.materialNotFound}'.`,
        params: workshopMaterialParamsSchema,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      await removeMaterial(ctx.db, userOf(request), request.params.id);
      return ok({ id: request.params.id }, { message: WORKSHOP_MESSAGES.materialRemoved });
    },
  );

  r.post(
    '/api/workshops/:id/feedback',
    {
      ...active,
      schema: {
        tags: ['workshops'],
        summary: 'Give feedback',
        description: `A member whose attendance was recorded ('${WORKSHOP_MESSAGES.notAttended}'), once ('${WORKSHOP_MESSAGES.alreadyGiven}'): \`rating\` 1–5 and an optional \`comment\`. Message '${WORKSHOP_MESSAGES.feedbackSaved}'.`,
        params: workshopParamsSchema,
        body: workshopFeedbackInputSchema,
        response: { 201: envelope(workshopFeedbackSchema) },
      },
    },
    async (request, reply) => {
      const feedback = await giveFeedback(ctx.db, userOf(request), request.params.id, request.body, ctx.clock());
      return reply.status(201).send(ok(feedback, { message: WORKSHOP_MESSAGES.feedbackSaved }));
    },
  );

  r.get(
    '/api/workshops/:id/feedback',
    {
      ...active,
      schema: {
        tags: ['workshops'],
        summary: "A workshop's feedback",
        description: `The workshop's organiser or an admin, newest first ('${WORKSHOP_MESSAGES.notOrganiser}').`,
        params: workshopParamsSchema,
        response: { 200: workshopFeedbackListSchema },
      },
    },
    async (request) => ok(await listFeedback(ctx.db, userOf(request), request.params.id)),
  );
}
