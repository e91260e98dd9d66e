/*
 * The users feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they may
 * use of it. Every other file of features/users is private to it. Each line re-exports one small module, so importing
 * this file never loads the feature's routes or services.
 */

/** How a member's picture shows on cards and boards. */
export { avatarOf, memberAvatar } from './member-avatar.ts';
/** Members by id with the columns cards show (authors, sellers, organisers, instructors). */
export { loadCardMembers, loadMemberRows } from './member-loader.ts';
/** The 404 of a member page whose member is missing, not active or erased (their events, certificates). */
export { requireActiveMember } from './active-member.ts';
/** Who reads a member's email address (project contributors on project pages). */
export { contributorEmailsFor } from './email-visibility.ts';
/** The columns of a user that may leave the server, and the API's user built from them (auth, admin). */
export { publicUserColumns, toPublicUser, type PublicUserRow } from './user-mapper.ts';
/** Creating an account (registration, GitHub sign-in, the admin's Create) and the SPEC §5 conflicts. */
export { asTakenConflict, createAccount, findTakenFields, NO_PASSWORD } from './user-accounts.ts';
/** The row locks that keep at least one active admin (the admin's user changes). */
export { lockAdminsAndTarget, otherActiveAdmins } from './admin-lock.ts';
