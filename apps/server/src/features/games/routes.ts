import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** Game scores API (issue "Games, challenges and the leaderboard" §1). */
export async function gameRoutes(_app: FastifyInstance, _ctx: AppContext) {}
