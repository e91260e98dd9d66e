import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ClubFeaturesProvider } from '../lib/features';
import { SessionProvider, type SessionState } from '../lib/session';
import { ThemeProvider } from '../lib/theme';

/**
 * One query client: no retries on 4xx, short staleness for lists. Refetching on window focus is on (the default):
 * reading a project no longer counts a view, so a refetch inflates nothing.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => count < 1 && !(error && typeof error === 'object' && 'status' in error && Number(error.status) >= 400),
    },
  },
});

/**
 * App-wide providers: theme, session, server state, feature switches (the club's come from the API).
 * @param client the query client; the app's one by default (a server-side render passes its own per request)
 */
export function Providers({ session, client = queryClient, children }: { session: SessionState; client?: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <SessionProvider initial={session}>
        <QueryClientProvider client={client}>
          <ClubFeaturesProvider>{children}</ClubFeaturesProvider>
        </QueryClientProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
