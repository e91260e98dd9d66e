import type { AnalyticsGoal, AnalyticsGoalInput } from '@esdc/core/analytics-schemas';
import { apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { invalidateAnalytics } from './analytics-keys';

/**
 * `POST /api/analytics/goals` (no id) or `PUT /api/analytics/goals/{id}` (admins, 'analytics:manage-goals').
 * @returns the goal with its progress and the server's message ('Goal added', 'Goal saved')
 * @throws ApiError 400 with the schema's messages, 404 'Goal not found', 409 when the club has too many goals
 */
async function saveGoal({ id, body }: { id?: number; body: AnalyticsGoalInput }): Promise<{ goal: AnalyticsGoal; message?: string }> {
  const result = await apiRequest<AnalyticsGoal>(id === undefined ? '/api/analytics/goals' : `/api/analytics/goals/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
  });
  return { goal: result.data, message: result.message };
}

/** Saves a goal; refreshes the cards and the goal list. */
export function useSaveGoal() {
  return useApiMutation({ request: saveGoal, refresh: (client) => invalidateAnalytics(client) });
}

/**
 * `DELETE /api/analytics/goals/{id}` (admins): deletes a goal ('Goal deleted').
 * @throws ApiError 404 'Goal not found'
 */
async function deleteGoal(id: number): Promise<{ message?: string }> {
  return { message: (await apiRequest<{ id: number }>(`/api/analytics/goals/${id}`, { method: 'DELETE' })).message };
}

/** Deletes a goal; refreshes the cards and the goal list. */
export function useDeleteGoal() {
  return useApiMutation({ request: deleteGoal, refresh: (client) => invalidateAnalytics(client) });
}
