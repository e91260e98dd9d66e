/*
 * The projects feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they
 * may use of it. Every other file of features/projects is private to it.
 */

/** A page of projects as the API shows them (a member's projects on their profile, features/users). */
export { listProjects } from './project-reads.ts';

/** Who works on a project: a member's role, the projects they work on, and a project's title and people (planning boards; a team attaches its members' projects, features/teams). */
export { projectExists, projectIdsOf, projectPeople, projectRole } from './project-roles.ts';
