import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * A mutation on one API endpoint that refreshes what it changed (SPEC §7: reload after every change).
 * @param options.request calls the endpoint with the mutation's variables; its answer is the mutation's data
 * @param options.refresh after a success: updates or invalidates the cached queries the change made stale
 *   (given the app's query client, the answer and the variables); the mutation settles once its promise does
 * @returns the TanStack mutation
 */
export function useApiMutation<TVariables, TResult>(options: {
  request: (variables: TVariables) => Promise<TResult>;
  refresh: (client: QueryClient, result: TResult, variables: TVariables) => unknown;
}) {
  const client = useQueryClient();
  const { request, refresh } = options;
  return useMutation({ mutationFn: request, onSuccess: (result: TResult, variables: TVariables) => refresh(client, result, variables) });
}
