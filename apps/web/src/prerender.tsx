import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';

/** The public pages prerendered at build time (docs/decisions/005-prerendered-public-pages.md). */
export const PRERENDERED_PATHS = ['/', '/projects'] as const;

/**
 * Renders one public page to HTML as a signed-out visitor first sees it: the page's chunk is loaded first, so
 * the page itself renders; lists show their loading skeletons (queries do not run here) and lazy parts below
 * the fold their fallbacks, exactly as the client's first render does. No inline scripts are emitted (the
 * CSP allows none). Used only by scripts/prerender.mjs at build time.
 * @param url the path to render, e.g. '/'
 * @returns the markup for `<div id="root">`
 */
export async function renderPage(url: string): Promise<string> {
  await preloadRoute(url);
  return renderToString(
    <Providers session={{ status: 'anonymous', token: null, user: null }}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </Providers>,
  );
}
