/*
 * The challenges feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they
 * may use of it. Every other file of features/challenges is private to it.
 */

/** The challenges a viewer may see, as the list shows them (the club assistant's open challenges, features/chatbot). */
export { listChallenges } from './challenge-service.ts';
