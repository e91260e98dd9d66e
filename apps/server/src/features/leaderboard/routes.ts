import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** Leaderboard API (issue "Games, challenges and the leaderboard" §3). */
export async function leaderboardRoutes(_app: FastifyInstance, _ctx: AppContext) {}
