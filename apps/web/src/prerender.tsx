import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { prefetchProjectsPage } from './features/projects/pages/projects-page-data';
import { configureApiClient } from './lib/api-client';

/*
 * Server-side rendering of public pages (docs/decisions/005-prerendered-public-pages.md). Built for Node by
 * `vite build --ssr`; used at build time by scripts/prerender.mjs (no data: lists show their skeletons) and at
 * request time by the server for pages whose data it can load first (then the page arrives with its data).
 */

/** The public pages prerendered at build time. */
export const PRERENDERED_PATHS = ['/', '/projects'] as const;

/** Pages the server renders per request with their first data, and how that data is loaded. */
const PREFETCH: Record<string, (client: QueryClient, params: URLSearchParams) => Promise<void>> = {
  '/projects': prefetchProjectsPage,
};

/** Paths {@link renderPage} renders with their data when given an `origin` (the server renders these per request). */
export const PATHS_WITH_DATA = Object.keys(PREFETCH);

/** A rendered page: the markup for `<div id="root">`, and the query cache to hand to the client (or null). */
export interface RenderedPage {
  html: string;
  state: DehydratedState | null;
}

/**
 * Renders one page as a signed-out visitor first sees it. The page's chunk is loaded first, so the page itself
 * renders; lazy parts below the fold render their fallbacks, exactly as the client's first render does. No
 * inline scripts are emitted (the CSP allows none).
 * @param url path and query, e.g. '/projects?tag=iot'
 * @param options.origin where the API is (e.g. 'http://127.0.0.1:3000'): when given and the page is in
 *   {@link PATHS_WITH_DATA}, its data is loaded from there first and rendered in; otherwise queries stay pending
 * @returns the markup and the dehydrated query cache (null without data)
 * @throws whatever loading the page chunk or its data throws
 */
export async function renderPage(url: string, options: { origin?: string } = {}): Promise<RenderedPage> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  await preloadRoute(pathname);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const prefetch = options.origin ? PREFETCH[pathname] : undefined;
  if (prefetch) {
    configureApiClient({ getToken: () => null, onUnauthorized: () => {}, origin: options.origin });
    await prefetch(client, searchParams);
  }
  const html = renderToString(
    <Providers session={{ status: 'anonymous', token: null, user: null }} client={client}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </Providers>,
  );
  const state = prefetch ? dehydrate(client) : null;
  client.clear();
  return { html, state };
}
