/*
 * Teams: the texts, constants and pure rules shared by the server and the pages (docs/requirements.md §2 Teams,
 * SPEC §1 "Our Team", §2 Static pages /teams). Zod-free; the requests and answers live in ./team-schemas.ts.
 */

/** A member's role in a team: one lead, any number of members. */
export const TEAM_ROLES = ['lead', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** What a team works on (the 'focus area' of Create Team). */
export const TEAM_FOCUS_AREAS = ['AI', 'Hardware', 'Software', 'Web', 'Robotics', 'IoT', 'Research', 'Outreach'] as const;
export type TeamFocusArea = (typeof TEAM_FOCUS_AREAS)[number];

/** The state of an invitation: open until the invitee accepts or declines (or the lead withdraws it). */
export const TEAM_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type TeamInvitationStatus = (typeof TEAM_INVITATION_STATUSES)[number];

/** Team name length and description length, in characters. */
export const TEAM_NAME_MIN = 2;
export const TEAM_NAME_MAX = 60;
export const TEAM_DESCRIPTION_MAX = 1_000;

/** Teams per page of the /teams grid, and the largest page the list serves. */
export const TEAM_PAGE_SIZE = 12;
export const TEAM_PAGE_MAX = 50;

/** Messages of teams (docs/requirements.md §2 Teams; SPEC §8's style). */
export const TEAM_MESSAGES = {
  teamNotFound: 'Team not found',
  invitationNotFound: 'Invitation not found',
  memberNotFound: 'This member is not in the team',
  userNotFound: 'User not found',
  projectNotFound: 'Project not found',
  nameTaken: 'A team with this name already exists',
  notActive: 'Only active members may take part in teams',
  notLead: 'Only the team lead can do this',
  notInvitee: 'Only the invited member can answer this invitation',
  notPending: 'This invitation has already been answered',
  alreadyMember: 'This member is already in the team',
  alreadyInvited: 'This member has already been invited',
  inviteeInactive: 'Only active members can be invited',
  leadCannotLeave: 'The team lead cannot leave: hand over the lead first, or delete the team',
  leadCannotBeRemoved: 'The team lead cannot be removed: hand over the lead first',
  newLeadNotMember: 'The new lead must be a member of the team',
  projectNotEligible: 'Only projects owned by or contributed to by a team member can be added',
  projectAlreadyAdded: 'This project is already on the team',
  projectNotOnTeam: 'This project is not on the team',
  created: 'Team created',
  updated: 'Team saved',
  deleted: 'Team deleted',
  invited: 'Invitation sent',
  accepted: 'You joined the team',
  declined: 'Invitation declined',
  removed: 'Member removed',
  left: 'You left the team',
  projectAdded: 'Project added to the team',
  projectRemoved: 'Project removed from the team',
} as const;

/** Labels of the roles, as the team page shows them. */
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { lead: 'Team lead', member: 'Member' };

/** The page of a team. */
export function teamPath(teamId: number): string {
  return `/teams/${teamId}`;
}
