import type { AnalyticsInterval, AnalyticsMetric } from '@esdc/core/analytics';
import type { AnalyticsGoal, AnalyticsSeries, AnalyticsSummary } from '@esdc/core/analytics-schemas';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analyticsKeys, type AnalyticsRange } from './analytics-keys';

/**
 * `GET /api/analytics/summary` (admins and moderators, SPEC §2 Analytics): the four cards over a range.
 * @throws ApiError 400 with the range rule, 401, 403
 */
async function getSummary(range: AnalyticsRange): Promise<AnalyticsSummary> {
  return (await apiRequest<AnalyticsSummary>('/api/analytics/summary', { query: { ...range } })).data;
}

/** The summary cards over a range; the previous range's cards stay shown while the next load. */
export function useAnalyticsSummary(range: AnalyticsRange) {
  return useQuery({ queryKey: analyticsKeys.summary(range), queryFn: () => getSummary(range), placeholderData: keepPreviousData });
}

/**
 * `GET /api/analytics/series` (admins and moderators): one series, a value per day or week, zeros included.
 * @throws ApiError 400 with the range rule, 401, 403
 */
async function getSeries(metric: AnalyticsMetric, range: AnalyticsRange, interval: AnalyticsInterval): Promise<AnalyticsSeries> {
  return (await apiRequest<AnalyticsSeries>('/api/analytics/series', { query: { metric, ...range, interval } })).data;
}

/**
 * Several series over the same range and interval, loaded side by side.
 * @returns each query's state, in the order of `metrics`
 */
export function useAnalyticsSeries(metrics: readonly AnalyticsMetric[], range: AnalyticsRange, interval: AnalyticsInterval) {
  return useQueries({
    queries: metrics.map((metric) => ({
      queryKey: analyticsKeys.series(metric, range, interval),
      queryFn: () => getSeries(metric, range, interval),
      placeholderData: keepPreviousData,
    })),
  });
}

/**
 * `GET /api/analytics/goals`: every goal with its progress, the latest period first.
 * @throws ApiError 401, 403
 */
async function getGoals(): Promise<AnalyticsGoal[]> {
  return (await apiRequest<AnalyticsGoal[]>('/api/analytics/goals')).data;
}

/** Every goal with its progress. */
export function useAnalyticsGoals() {
  return useQuery({ queryKey: analyticsKeys.goals, queryFn: getGoals });
}
