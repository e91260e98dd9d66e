import { paths } from '@esdc/core/routes';
import { getLeaderboard } from '../../leaderboard/public.ts';
import { fact, type ToolAnswer, type ToolContext } from './tool-types.ts';

/*
 * The leaderboard in the assistant's answers (SPEC §2 Leaderboard): the all-time top three and the asker's own rank
 * and points, read through the leaderboard's own service, so the rank is the one the board shows.
 */

const BOARD = { title: 'Leaderboard', path: paths.leaderboard, kind: 'leaderboard' } as const;

/**
 * 'Who is at the top of the leaderboard?': the all-time top three.
 * @returns the top members, or null when nobody has points yet
 */
export async function leaderboardTopAnswer(tc: ToolContext): Promise<ToolAnswer | null> {
  const page = await getLeaderboard(tc.database.db, { timeframe: 'all', limit: 3, offset: 0, viewerId: null, now: tc.now });
  if (page.entries.length === 0) return null;
  return {
    intro: `The top of the leaderboard (all time, ${page.total} members with points):`,
    facts: page.entries.map((e) => fact(`#${e.rank} ${e.name} (@${e.username}) — ${e.points} pts`, BOARD)),
  };
}

/**
 * 'What is my rank?': the asker's all-time rank and points (members only; the route's caller checks).
 * @returns the standing; 'Unranked' before any points
 */
export async function myRankAnswer(tc: ToolContext & { viewer: { id: number } }): Promise<ToolAnswer> {
  const page = await getLeaderboard(tc.database.db, { timeframe: 'all', limit: 1, offset: 0, viewerId: tc.viewer.id, now: tc.now });
  const me = page.me ?? { rank: null, points: 0 };
  const text =
    me.rank === null ? `You are Unranked with ${me.points} pts (points put you on the board)` : `You are #${me.rank} of ${page.total} with ${me.points} pts`;
  return { intro: 'Your standing on the leaderboard (all time):', facts: [fact(text, BOARD)] };
}
