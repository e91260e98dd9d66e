import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { EmptyState, ErrorState, LoadingState, type StateLink } from './states';

/** An empty state's title, line, icon and way back: a refusal ('You cannot edit this event') or a missing page. */
export type GateState = { title: string; description?: string; icon?: ReactNode; link: StateLink };

/** The parts of a query an editor gate reads. */
type GateQuery<T> = { isPending: boolean; data: T | undefined; error: Error | null; refetch: () => unknown };

/**
 * What an editor page shows before its form (SPEC §8 loading, empty and error states; §6 who may edit): while the
 * query loads, `loading`; a missing record (a 404, or an address that names none), `notFound`; a refusal (the record
 * says `allowed` is false, or, with `refusedOn403`, the server answered 403), `refusal`; any other failure, `failed`
 * with its message and 'Try Again'; else the form, given the record.
 * @param query the record's (or the permission's) query
 * @param invalid the address names no record (e.g. a non-numeric id): shown as not found
 * @param loading the loading message (default 'Loading...')
 * @param failed the failure's title (e.g. 'Failed to load the event')
 * @param notFound what a missing record shows; without it every failure is an error
 * @param refusal what a member who may not use the editor sees
 * @param allowed whether the record lets the member edit it (default yes)
 * @param waiting more the form waits for once the record is there (shown as loading)
 * @param children the form, given the record
 */
export function EditorGate<T>({
  query,
  invalid = false,
  loading,
  failed,
  notFound,
  refusal,
  allowed = () => true,
  refusedOn403 = false,
  waiting = false,
  children,
}: {
  query: GateQuery<T>;
  invalid?: boolean;
  loading?: string;
  failed: string;
  notFound?: GateState;
  refusal?: GateState;
  allowed?: (data: T) => boolean;
  refusedOn403?: boolean;
  waiting?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { data, error } = query;
  const status = error instanceof ApiError ? error.status : null;
  if (invalid && notFound) return <EmptyState {...notFound} />;
  if (query.isPending) return <LoadingState message={loading} />;
  if (data === undefined) {
    if (notFound && (status === null || status === 404)) return <EmptyState {...notFound} />;
    if (refusal && refusedOn403 && status === 403) return <EmptyState {...refusal} />;
    return <ErrorState title={failed} message={error?.message} onRetry={() => void query.refetch()} />;
  }
  if (refusal && !allowed(data)) return <EmptyState {...refusal} />;
  if (waiting) return <LoadingState message={loading} />;
  return children(data);
}
