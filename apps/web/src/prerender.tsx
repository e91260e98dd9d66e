import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { FeatureKey } from '@esdc/core/features';
import { matchRoute } from '@esdc/core/routes';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { prefetchPostPage } from './features/blog/api/get-post';
import { blogPageUrlParams, prefetchBlogPage } from './features/blog/pages/blog-page-data';
import { challengesPageUrlParams, prefetchChallengesPage } from './features/challenges/pages/challenges-page-data';
import { prefetchCoursePage } from './features/courses/api/get-course';
import { coursesPageUrlParams, prefetchCoursesPage } from './features/courses/pages/courses-page-data';
import { prefetchDocsPage } from './features/docs/pages/docs-page-data';
import { prefetchEventPage } from './features/events/api/get-event';
import { eventsPageUrlParams, prefetchEventsPage } from './features/events/pages/events-page-data';
import { leaderboardPageUrlParams, prefetchLeaderboardPage } from './features/leaderboard/pages/leaderboard-page-data';
import { prefetchProjectPage } from './features/projects/api/get-project';
import { prefetchProjectsPage, projectsPageFilters } from './features/projects/pages/projects-page-data';
import { prefetchProductPage } from './features/shop/api/products';
import { prefetchResourcesPage, resourcesPageUrlParams } from './features/resources/pages/resources-page-data';
import { prefetchProductsPage, productsPageUrlParams } from './features/shop/pages/products-page-data';
import { configureApiClient } from './lib/api-client';
import { prefetchSiteFeatures } from './lib/site-features-api';

/*
 * Server-side rendering of public pages (docs/decisions/005-prerendered-public-pages.md). Built for Node by
 * `vite build --ssr`; used at build time by apps/web/scripts/prerender.mjs (no data: lists show their skeletons) and at
 * request time by the server for pages whose data it can load first (then the page arrives with its data).
 */

/**
 * The public pages prerendered at build time (every public page). Those in {@link WITH_DATA} are
 * rendered per request with their data as well; their build-time copy (lists as skeletons) is the fallback.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/projects',
  '/leaderboard',
  '/challenges',
  '/games',
  '/events',
  '/products',
  '/lms',
  '/courses',
  '/blog',
  '/docs',
  '/resources',
] as const;

/** A page the server renders per request with its first data. */
interface PageWithData {
  /** Loads the page's first data into the render's query client. */
  prefetch(client: QueryClient, params: URLSearchParams, route: Record<string, string>): Promise<void>;
  /** The query parameters the page reads, normalised (everything else in the URL changes nothing on the page). */
  params(params: URLSearchParams): URLSearchParams;
}

const noParams = () => new URLSearchParams();

/** Pages the server renders per request with their first data, by route pattern, and how that data is loaded. */
const WITH_DATA: Record<string, PageWithData> = {
  '/projects': {
    prefetch: prefetchProjectsPage,
    params: (params) => new URLSearchParams(Object.entries(projectsPageFilters(params)).filter(([, value]) => value)),
  },
  '/projects/:id': { prefetch: (client, _params, route) => prefetchProjectPage(client, route.id), params: noParams },
  '/leaderboard': { prefetch: prefetchLeaderboardPage, params: leaderboardPageUrlParams },
  '/challenges': { prefetch: prefetchChallengesPage, params: challengesPageUrlParams },
  '/events': { prefetch: prefetchEventsPage, params: eventsPageUrlParams },
  '/events/:id': { prefetch: (client, _params, route) => prefetchEventPage(client, route.id), params: noParams },
  '/products': { prefetch: prefetchProductsPage, params: productsPageUrlParams },
  '/product/:id': { prefetch: (client, _params, route) => prefetchProductPage(client, route.id), params: noParams },
  '/lms': { prefetch: prefetchCoursesPage, params: coursesPageUrlParams },
  '/courses': { prefetch: prefetchCoursesPage, params: coursesPageUrlParams },
  '/lms/:id': { prefetch: (client, _params, route) => prefetchCoursePage(client, route.id), params: noParams },
  '/courses/:id': { prefetch: (client, _params, route) => prefetchCoursePage(client, route.id), params: noParams },
  '/blog': { prefetch: prefetchBlogPage, params: blogPageUrlParams },
  '/blog/:slug': { prefetch: (client, _params, route) => prefetchPostPage(client, route.slug), params: noParams },
  '/docs': { prefetch: (client) => prefetchDocsPage(client, undefined), params: noParams },
  '/docs/:slug': { prefetch: (client, _params, route) => prefetchDocsPage(client, route.slug), params: noParams },
  '/resources': { prefetch: prefetchResourcesPage, params: resourcesPageUrlParams },
};

