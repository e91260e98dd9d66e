import type { LeaderboardTimeframe } from '@esdc/core/leaderboard';
import { LineChart } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { ErrorState } from '../../../components/states';
import { useLeaderboardHistory } from '../api/get-leaderboard-history';
import { CHART_STYLES, chartDash, PointsChart } from './points-chart';
import { alignHistory } from './points-chart-data';
import { TIMEFRAME_PERIOD } from './timeframe-text';
import { formatPoints } from '../../../lib/format';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A legend swatch: the line's colour and dash pattern. */
function Swatch({ index }: { index: number }) {
  const style = index % CHART_STYLES;
  return (
    <svg width="28" height="10" viewBox="0 0 28 10" aria-hidden="true" className="shrink-0">
      <line x1="1" y1="5" x2="27" y2="5" stroke={`var(--chart-${style + 1})`} strokeWidth="3" strokeDasharray={chartDash(style).join(' ') || undefined} />
    </svg>
  );
}

/**
 * 'Points over time' (SPEC §2 Leaderboard: a chart of the top members' points over time) from
 * `GET /api/leaderboard/history`: a figure with a caption, the uPlot chart, a legend with each member's
 * name and points (at the pointer's time while hovering), and the same data as a visually hidden table.
 * Loading skeleton, empty note and error with retry.
 */
export function PointsChartPanel({ timeframe }: { timeframe: LeaderboardTimeframe }) {
  const captionId = useId();
  const history = useLeaderboardHistory(timeframe);
  const [cursor, setCursor] = useState<number | null>(null);
  const series = useMemo(() => history.data?.series ?? [], [history.data]);
  const data = useMemo(() => (history.data ? alignHistory(history.data, new Date()) : null), [history.data]);
  const names = useMemo(() => series.map((s) => s.name || s.username), [series]);
  const period = TIMEFRAME_PERIOD[timeframe];

  let body;
  if (history.isPending) {
    body = <div aria-hidden="true" className="h-[220px] animate-pulse rounded-xl bg-surface-2 sm:h-[300px]" />;
  } else if (history.isError) {
    body = <ErrorState title="Failed to load the chart" message={history.error.message} onRetry={() => void history.refetch()} />;
  } else if (!data || data.xs.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line px-6 py-12 text-center">
        <LineChart className="size-8 text-muted" aria-hidden="true" />
        <p className="font-semibold">Nothing to chart yet</p>
        <p className="max-w-md text-sm text-muted">The lines appear as members earn points{period ? ` ${period}` : ''}.</p>
      </div>
    );
  } else {
    const index = cursor !== null && cursor >= 0 && cursor < data.xs.length ? cursor : data.xs.length - 1;
    body = (
      <>
        <PointsChart data={data} names={names} onCursor={setCursor} />
        <p className="mt-3 text-xs text-muted" aria-hidden="true">
          {cursor === null ? 'Now' : dateTime.format(new Date((data.xs[index] ?? 0) * 1000))}
        </p>
        <ul aria-label="Legend" className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {series.map((s, i) => (
            <li key={s.id} className="flex min-w-0 max-w-full items-center gap-2 text-sm">
              <Swatch index={i} />
              <span className="min-w-0 truncate font-medium">{names[i]}</span>
              <span className="shrink-0 font-mono tabular-nums text-muted">{formatPoints(data.ys[i]?.[index] ?? 0)}</span>
            </li>
          ))}
        </ul>
        <div className="sr-only">
          <table>
            <caption>
              Points over time of the top {series.length} members{period ? `, ${period}` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Date</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {series.flatMap((s, i) =>
                s.points.map((p, j) => (
                  <tr key={`${s.id}-${j}`}>
                    <th scope="row">{names[i]}</th>
                    <td>{dateTime.format(new Date(p.at))}</td>
                    <td>{formatPoints(p.points)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  return (
    <figure
      aria-labelledby={captionId}
      aria-busy={history.isPending || undefined}
      className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
    >
      <figcaption id={captionId} className="mb-4">
        <h2 className="text-lg font-bold">Points over time</h2>
        <p className="text-sm text-muted">{period ? `How the top members’ points grew ${period}.` : 'How the top members’ points grew, all time.'}</p>
      </figcaption>
      {body}
    </figure>
  );
}
