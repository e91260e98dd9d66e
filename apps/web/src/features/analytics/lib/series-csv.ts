import { ANALYTICS_METRIC_LABELS } from '@esdc/core/analytics';
import type { AnalyticsSeries } from '@esdc/core/analytics-schemas';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled; a text starting
 * with =, +, - or @ is prefixed with ' so a spreadsheet does not run it as a formula.
 * @param value the field
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The series the page shows as one CSV (SPEC §2 Analytics): a header line (the bucket column, then each series'
 * label), then one line per bucket, lines ending in CRLF. The series share their buckets (same range and interval).
 * @param series the series as the API returned them
 * @returns the CSV text
 */
export function seriesToCsv(series: readonly AnalyticsSeries[]): string {
  const first = series[0];
  if (!first) return '';
  const header = [first.interval === 'week' ? 'Week starting (UTC)' : 'Day (UTC)', ...series.map((s) => ANALYTICS_METRIC_LABELS[s.metric])];
  const lines = first.points.map((point, i) => [point.bucket, ...series.map((s) => s.points[i]?.value ?? 0)]);
  return [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
