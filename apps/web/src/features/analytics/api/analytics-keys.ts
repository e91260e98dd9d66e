import type { AnalyticsInterval, AnalyticsMetric } from '@esdc/core/analytics';
import type { QueryClient } from '@tanstack/react-query';

/** A range of UTC days, both included (`YYYY-MM-DD`). */
export interface AnalyticsRange {
  from: string;
  to: string;
}

/** Query keys of Analytics. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  summary: (range: AnalyticsRange) => ['analytics', 'summary', range] as const,
  series: (metric: AnalyticsMetric, range: AnalyticsRange, interval: AnalyticsInterval) => ['analytics', 'series', metric, range, interval] as const,
  goals: ['analytics', 'goals'] as const,
};

/** After a goal changes: the summary (its goals card) and the goal list. */
export function invalidateAnalytics(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: analyticsKeys.all });
}
