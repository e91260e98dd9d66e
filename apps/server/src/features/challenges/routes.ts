import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** Challenges API (issue "Games, challenges and the leaderboard" §2). */
export async function challengeRoutes(_app: FastifyInstance, _ctx: AppContext) {}
