import { envelope } from '@esdc/core/api';
import { idParamsSchema, idSchema } from '@esdc/core/input';
import { TEAM_MESSAGES } from '@esdc/core/team';
import {
  teamCreateSchema,
  teamEnvelopeSchema,
  teamInvitationCreateSchema,
  teamInvitationEnvelopeSchema,
  teamInvitationListEnvelopeSchema,
  teamListQuerySchema,
  teamPageSchema,
  teamProjectAddSchema,
  teamUpdateSchema,
} from '@esdc/core/team-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ok, okPageOf } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { answerInvitation, inviteMember, removeMember } from './membership-service.ts';
import { getTeam, listPendingInvitations, listTeams } from './team-reads.ts';
import { addTeamProject, removeTeamProject } from './team-project-service.ts';
import { createTeam, deleteTeam, updateTeam } from './team-service.ts';

const teamParams = idParamsSchema('team');
const invitationParams = idParamsSchema('invitation');
const memberParams = z.object({ id: idSchema('team'), userId: idSchema('user') });
const projectParams = z.object({ id: idSchema('team'), projectId: idSchema('project') });
const idEnvelope = envelope(z.object({ id: z.number().int() }));

const ACTIVE = `Active members: 401 signed out (a suspended member's token too), 403 '${TEAM_MESSAGES.notActive}'.`;
const LEAD = `The team's lead, or an admin for any team (then recorded in the audit log): 403 '${TEAM_MESSAGES.notLead}'; 404 '${TEAM_MESSAGES.teamNotFound}'.`;

/**
 * Teams (docs/requirements.md §2 Teams): the list and a team's page are public; active members create teams; the lead
 * (or an admin) edits, invites, removes, hands over the lead, attaches projects and deletes; invitees accept or
 * decline; members leave. Every rule is enforced by the services; these routes validate and shape the answers.
 */
