/*
 * The leaderboard feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they
 * may use of it. Every other file of features/leaderboard is private to it.
 */

/** The one way points change (challenges, events, the admin's adjustments): the ledger and the boards' totals. */
export { changePoints } from './points-ledger.ts';
/** A member's all-time rank and the size of the board, for "#n of N" on profiles and the dashboard. */
export { allTimeRank, boardSize } from './ranking.ts';
/** A page of the leaderboard with the viewer's standing, as the board shows it (the club assistant, features/chatbot). */
export { getLeaderboard } from './leaderboard-service.ts';
