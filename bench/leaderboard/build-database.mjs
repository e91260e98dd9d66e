// Fills a migrated SQLite database with members and a points ledger for bench/leaderboard, written the way
// changePoints (apps/server/src/features/leaderboard/points-ledger.ts) keeps it: every ledger row has a non-zero
// delta and the balance after it (never below 0); users.points is the last balance and points_reached_at the
// last change; points_periods holds each member's total per ISO week and calendar month (core periodKey)
// with the time of its last change. One transaction, prepared statements.
import Database from 'better-sqlite3';
import { periodKey } from '../../packages/core/src/leaderboard.ts';

const DAY = 86_400_000;
const GAINS = [10, 25, 50, 50, 100, 100, 150, 250, 500];

/** mulberry32: the same seed gives the same database. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @param {string} file the SQLite file (already migrated)
 * @param {{ users: number, rows: number, days: number, now: Date, seed: number }} opts
 *   `rows` ledger rows over `users` members, spread evenly at random over the `days` before `now`
 *   (so the current week and month get their share); some members are far more active than others; about
 *   one change in ten takes points away; about 3% of members are suspended or inactive.
 * @returns facts about what was written
 */
export function buildLeaderboardDatabase(file, opts) {
  const rng = seeded(opts.seed);
  const now = opts.now.getTime();
  const start = now - opts.days * DAY;
  const times = Array.from({ length: opts.rows }, () => start + Math.floor(rng() * (now - start))).sort((a, b) => a - b);

  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const firstId = (db.prepare('select coalesce(max(id), 0) as id from users').get().id ?? 0) + 1;
  const insertUser = db.prepare(
    `insert into users (id, name, username, email, password_hash, role, status, points, completed_challenges, points_reached_at, created_at, updated_at)
     values (?, ?, ?, ?, 'bench-no-login', 'user', ?, ?, ?, ?, ?, ?)`,
  );
  const insertLedger = db.prepare(`insert into points_ledger (user_id, delta, balance, reason, source, actor_id, created_at) values (?, ?, ?, ?, ?, null, ?)`);
  const insertPeriod = db.prepare('insert into points_periods (period, user_id, points, reached_at) values (?, ?, ?, ?)');

  const users = Array.from({ length: opts.users }, (_, i) => ({
    id: firstId + i,
    balance: 0,
    solved: 0,
    reachedAt: null,
    status: rng() < 0.03 ? (rng() < 0.5 ? 'suspended' : 'inactive') : 'active',
  }));
  const periods = new Map();
  let negatives = 0;

  db.transaction(() => {
    const created = new Date(start - DAY).toISOString();
    // Users first (the ledger references them); their totals are filled in at the end.
    for (const [i, u] of users.entries()) {
      insertUser.run(u.id, `Bench Member ${i}`, `bench_${i}`, `bench.${i}@bench.local`, u.status, 0, 0, null, created, created);
    }
    for (const t of times) {
      // Skewed activity: a few members change points often, most rarely.
      const u = users[Math.floor(rng() ** 2 * users.length)];
      const at = new Date(t).toISOString();
      let delta;
      if (u.balance > 0 && rng() < 0.1) {
        delta = -Math.min(u.balance, 10 + Math.floor(rng() * 200));
        negatives += 1;
      } else {
        delta = GAINS[Math.floor(rng() * GAINS.length)];
        u.solved += 1;
      }
      u.balance += delta;
      u.reachedAt = at;
      insertLedger.run(u.id, delta, u.balance, delta > 0 ? 'Challenge solved' : 'Adjustment', delta > 0 ? 'challenge' : 'admin', at);
      for (const timeframe of ['weekly', 'monthly']) {
        const key = `${periodKey(timeframe, new Date(t))}|${u.id}`;
        const p = periods.get(key) ?? { period: key.split('|')[0], user: u.id, points: 0, at };
        p.points += delta;
        p.at = at;
        periods.set(key, p);
      }
    }
    const update = db.prepare(
      'update users set points = ?, completed_challenges = ?, points_reached_at = ?, updated_at = coalesce(?, updated_at) where id = ?',
    );
    for (const u of users) update.run(u.balance, u.solved, u.reachedAt, u.reachedAt, u.id);
    for (const p of periods.values()) insertPeriod.run(p.period, p.user, p.points, p.at);
  })();

  const count = (sql, ...args) => db.prepare(sql).get(...args).n;
  const facts = {
    users: opts.users,
    ledgerRows: count('select count(*) as n from points_ledger'),
    periodRows: count('select count(*) as n from points_periods'),
    negatives,
    boardAll: count("select count(*) as n from users where points > 0 and status = 'active'"),
    boardMonthly: count(
      "select count(*) as n from points_periods pp join users u on u.id = pp.user_id where pp.period = ? and pp.points > 0 and u.status = 'active'",
      periodKey('monthly', opts.now),
    ),
    boardWeekly: count(
      "select count(*) as n from points_periods pp join users u on u.id = pp.user_id where pp.period = ? and pp.points > 0 and u.status = 'active'",
      periodKey('weekly', opts.now),
    ),
    activePoints: db
      .prepare("select points from users where status = 'active' and points > 0 order by points")
      .all()
      .map((r) => r.points),
  };
  db.close();
  return facts;
}
