import type { LeaderboardHistory } from '@esdc/core/leaderboard';

/** Chart data in uPlot's aligned form: x in Unix seconds, one y array per member (points at each x). */
export interface PointsChartData {
  xs: number[];
  ys: number[][];
}

const toSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * Lines up the members' point histories on one time axis (SPEC §2 Leaderboard: the top members' points over time) for a
 * stepped chart: the axis starts at the timeframe's start (or a little before the first change, all time)
 * with everyone at 0 and ends at `now` with everyone's latest points; between changes a member keeps their
 * last value.
 * @param history `GET /api/leaderboard/history` data
 * @param now the current time (injected for tests)
 * @returns aligned x (seconds) and y (points) arrays; empty when no member has a change
 */
export function alignHistory(history: LeaderboardHistory, now: Date): PointsChartData {
  const changes = history.series.map((s) => s.points.map((p) => ({ at: toSeconds(p.at), points: p.points })).sort((a, b) => a.at - b.at));
  const times = changes
    .flat()
    .map((c) => c.at)
    .filter(Number.isFinite);
  if (times.length === 0) return { xs: [], ys: history.series.map(() => []) };
  const first = Math.min(...times);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const end = Math.max(nowSeconds, Math.max(...times));
  const since = history.since ? toSeconds(history.since) : NaN;
  const start = Number.isFinite(since) && since < first ? since : first - Math.max(3600, Math.round((end - first) * 0.03));
  const xs = [...new Set([start, ...times, end])].sort((a, b) => a - b);
  const ys = changes.map((list) => {
    let i = 0;
    let value = 0;
    return xs.map((x) => {
      for (let next = list[i]; next !== undefined && next.at <= x; next = list[++i]) value = next.points;
      return value;
    });
  });
  return { xs, ys };
}
