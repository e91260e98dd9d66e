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
