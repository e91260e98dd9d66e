/*
 * The club feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they may
 * use of it. Every other file of features/club is private to it.
 */

/** The club's links as admins set them (the club assistant's contact and joining answers, features/chatbot). */
export { getClubLinks } from './club-links-service.ts';
