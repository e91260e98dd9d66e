/*
 * The teams feature's contract with the other web features (docs/architecture.md, Layers and boundaries): what they
 * may use of it. Every other file of features/teams is private to it.
 */

/** A page of teams with their members (the landing's "Our Team"). */
export { useTeams } from './api/list-teams';

/** A team's avatar: its uploaded image, else its focus area's icon. */
export { TeamAvatar } from './components/team-avatar';