/** Route patterns {@link renderPage} renders with their data when given an `origin` (the server renders these per request). */
export const PATHS_WITH_DATA = Object.keys(WITH_DATA);

/** The page with data a path shows, with the route's parameters (e.g. '/projects/3' → '/projects/:id', { id: '3' }). */
function withData(pathname: string): { page: PageWithData; route: Record<string, string> } | undefined {
  const match = matchRoute(pathname);
  const page = match ? WITH_DATA[match.route.path] : undefined;
  return page && match ? { page, route: match.params } : undefined;
}

/**
 * The URL that renders the same page as `url`: trailing slashes dropped, and only the query parameters the page
 * reads, normalised and in a fixed order (e.g. '/projects/?utm=x&tag=%20iot' → '/projects?tag=iot'). The server
 * caches rendered pages under it (apps/server/src/plugins/page-renderer.ts), and renders that URL.
 * @param url path and query
 */
export function canonicalUrl(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const path = pathname.replace(/(.)\/+$/, '$1');
  const query = withData(path)?.page.params(searchParams).toString();
  return query ? `${path}?${query}` : path;
}

/** A rendered page: the markup for `<div id="root">`, and the query cache to hand to the client (or null). */
export interface RenderedPage {
  html: string;
  state: DehydratedState | null;
}

/**
 * Renders one page as a signed-out visitor first sees it, everything that suspends included: the page's chunk and
 * its lazy parts below the fold are loaded and rendered in (`react-dom/static` `prerender` waits for every Suspense
 * boundary), so the markup is the whole page. No inline scripts are emitted (the CSP allows none).
 * @param requested path and query, e.g. '/projects?tag=iot' (its {@link canonicalUrl} is rendered)
 * @param options.origin where the API is (e.g. 'http://127.0.0.1:3000'): when given and the page is in
 *   {@link PATHS_WITH_DATA}, its data is loaded from there first and rendered in; otherwise queries stay pending
 * @param options.signal aborts the render (it then rejects)
 * @returns the markup and the dehydrated query cache (null without data)
 * @throws whatever loading the page chunk or its data throws, and an Error when any part of the page failed to
 *   render (React would otherwise leave that part to the client and send its fallback)
 */
export async function renderPage(requested: string, options: { origin?: string; signal?: AbortSignal } = {}): Promise<RenderedPage> {
  const url = canonicalUrl(requested);
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  await preloadRoute(pathname);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  try {
    const data = options.origin ? withData(pathname) : undefined;
    if (data) {
      configureApiClient({ getToken: () => null, onUnauthorized: () => {}, origin: options.origin });
      // The club's switches first (SPEC §3 Feature settings): the page is rendered with the links of switched-off
      // features gone, and a switched-off feature's page says so (its own data is then not loaded).
      const site = await prefetchSiteFeatures(client);
      const feature = matchRoute(pathname)?.route.feature as FeatureKey | undefined;
      if (!(feature && site?.[feature] === false)) await data.page.prefetch(client, searchParams, data.route);
    }
    // Only the data loaded here goes to the client: a query answered during the render from its `initialData` (a
    // guest's cart and wishlist, read from the browser's local storage, empty on the server) is the browser's to read.
    const loaded = new Set(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash),
    );
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      <Providers session={{ status: 'anonymous', token: null, user: null }} client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>,
      // A boundary over `progressiveChunkSize` bytes would be sent as its fallback plus an inline script that swaps
      // the content in later; with no limit every boundary is written in place (the CSP allows no inline script).
      { signal: options.signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
    );
    const html = await new Response(prelude).text();
    if (errors.length > 0) throw new Error(`rendering ${url} failed in part`, { cause: errors[0] });
    return {
      html,
      state: data ? dehydrate(client, { shouldDehydrateQuery: (query) => loaded.has(query.queryHash) && query.state.status === 'success' }) : null,
    };
  } finally {
    client.clear();
  }
}
