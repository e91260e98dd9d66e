import type { ReactNode } from 'react';
import { Page } from './page';
import { ErrorState, LoadingState } from './states';

/**
 * A detail page before its item is there (SPEC §2: a post, a course, a product; DESIGN: loading and error states): the
 * way back, then 'Loading …' while the request runs, or the error with 'Try Again' when it failed.
 * @param title the tab's title meanwhile (e.g. 'Course')
 * @param back the way back to the list (a back link, a breadcrumb)
 * @param query the item's request: whether it failed, why, and how to ask again
 * @param errorTitle the error's heading ('Failed to load the course')
 * @param loadingMessage the loading text ('Loading course...')
 */
export function PendingPage({
  title,
  back,
  query,
  errorTitle,
  loadingMessage,
}: {
  title: string;
  back: ReactNode;
  query: { isError: boolean; error: Error | null; refetch: () => unknown };
  errorTitle: string;
  loadingMessage: string;
}) {
  return (
    <Page title={title}>
      <div className="flex flex-col gap-4">
        {back}
        {query.isError ? (
          <ErrorState title={errorTitle} message={query.error?.message} onRetry={() => void query.refetch()} />
        ) : (
          <LoadingState message={loadingMessage} />
        )}
      </div>
    </Page>
  );
}
