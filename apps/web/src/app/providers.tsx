import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FeaturesProvider } from '../lib/features';
import { SessionProvider, type SessionState } from '../lib/session';
import { ThemeProvider } from '../lib/theme';

/** One query client: no retries on 4xx, short staleness for lists. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 1 && !(error && typeof error === 'object' && 'status' in error && Number(error.status) >= 400),
    },
  },
});

/** App-wide providers: theme, feature switches, session, server state. */
export function Providers({ session, children }: { session: SessionState; children: ReactNode }) {
  return (
    <ThemeProvider>
      <FeaturesProvider>
        <SessionProvider initial={session}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </SessionProvider>
      </FeaturesProvider>
    </ThemeProvider>
  );
}
