/*
 * The planning feature's contract with the other web features (docs/architecture.md, Layers and boundaries): what
 * their pages may show of it. Every other file of features/planning is private to it.
 */

/** A team's boards on its page (features/teams). */
export { TeamBoardsSection } from './components/team-boards-section';
