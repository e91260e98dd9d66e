import type { GameScoreEntry } from '@esdc/core/games/score';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type Member, type TestApp, withTestApp } from '../../test/harness.ts';

/*
 * POST/GET /api/games/{game}/scores (SPEC §2 Games): signed-in active members
 * save finished games, checked against the rules; each game's board shows every active member's best once.
 */

type Saved = { id: number; best: boolean; rank: number | null };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Posts a result a second after the previous one (so "who got it first" is clear). */
async function post(app: TestApp, token: string | undefined, game: string, body: Record<string, unknown>) {
  app.clock.advance(1000);
  return app.inject({ method: 'POST', url: `/api/games/${game}/scores`, headers: token ? app.authHeader(token) : {}, payload: body });
}

async function save(app: TestApp, member: Member, game: string, body: Record<string, unknown>): Promise<Saved> {
  const res = await post(app, member.token, game, body);
  expect(res.statusCode, res.body).toBe(201);
  expect(envelope(res).message).toBe('Score saved');
  return envelope<Saved>(res).data;
}

async function top(app: TestApp, game: string, query = ''): Promise<GameScoreEntry[]> {
  const res = await app.inject({ method: 'GET', url: `/api/games/${game}/scores${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return envelope<GameScoreEntry[]>(res).data;
}

describe('POST /api/games/{game}/scores', () => {
  it("saves a plausible result and says whether it is the member's best and their place on the game's board", async () => {
    await withTestApp(async (app) => {
      const [ann, ben, cat] = [
        await app.register({ username: 'gs_ann' }),
        await app.register({ username: 'gs_ben' }),
        await app.register({ username: 'gs_cat' }),
      ];
      const first = await save(app, ann, 'snake', { score: 120, duration_ms: 45_000 });
      expect(first).toEqual({ id: expect.any(Number), best: true, rank: 1 });
      const row = await app.db.selectFrom('game_scores').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
      expect(row).toEqual({
        id: first.id,
        user_id: ann.user.id,
        game: 'snake',
        score: 120,
        duration_ms: 45_000,
        moves: null,
        created_at: app.clock.now().toISOString(),
      });

      expect(await save(app, ann, 'snake', { score: 80, duration_ms: 30_000 })).toMatchObject({ best: false, rank: 1 });
      // The same score again is not a new best: the first time it was reached counts.
      expect(await save(app, ann, 'snake', { score: 120, duration_ms: 20_000 })).toMatchObject({ best: false, rank: 1 });
      expect(await save(app, ann, 'snake', { score: 150, duration_ms: 60_000 })).toMatchObject({ best: true, rank: 1 });

      expect(await save(app, ben, 'snake', { score: 200, duration_ms: 90_000 })).toMatchObject({ best: true, rank: 1 });
      expect(await save(app, ann, 'snake', { score: 10, duration_ms: 5_000 })).toMatchObject({ best: false, rank: 2 });
      // Cat ties Ann's best, later: behind her.
      expect(await save(app, cat, 'snake', { score: 150, duration_ms: 40_000 })).toMatchObject({ best: true, rank: 3 });
      // Another game has its own board; no points are awarded for games.
      expect(await save(app, cat, 'tetris', { score: 400, duration_ms: 60_000 })).toMatchObject({ best: true, rank: 1 });
      const points = await app.db.selectFrom('users').select('points').where('id', 'in', [ann.user.id, ben.user.id, cat.user.id]).execute();
      expect(points.map((p) => p.points)).toEqual([0, 0, 0]);
      expect(await app.count('points_ledger')).toBe(0);
    });
  });

  it('keeps a score of 0 as a played game but neither celebrates it nor puts it on the Top 10', async () => {
    await withTestApp(async (app) => {
      const [zed, amy] = [await app.register({ username: 'gs_zed' }), await app.register({ username: 'gs_amy' })];
      // Zed's first game scores nothing: saved, yet no best and no place; the board stays empty.
      const zero = await save(app, zed, 'snake', { score: 0, duration_ms: 3_000 });
      expect(zero).toEqual({ id: expect.any(Number), best: false, rank: null });
      expect(await app.db.selectFrom('game_scores').select('score').where('id', '=', zero.id).executeTakeFirst()).toEqual({ score: 0 });
      expect(await top(app, 'snake')).toEqual([]);
      // Pong's 0 (no point won) likewise; a real score is then the member's first best.
      expect(await save(app, zed, 'pong', { score: 0, duration_ms: 20_000 })).toMatchObject({ best: false, rank: null });
      expect(await top(app, 'pong')).toEqual([]);
      expect(await save(app, amy, 'snake', { score: 30, duration_ms: 20_000 })).toMatchObject({ best: true, rank: 1 });
      expect(await save(app, zed, 'snake', { score: 10, duration_ms: 9_000 })).toMatchObject({ best: true, rank: 2 });
      // A 0 after a real score: still no celebration and no place reported, and the board keeps the 10.
      expect(await save(app, zed, 'snake', { score: 0, duration_ms: 2_000 })).toMatchObject({ best: false, rank: null });
      expect((await top(app, 'snake')).map((e) => [e.username, e.score])).toEqual([
        ['gs_amy', 30],
        ['gs_zed', 10],
      ]);
      // Memory Match ranks by time: its score is always 0 and every finished game counts.
      expect(await save(app, zed, 'memory', { score: 0, duration_ms: 40_000, moves: 12 })).toMatchObject({ best: true, rank: 1 });
    });
  });

  it('refuses a result the rules cannot produce (400, nothing saved), and accepts one they can', async () => {
    const m = await t.register();
    const before = await t.count('game_scores');
    for (const [game, body, message] of [
      ['snake', { score: 15, duration_ms: 60_000 }, 'Score is not possible in Snake'],
      ['snake', { score: 5000, duration_ms: 3_600_000 }, 'Score is not possible in Snake'],
      ['snake', { score: 1000, duration_ms: 2_000 }, 'Score is not possible in the time played'],
      ['tetris', { score: 150, duration_ms: 60_000 }, 'Score is not possible in Tetris'],
      ['tetris', { score: 1_000_000, duration_ms: 60_000 }, 'Score is not possible in the time played'],
      ['pong', { score: 6, duration_ms: 60_000 }, 'Score is not possible in Pong'],
      ['pong', { score: 5, duration_ms: 1_000 }, 'Score is not possible in the time played'],
      ['breakout', { score: 510, duration_ms: 600_000 }, 'Score is not possible in Breakout'],
      ['breakout', { score: 500, duration_ms: 1_000 }, 'Score is not possible in the time played'],
      ['memory', { score: 0, duration_ms: 60_000, moves: 7 }, 'Moves are not possible in Memory Match'],
      ['memory', { score: 0, duration_ms: 60_000 }, 'Moves are required for Memory Match'],
      ['memory', { score: 0, duration_ms: 5_000, moves: 20 }, 'Score is not possible in the time played'],
      ['simon', { score: 40, duration_ms: 30_000 }, 'Score is not possible in the time played'],
      ['snake', { score: 10, duration_ms: 60_000, moves: 12 }, 'Moves are only recorded in Memory Match'],
    ] as const) {
      const res = await post(t, m.token, game, body);
      expect(res.statusCode, `${game} ${JSON.stringify(body)}`).toBe(400);
      expect(envelope(res).message, `${game} ${JSON.stringify(body)}`).toBe(message);
    }
    expect(await t.count('game_scores')).toBe(before);
    for (const [game, body] of [
      ['snake', { score: 3990, duration_ms: 1_800_000 }],
      ['tetris', { score: 1_000_000, duration_ms: 400_000 }],
      ['pong', { score: 5, duration_ms: 60_000 }],
      ['breakout', { score: 500, duration_ms: 120_000 }],
      ['memory', { score: 0, duration_ms: 25_000, moves: 14, extra: 'ignored' }],
      ['simon', { score: 12, duration_ms: 90_000, moves: null }],
    ] as const) {
      const res = await post(t, m.token, game, body);
      expect(res.statusCode, `${game} ${res.body}`).toBe(201);
    }
  });

  it('validates the body: whole numbers, score ≥ 0, a duration of 1 ms to a day', async () => {
    const m = await t.register();
    for (const [body, message] of [
      [{ score: -10, duration_ms: 1000 }, 'Score cannot be negative'],
      [{ score: 10.5, duration_ms: 1000 }, 'Score must be a whole number'],
      [{ score: '10', duration_ms: 1000 }, 'Score must be a number'],
      [{ duration_ms: 1000 }, 'Score must be a number'],
      [{ score: 10, duration_ms: 0 }, 'Duration must be at least 1 ms'],
      [{ score: 10, duration_ms: 86_400_001 }, 'Duration cannot be longer than a day'],
      [{ score: 10, duration_ms: 1500.5 }, 'Duration must be a whole number of ms'],
      [{ score: 10, duration_ms: 1500, moves: -1 }, 'Moves cannot be negative'],
    ] as const) {
      const res = await post(t, m.token, 'snake', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(res).message, JSON.stringify(body)).toBe(message);
    }
  });

  it("answers 404 'Game not found' for a game that does not exist", async () => {
    const m = await t.register();
    const res = await post(t, m.token, 'minesweeper', { score: 10, duration_ms: 1000 });
    expect([res.statusCode, envelope(res).message]).toEqual([404, 'Game not found']);
    const list = await t.inject({ method: 'GET', url: '/api/games/minesweeper/scores' });
    expect([list.statusCode, envelope(list).message]).toEqual([404, 'Game not found']);
  });

  it('needs a signed-in active member: 401 signed out or suspended, 403 pending', async () => {
    expect((await post(t, undefined, 'snake', { score: 10, duration_ms: 1000 })).statusCode).toBe(401);
    const pending = await t.register();
    await t.db.updateTable('users').set({ status: 'pending' }).where('id', '=', pending.user.id).execute();
    const refused = await post(t, pending.token, 'snake', { score: 10, duration_ms: 1000 });
    expect([refused.statusCode, envelope(refused).message]).toEqual([403, 'Only active members can save game scores']);
    const suspended = await t.register();
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.user.id).execute();
    expect((await post(t, suspended.token, 'snake', { score: 10, duration_ms: 1000 })).statusCode).toBe(401);
    const saved = await t.db.selectFrom('game_scores').select('id').where('user_id', 'in', [pending.user.id, suspended.user.id]).execute();
    expect(saved).toEqual([]);
  });

  it('limits each member to 30 results a minute (429), without slowing anyone else', async () => {
    const busy = await t.register();
    const other = await t.register();
    for (let i = 0; i < 30; i += 1) expect((await post(t, busy.token, 'simon', { score: 1, duration_ms: 2000 })).statusCode).toBe(201);
    const limited = await post(t, busy.token, 'simon', { score: 1, duration_ms: 2000 });
    expect(limited.statusCode).toBe(429);
    expect(envelope(limited).message).toMatch(/^Too many scores\. Please try again in \d+ seconds\.$/);
    expect(envelope(limited).message).toContain(`in ${Number(limited.headers['retry-after'])} seconds.`);
    expect((await post(t, other.token, 'simon', { score: 1, duration_ms: 2000 })).statusCode).toBe(201);
  });
});

describe('GET /api/games/{game}/scores', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("lists each active member's best result once, best first, ties to who got it first; 10 by default", async () => {
    const members: Member[] = [];
    for (let i = 0; i < 12; i += 1) members.push(await app.register({ username: `top_${String(i).padStart(2, '0')}`, name: `Top ${i}` }));
    // top_00 … top_11 score 10 … 120 (best), plus a worse and an equal later result each.
    for (const [i, m] of members.entries()) {
      await save(app, m, 'breakout', { score: (i + 1) * 10, duration_ms: 120_000 });
      await save(app, m, 'breakout', { score: i * 10, duration_ms: 120_000 });
    }
    for (const m of members) await save(app, m, 'breakout', { score: (members.indexOf(m) + 1) * 10, duration_ms: 60_000 });
    // A tie with top_11's 120, reached later by top_05.
    await save(app, members[5]!, 'breakout', { score: 120, duration_ms: 60_000 });
    await app.db.updateTable('users').set({ github_username: 'top-eleven' }).where('id', '=', members[11]!.user.id).execute();

    const board = await top(app, 'breakout');
    expect(board).toHaveLength(10);
    expect(board.map((e) => [e.rank, e.username, e.score])).toEqual([
      [1, 'top_11', 120],
      [2, 'top_05', 120],
      [3, 'top_10', 110],
      [4, 'top_09', 100],
      [5, 'top_08', 90],
      [6, 'top_07', 80],
      [7, 'top_06', 70],
      [8, 'top_04', 50],
      [9, 'top_03', 40],
      [10, 'top_02', 30],
    ]);
    // The first time the best was reached is the one shown.
    expect(board[0]).toEqual({
      rank: 1,
      user_id: members[11]!.user.id,
      username: 'top_11',
      name: 'Top 11',
      avatar: 'https://github.com/top-eleven.png?size=160',
      score: 120,
      duration_ms: 120_000,
      moves: null,
      created_at: expect.any(String),
    });
    expect(board[0]!.created_at < board[1]!.created_at).toBe(true);
    expect((await top(app, 'breakout', '?limit=50')).map((e) => e.username).slice(-2)).toEqual(['top_01', 'top_00']);
    expect((await top(app, 'breakout', '?limit=3')).map((e) => e.rank)).toEqual([1, 2, 3]);
    for (const query of ['?limit=0', '?limit=51', '?limit=x']) {
      const res = await app.inject({ method: 'GET', url: `/api/games/breakout/scores${query}` });
      expect([res.statusCode, envelope(res).message], query).toEqual([400, 'Invalid limit']);
    }

    // A member who is no longer active leaves the board, and everyone behind moves up.
    await app.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', members[11]!.user.id).execute();
    expect((await top(app, 'breakout', '?limit=2')).map((e) => [e.rank, e.username])).toEqual([
      [1, 'top_05'],
      [2, 'top_10'],
    ]);
    expect(await top(app, 'snake')).toEqual([]);
  });

  it('ranks Memory Match by time, then moves, then who got it first', async () => {
    const [fast, slow, tidy, later] = [
      await app.register({ username: 'mem_fast' }),
      await app.register({ username: 'mem_slow' }),
      await app.register({ username: 'mem_tidy' }),
      await app.register({ username: 'mem_later' }),
    ];
    await save(app, slow, 'memory', { score: 0, duration_ms: 60_000, moves: 9 });
    await save(app, fast, 'memory', { score: 0, duration_ms: 30_000, moves: 20 });
    expect(await save(app, fast, 'memory', { score: 0, duration_ms: 40_000, moves: 8 })).toMatchObject({ best: false, rank: 1 });
    await save(app, tidy, 'memory', { score: 0, duration_ms: 30_000, moves: 16 });
    expect(await save(app, later, 'memory', { score: 0, duration_ms: 30_000, moves: 16 })).toMatchObject({ best: true, rank: 2 });
    expect((await top(app, 'memory')).map((e) => [e.rank, e.username, e.duration_ms, e.moves])).toEqual([
      [1, 'mem_tidy', 30_000, 16],
      [2, 'mem_later', 30_000, 16],
      [3, 'mem_fast', 30_000, 20],
      [4, 'mem_slow', 60_000, 9],
    ]);
  });

  it('ranks Pong by points won, then by the shorter game', async () => {
    const [quick, long, loser] = [
      await app.register({ username: 'pong_quick' }),
      await app.register({ username: 'pong_long' }),
      await app.register({ username: 'pong_lost' }),
    ];
    await save(app, long, 'pong', { score: 5, duration_ms: 120_000 });
    expect(await save(app, quick, 'pong', { score: 5, duration_ms: 45_000 })).toMatchObject({ best: true, rank: 1 });
    await save(app, loser, 'pong', { score: 3, duration_ms: 20_000 });
    expect(await save(app, long, 'pong', { score: 5, duration_ms: 50_000 })).toMatchObject({ best: true, rank: 2 });
    expect((await top(app, 'pong')).map((e) => [e.rank, e.username, e.score, e.duration_ms])).toEqual([
      [1, 'pong_quick', 5, 45_000],
      [2, 'pong_long', 5, 50_000],
      [3, 'pong_lost', 3, 20_000],
    ]);
  });
});
