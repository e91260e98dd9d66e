import { z } from 'zod';
import { envelope, listEnvelope } from './api.ts';
import { IMAGE_URL_PATTERN } from './image.ts';
import { bodyIdSchema, pageQueryShape, searchQuerySchema, textSchema } from './input.ts';
import {
  TEAM_DESCRIPTION_MAX,
  TEAM_FOCUS_AREAS,
  TEAM_INVITATION_STATUSES,
  TEAM_NAME_MAX,
  TEAM_NAME_MIN,
  TEAM_PAGE_MAX,
  TEAM_PAGE_SIZE,
  TEAM_ROLES,
} from './team.ts';

/*
 * Teams' requests and answers (docs/requirements.md §2 Teams). The routes validate with these, the pages' forms
 * resolve with them and /api/docs is generated from them.
 */

/** A member as a team shows them (no email). */
export const teamPersonSchema = z
  .object({ id: z.number().int(), name: z.string(), username: z.string(), avatar_url: z.string().nullable() })
  .meta({ id: 'TeamPerson' });
export type TeamPerson = z.infer<typeof teamPersonSchema>;

/** A member of a team with their role. */
export const teamMemberSchema = teamPersonSchema
  .extend({ role: z.enum(TEAM_ROLES), bio: z.string().nullable().describe("Their profile's short bio"), joined_at: z.string() })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A team as the /teams grid and the landing's "Our Team" show it. */
export const teamSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    avatar: z.string().nullable().describe("An uploaded image's path (`/media/<key>/card.webp`), or null: the focus area's icon"),
    focus_area: z.enum(TEAM_FOCUS_AREAS),
    member_count: z.number().int(),
    lead: teamPersonSchema.nullable(),
    members: z.array(teamMemberSchema).describe('The lead first, then by joining date'),
    viewer_role: z.enum(TEAM_ROLES).nullable().describe("The reader's role in the team; null when not a member or signed out"),
    created_at: z.string(),
  })
  .meta({ id: 'TeamSummary' });
export type TeamSummary = z.infer<typeof teamSummarySchema>;
export const teamPageSchema = listEnvelope(teamSummarySchema);

/** A project a team shows on its page. */
export const teamProjectSchema = z
  .object({ id: z.number().int(), title: z.string(), status: z.string(), category: z.string(), owner: teamPersonSchema.nullable() })
  .meta({ id: 'TeamProject' });
export type TeamProject = z.infer<typeof teamProjectSchema>;

/** A team's page: its members (the lead first), its projects, and the reader's role and pending invitation. */
export const teamSchema = teamSummarySchema
  .extend({
    projects: z.array(teamProjectSchema),
    viewer_invitation_id: z.number().int().nullable().describe("The reader's pending invitation to this team, if any"),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;
export const teamEnvelopeSchema = envelope(teamSchema);

/** `GET /api/teams` query: a search of names and descriptions, a focus area, only the reader's teams, paging. */
export const teamListQuerySchema = z.object({
  search: searchQuerySchema(),
  focus_area: z.enum(TEAM_FOCUS_AREAS, { error: 'Invalid focus area' }).optional(),
  mine: z.enum(['true', 'false'], { error: 'Mine must be true or false' }).optional(),
  ...pageQueryShape({ defaultLimit: TEAM_PAGE_SIZE, maxLimit: TEAM_PAGE_MAX }),
});
export type TeamListQuery = z.output<typeof teamListQuerySchema>;

const nameSchema = textSchema({
  label: 'Team name',
  min: TEAM_NAME_MIN,
  max: TEAM_NAME_MAX,
  requiredMessage: 'Team name is required',
  singleLine: true,
});
const descriptionSchema = textSchema({ label: 'Description', max: TEAM_DESCRIPTION_MAX });
const focusAreaSchema = z.enum(TEAM_FOCUS_AREAS, { error: 'Choose a focus area' });
/** An uploaded image's path, or none (empty or null). */
const avatarSchema = textSchema({ label: 'Avatar', max: 500 })
  .refine((v) => v === '' || IMAGE_URL_PATTERN.test(v), 'Avatar must be an uploaded image')
  .nullable()
  .transform((v) => (v ? v : null));

/** `POST /api/teams` ('Create Team'): the creator becomes its lead. */
export const teamCreateSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema.default(''),
    avatar: avatarSchema.optional(),
    focus_area: focusAreaSchema,
  })
  .meta({ id: 'TeamCreate' });
export type TeamCreate = z.output<typeof teamCreateSchema>;
export type TeamCreateInput = z.input<typeof teamCreateSchema>;

/** `PUT /api/teams/{id}` (the lead or an admin): fields left out keep their value; `lead_id` hands over the lead. */
export const teamUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    avatar: avatarSchema.optional(),
    focus_area: focusAreaSchema.optional(),
    lead_id: bodyIdSchema('user').optional().describe('A member of the team, who becomes its lead (the old lead stays a member)'),
  })
  .meta({ id: 'TeamUpdate' });
export type TeamUpdate = z.output<typeof teamUpdateSchema>;

/** `POST /api/teams/{id}/invitations` (the lead or an admin). */
export const teamInvitationCreateSchema = z.object({ user_id: bodyIdSchema('user') }).meta({ id: 'TeamInvitationCreate' });
export type TeamInvitationCreate = z.output<typeof teamInvitationCreateSchema>;

/** An invitation into a team, as the invitee and the team's page see it. */
export const teamInvitationSchema = z
  .object({
    id: z.number().int(),
    team: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable(), focus_area: z.enum(TEAM_FOCUS_AREAS) }),
    invitee: teamPersonSchema,
    invited_by: teamPersonSchema.nullable(),
    status: z.enum(TEAM_INVITATION_STATUSES),
    created_at: z.string(),
    responded_at: z.string().nullable(),
  })
  .meta({ id: 'TeamInvitation' });
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;
export const teamInvitationEnvelopeSchema = envelope(teamInvitationSchema);
export const teamInvitationListEnvelopeSchema = envelope(z.array(teamInvitationSchema));

/** `POST /api/teams/{id}/projects` (the lead or an admin). */
export const teamProjectAddSchema = z.object({ project_id: bodyIdSchema('project') }).meta({ id: 'TeamProjectAdd' });
export type TeamProjectAdd = z.output<typeof teamProjectAddSchema>;
