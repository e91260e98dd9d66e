import { GAME_RANKING, isRankedResult, type GameId, type GameScoreEntry, type GameScoreSubmission } from '@esdc/core/games/score';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/client.ts';
import { forUpdate } from '../../db/row-lock.ts';
import type { DB } from '../../db/schema.ts';
import { memberAvatar } from '../users/public.ts';
import type { Db } from '../../db/db.ts';

/*
 * Game scores (SPEC §2 Games; contract at /api/docs): every
 * finished game of a signed-in member is kept; a game's board shows each active member's best result.
 * No points are awarded for games.
 */

type RankColumn = 'score' | 'duration_ms' | 'moves' | 'created_at' | 'id';
type RankKey = { column: RankColumn; direction: 'asc' | 'desc' };

/**
 * How a game's results are ordered, best first (core GAME_RANKING): 'score' games by score, then by who got
 * it first; Pong by points won, then by the shorter game, then first; 'time' (Memory Match) by time, then
 * moves, then first. The id settles results saved at the same instant.
 */
function rankingKeys(game: GameId): RankKey[] {
  const first: RankKey[] = [
    { column: 'created_at', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ];
  if (GAME_RANKING[game] === 'time') {
    return [{ column: 'duration_ms', direction: 'asc' }, { column: 'moves', direction: 'asc' }, ...first];
  }
  if (game === 'pong') return [{ column: 'score', direction: 'desc' }, { column: 'duration_ms', direction: 'asc' }, ...first];
  return [{ column: 'score', direction: 'desc' }, ...first];
}

/** The columns of one stored result that its rank depends on. */
type ScoreKey = Record<RankColumn, string | number | null>;

/** `order by` text of a game's ranking, for rows aliased `gs` (keys are constants, never user input). */
function orderSql(game: GameId) {
  return sql.raw(
    rankingKeys(game)
      .map((k) => `gs.${k.column} ${k.direction}`)
      .join(', '),
  );
}

/** Rows of `game_scores as gs` that may stand on the game's board (core isRankedResult: a score game's above 0). */
function rankedOnly(eb: ExpressionBuilder<DB & { gs: DB['game_scores'] }, 'gs'>, game: GameId): Expression<SqlBool> {
  return GAME_RANKING[game] === 'time' ? eb.lit(true) : eb('gs.score', '>', 0);
}

/** Rows of `game_scores as gs` that rank before `key`: lexicographic over the game's ranking keys. */
function aheadOf(eb: ExpressionBuilder<DB & { gs: DB['game_scores'] }, 'gs'>, keys: RankKey[], key: ScoreKey): Expression<SqlBool> {
  const [k, ...rest] = keys as [RankKey, ...RankKey[]];
  const value = key[k.column];
  const better = eb(`gs.${k.column}`, k.direction === 'desc' ? '>' : '<', value as never);
  if (rest.length === 0) return better;
  return eb.or([better, eb.and([eb(`gs.${k.column}`, '=', value as never), aheadOf(eb, rest, key)])]);
}

/**
 * Saves a finished game (already validated and plausibility-checked) and says where it stands.
 * @param input.userId the member (active); `game`; `submission` score, duration_ms (ms), moves (Memory only);
 *   `now` when
 * @returns the new row's id; `best`: whether it is now the member's best result for the game (their first, or
 *   better than every earlier one; an equal result reached later is not); `rank`: the member's place on the
 *   game's board after it; for a result that is not ranked (core isRankedResult: a score game's 0) `best` is
 *   false and `rank` null
 */
export async function saveGameScore(
  database: Database,
  input: { userId: number; game: GameId; submission: GameScoreSubmission; now: Date },
): Promise<{ id: number; best: boolean; rank: number | null }> {
  const { userId, game, submission, now } = input;
  const keys = rankingKeys(game);
  // One member's results are saved one at a time (the member's row is locked on PostgreSQL), so two equal results
  // sent at once cannot both be reported as the member's best.
  const { row, best } = await database.db.transaction().execute(async (trx) => {
    await forUpdate(trx.selectFrom('users').select('id').where('id', '=', userId), database.engine).executeTakeFirst();
    const inserted = await trx
      .insertInto('game_scores')
      .values({
        user_id: userId,
        game,
        score: submission.score,
        duration_ms: submission.duration_ms,
        moves: game === 'memory' ? (submission.moves ?? null) : null,
        created_at: now.toISOString(),
      })
      .returning(['id', 'score', 'duration_ms', 'moves', 'created_at'])
      .executeTakeFirstOrThrow();
    // The member's best result: the first of theirs in ranking order.
    const first = await trx
      .selectFrom('game_scores as gs')
      .select(['gs.id', 'gs.score', 'gs.duration_ms', 'gs.moves', 'gs.created_at'])
      .where('gs.game', '=', game)
      .where('gs.user_id', '=', userId)
      .where((eb) => rankedOnly(eb, game))
      .orderBy(orderSql(game))
      .limit(1)
      .executeTakeFirst();
    return { row: inserted, best: first ?? null };
  });
  // A score of 0 is kept as a played game but is neither a best nor a place (core isRankedResult).
  if (!isRankedResult(game, submission) || !best) return { id: row.id, best: false, rank: null };
  const ahead = await database.db
    .selectFrom('game_scores as gs')
    .innerJoin('users as u', 'u.id', 'gs.user_id')
    .where('gs.game', '=', game)
    .where('u.status', '=', 'active')
    .where((eb) => rankedOnly(eb, game))
    .where('gs.user_id', '!=', userId)
    .where((eb) => aheadOf(eb, keys, best))
    .select(sql<number>`count(distinct gs.user_id)`.as('n'))
    .executeTakeFirstOrThrow();
  return { id: row.id, best: best.id === row.id, rank: Number(ahead.n) + 1 };
}

/**
 * A game's board (`GET /api/games/{game}/scores`): each active member's best result, best first (see
 * {@link rankingKeys}), ranked 1…n; a score game's results of 0 are not on it.
 * @param limit how many (1–50, validated by the route)
 */
export async function listTopScores(db: Db, game: GameId, limit: number): Promise<GameScoreEntry[]> {
  const order = orderSql(game);
  const bests = db
    .selectFrom('game_scores as gs')
    .innerJoin('users as u', 'u.id', 'gs.user_id')
    .where('gs.game', '=', game)
    .where('u.status', '=', 'active')
    .where((eb) => rankedOnly(eb, game))
    .select([
      'gs.id',
      'gs.user_id',
      'gs.score',
      'gs.duration_ms',
      'gs.moves',
      'gs.created_at',
      'u.username',
      'u.name',
      'u.avatar_url',
      'u.github_username',
      sql<number>`row_number() over (partition by gs.user_id order by ${order})`.as('nth'),
    ])
    .as('gs');
  const rows = await db.selectFrom(bests).selectAll().where('gs.nth', '=', 1).orderBy(order).limit(limit).execute();
  return rows.map((r, i) => ({
    rank: i + 1,
    user_id: r.user_id,
    username: r.username,
    name: r.name,
    avatar: memberAvatar(r),
    score: r.score,
    duration_ms: r.duration_ms,
    moves: r.moves,
    created_at: r.created_at,
  }));
}
