import { ANALYTICS_METRIC_LABELS, type AnalyticsInterval, type AnalyticsMetric } from '@esdc/core/analytics';
import type { AnalyticsSeries } from '@esdc/core/analytics-schemas';
import { Download } from 'lucide-react';
import { lazy, Suspense, useId, useMemo } from 'react';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/states';
import { formatNumber } from '../../../lib/format';
import type { AnalyticsRange } from '../api/analytics-keys';
import { useAnalyticsSeries } from '../api/get-analytics';
import { seriesToCsv } from '../lib/series-csv';
import { seriesColor, seriesDash } from './series-style';

/** uPlot loads with the first chart, not with the page. */
const SeriesChart = lazy(() => import('./series-chart'));

const bucketDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const bucketLabel = (bucket: string, interval: AnalyticsInterval) =>
  `${interval === 'week' ? 'Week of ' : ''}${bucketDay.format(new Date(`${bucket}T00:00:00.000Z`))}`;

type ChartInput = [AnalyticsMetric, [string, number][]][];

/** The chart's aligned data: bucket starts in seconds, one array of values per series, and the labels. */
function toChart(input: ChartInput) {
  const xs = (input[0]?.[1] ?? []).map(([bucket]) => Date.parse(`${bucket}T00:00:00.000Z`) / 1000);
  return { xs, ys: input.map(([, points]) => points.map(([, value]) => value)), names: input.map(([metric]) => ANALYTICS_METRIC_LABELS[metric]) };
}

/** The chart of the series serialised in `dataKey` (a string, so the chart is rebuilt only when the numbers change). */
function ChartOf({ dataKey }: { dataKey: string }) {
  const chart = useMemo(() => toChart(JSON.parse(dataKey) as ChartInput), [dataKey]);
  return <SeriesChart xs={chart.xs} ys={chart.ys} names={chart.names} />;
}

/** Saves a text as a file through a temporary link. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A legend swatch: the line's colour and dash pattern. */
function Swatch({ index }: { index: number }) {
  return (
    <svg width="28" height="10" viewBox="0 0 28 10" aria-hidden="true" className="shrink-0">
      <line x1="1" y1="5" x2="27" y2="5" stroke={`var(${seriesColor(index)})`} strokeWidth="3" strokeDasharray={seriesDash(index).join(' ') || undefined} />
    </svg>
  );
}

/**
 * One chart of /analytics (SPEC §2 Analytics): a figure with its caption, the lines (uPlot, loaded lazily), a legend
 * with each series' total, a "Show the data" table toggle with the same numbers, and a CSV download built from the
 * series the API returned.
 * @param id a stable name for the file and the test hooks
 * @param title the caption
 * @param description a line under the caption
 * @param metrics the series drawn
 */
export function SeriesPanel({
  id,
  title,
  description,
  metrics,
  range,
  interval,
}: {
  id: string;
  title: string;
  description: string;
  metrics: readonly AnalyticsMetric[];
  range: AnalyticsRange;
  interval: AnalyticsInterval;
}) {
  const captionId = useId();
  const queries = useAnalyticsSeries(metrics, range, interval);
  const error = queries.find((q) => q.isError)?.error;
  const series = queries.map((q) => q.data).filter((s): s is AnalyticsSeries => s !== undefined);
  const ready = series.length === metrics.length ? series : null;
  const key = ready ? JSON.stringify(ready.map((s) => [s.metric, s.points.map((p) => [p.bucket, p.value])])) : null;
  const names = metrics.map((metric) => ANALYTICS_METRIC_LABELS[metric]);
  const shownInterval = ready?.[0]?.interval ?? interval;

  let body;
  if (error) {
    body = <ErrorState title="Failed to load the chart" message={error.message} onRetry={() => queries.forEach((q) => void q.refetch())} />;
  } else if (!ready || !key) {
    body = <div aria-hidden="true" className="h-[200px] animate-pulse rounded-xl bg-surface-2 sm:h-[260px]" />;
  } else {
    body = (
      <>
        <Suspense fallback={<div aria-hidden="true" className="h-[200px] rounded-xl bg-surface-2 sm:h-[260px]" />}>
          <ChartOf dataKey={key} />
        </Suspense>
        <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {ready.map((s, i) => (
            <li key={s.metric} className="flex items-center gap-2 text-sm">
              <Swatch index={i} />
              <span className="font-medium">{names[i]}</span>
              <span className="font-mono tabular-nums text-muted" data-testid={`total-${id}-${s.metric}`}>
                {formatNumber(s.total)}
              </span>
            </li>
          ))}
        </ul>
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-accent-text">Show the data</summary>
          <div className="mt-2 max-h-80 overflow-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                {title}, {range.from} to {range.to} (UTC)
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-4">
                    {shownInterval === 'week' ? 'Week (UTC)' : 'Day (UTC)'}
                  </th>
                  {names.map((name) => (
                    <th key={name} scope="col" className="py-1 pr-4 text-right">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ready[0]!.points.map((p, row) => (
                  <tr key={p.bucket} className="border-t border-line">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {bucketLabel(p.bucket, shownInterval)}
                    </th>
                    {ready.map((s) => (
                      <td key={s.metric} className="py-1 pr-4 text-right tabular-nums">
                        {formatNumber(s.points[row]?.value ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </>
    );
  }

  return (
    <figure
      aria-labelledby={captionId}
      aria-busy={!ready || undefined}
      className="min-w-0 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <figcaption id={captionId}>
          <h2 className="text-lg font-bold">{title}</h2>
          <p className="text-sm text-muted">{description}</p>
        </figcaption>
        <Button
          variant="secondary"
          size="sm"
          disabled={!ready}
          onClick={() => ready && download(`analytics-${id}-${range.from}-${range.to}.csv`, seriesToCsv(ready))}
        >
          <Download className="size-4" aria-hidden="true" />
          Download CSV<span className="sr-only"> of {title}</span>
        </Button>
      </div>
      {body}
    </figure>
  );
}