export async function teamRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const active = { onRequest: app.requirePermission('team:create', TEAM_MESSAGES.notActive) };
  const readers = { config: { session: 'optional' as const } };

  r.get(
    '/api/teams',
    {
      ...readers,
      schema: {
        tags: ['teams'],
        summary: 'A page of teams',
        description:
          'Public. `search` in names and descriptions, `focus_area`, `mine=true` (the reader’s teams; none signed out), paged. ' +
          'Each team with its member count, its lead and the reader’s role. In the landing’s order.',
        querystring: teamListQuerySchema,
        response: { 200: teamPageSchema },
      },
    },
    async (request) => okPageOf(await listTeams(ctx.db, request.query, request.user?.id ?? null), request.query),
  );

  r.post(
    '/api/teams',
    {
      ...active,
      schema: {
        tags: ['teams'],
        summary: 'Create a team',
        description: `${ACTIVE} The creator becomes its lead. 409 '${TEAM_MESSAGES.nameTaken}' whatever the case. \`avatar\`: one of the creator's uploaded images, or null.`,
        body: teamCreateSchema,
        response: { 201: teamEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createTeam(ctx.database, userOf(request), request.body, ctx.clock()), { message: TEAM_MESSAGES.created })),
  );

  r.get(
    '/api/teams/:id',
    {
      ...readers,
      schema: {
        tags: ['teams'],
        summary: 'A team with its members and projects',
        description: `Public. Members (the lead first) with their roles, the projects, the reader's role and pending invitation. 404 '${TEAM_MESSAGES.teamNotFound}'.`,
        params: teamParams,
        response: { 200: teamEnvelopeSchema },
      },
    },
    async (request) => ok(await getTeam(ctx.db, request.params.id, request.user?.id ?? null)),
  );

  r.put(
    '/api/teams/:id',
    {
      ...active,
      schema: {
        tags: ['teams'],
        summary: 'Edit a team or hand over its lead',
        description: `${LEAD} Fields left out keep their value; \`lead_id\` (a member) becomes the lead, the old lead stays a member (400 '${TEAM_MESSAGES.newLeadNotMember}'). 409 '${TEAM_MESSAGES.nameTaken}'.`,
        params: teamParams,
        body: teamUpdateSchema,
        response: { 200: teamEnvelopeSchema },
      },
    },
    async (request) => ok(await updateTeam(ctx.database, userOf(request), request.params.id, request.body, ctx.clock()), { message: TEAM_MESSAGES.updated }),
  );

  r.delete(
    '/api/teams/:id',
    {
      ...active,
      schema: {
        tags: ['teams'],
        summary: 'Delete a team',
        description: `${LEAD} Its memberships, invitations and project links go with it.`,
        params: teamParams,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      await deleteTeam(ctx.database, userOf(request), request.params.id, ctx.clock());
      return ok({ id: request.params.id }, { message: TEAM_MESSAGES.deleted });
    },
  );

  r.post(
    '/api/teams/:id/invitations',
    {
      ...active,
      schema: {
        tags: ['teams'],
        summary: 'Invite a member into a team',
        description:
          `${LEAD} The invitee is notified ('team_invitation'). 404 '${TEAM_MESSAGES.userNotFound}'; 409 '${TEAM_MESSAGES.alreadyMember}', ` +
          `'${TEAM_MESSAGES.alreadyInvited}', '${TEAM_MESSAGES.inviteeInactive}'.`,
        params: teamParams,
        body: teamInvitationCreateSchema,
        response: { 201: teamInvitationEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await inviteMember(ctx.database, userOf(request), request.params.id, request.body.user_id, ctx.clock()), { message: TEAM_MESSAGES.invited })),
  );

  r.get(
    '/api/team-invitations',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['teams'],
        summary: 'My pending team invitations',
        description: 'Any signed-in member: their own pending invitations, newest first.',
        response: { 200: teamInvitationListEnvelopeSchema },
      },
    },
    async (request) => ok(await listPendingInvitations(ctx.db, userOf(request).id)),
  );

  for (const answer of ['accept', 'decline'] as const) {
    r.post(
      `/api/team-invitations/:id/${answer}`,
      {
        ...active,
        schema: {
          tags: ['teams'],
          summary: answer === 'accept' ? 'Accept a team invitation' : 'Decline a team invitation',
          description:
            `${ACTIVE} Only the invitee: 403 '${TEAM_MESSAGES.notInvitee}'; 404 '${TEAM_MESSAGES.invitationNotFound}'; 409 '${TEAM_MESSAGES.notPending}'. ` +
            `${answer === 'accept' ? 'The invitee joins as a member. ' : ''}The team's lead is notified ('team_invitation_response').`,
          params: invitationParams,
          response: { 200: teamInvitationEnvelopeSchema },
        },
      },
      async (request) =>
        ok(await answerInvitation(ctx.database, userOf(request), request.params.id, answer === 'accept', ctx.clock()), {
          message: answer === 'accept' ? TEAM_MESSAGES.accepted : TEAM_MESSAGES.declined,
        }),
    );
  }

  r.delete(
    '/api/teams/:id/members/:userId',
    {
      ...active,
      schema: {
        tags: ['teams'],
        summary: 'Remove a member from a team, or leave it',
        description:
          `A member removes themselves (leaves); otherwise ${LEAD} The removed member is notified ('team_removed'). 404 '${TEAM_MESSAGES.memberNotFound}'; ` +
          `409 '${TEAM_MESSAGES.leadCannotLeave}', '${TEAM_MESSAGES.leadCannotBeRemoved}'.`,
        params: memberParams,
        response: { 200: idEnvelope },
      },
    },
    async (request) => {
      const { left } = await removeMember(ctx.database, userOf(request), request.params.id, request.params.userId, ctx.clock());
      return ok({ id: request.params.userId }, { message: left ? TEAM_MESSAGES.left : TEAM_MESSAGES.removed });
    },
  );

  r.post(
    '/api/teams/:id/projects',
    {
      ...active,
      schema: {
        tags: ['teams'],
        summary: 'Add a project to a team',
        description: `${LEAD} A project owned by or contributed to by a member (400 '${TEAM_MESSAGES.projectNotEligible}'); 404 '${TEAM_MESSAGES.projectNotFound}'; 409 '${TEAM_MESSAGES.projectAlreadyAdded}'.`,
        params: teamParams,
        body: teamProjectAddSchema,
        response: { 201: teamEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const actor = userOf(request);
      await addTeamProject(ctx.database, actor, request.params.id, request.body.project_id, ctx.clock());
      return reply.status(201).send(ok(await getTeam(ctx.db, request.params.id, actor.id), { message: TEAM_MESSAGES.projectAdded }));
    },
  );

  r.delete(
    '/api/teams/:id/projects/:projectId',
    {
      ...active,
      schema: {
        tags: ['teams'],
        summary: 'Take a project off a team',
        description: `${LEAD} 404 '${TEAM_MESSAGES.projectNotOnTeam}'.`,
        params: projectParams,
        response: { 200: teamEnvelopeSchema },
      },
    },
    async (request) => {
      const actor = userOf(request);
      await removeTeamProject(ctx.database, actor, request.params.id, request.params.projectId);
      return ok(await getTeam(ctx.db, request.params.id, actor.id), { message: TEAM_MESSAGES.projectRemoved });
    },
  );
}
