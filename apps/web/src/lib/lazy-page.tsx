import { use, type ComponentType } from 'react';

/** A page module: the page as its default export, and optionally what else its first render needs (see preloadRoute). */
type PageModule = { default: ComponentType; preload?: () => Promise<unknown> };
type Tracked = Promise<PageModule> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: PageModule; reason?: unknown };

/** Page chunks being fetched (see {@link settleLazyPages}). */
const inFlight = new Set<Promise<unknown>>();

/**
 * Waits until no page chunk is being fetched, including the ones a finished fetch starts (a feature's page map, then
 * its page). For tests: a test that renders a route ends before its page's import lands, and the import must not
 * land after the test environment is gone.
 */
export async function settleLazyPages(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** A page component loaded on first use, whose chunk can also be fetched ahead with `preload()`. */
export type LazyPage = ComponentType & { preload: () => Promise<PageModule> };

/** A feature's pages by route path (`features/<name>/pages.ts`): its part of the router's page map. */
export type FeaturePages = Readonly<Record<string, LazyPage>>;

/**
 * Like React.lazy, but a page whose chunk was preloaded renders at once instead of suspending for a tick.
 * main.tsx preloads the current route's page before the first render, so a prerendered page (docs/decisions/005)
 * is replaced by the same markup in one commit, with no loading fallback in between.
 * @param load the dynamic import of the page module (default export = the page)
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let tracked: Tracked | undefined;
  const preload = (): Promise<PageModule> => {
    if (!tracked) {
      const p: Tracked = load();
      inFlight.add(p);
      p.status = 'pending';
      p.then(
        (m) => {
          p.status = 'fulfilled';
          p.value = m;
          inFlight.delete(p);
        },
        (e: unknown) => {
          p.status = 'rejected';
          p.reason = e;
          inFlight.delete(p);
        },
      );
      tracked = p;
    }
    return tracked;
  };
  function Page() {
    const { default: Component } = use(preload() as Promise<PageModule>);
    return <Component />;
  }
  return Object.assign(Page, { preload });
}

/**
 * Renders a route's lazy page (app/router.tsx): one component type for every route, so moving between two routes whose
 * pages are the same module (`/docs` and `/docs/:slug`, `/teams` and `/teams/:id`) keeps the page mounted with its
 * state, even when the two paths have their own {@link LazyPage} (as {@link lazyFeaturePages} gives each path).
 * @param props.page the route's page
 */
export function RoutePage({ page }: { page: LazyPage }) {
  const { default: Component } = use(page.preload());
  return <Component />;
}

/** A feature's pages declared by path, loaded with the feature's `pages.ts` chunk on first use (see {@link lazyFeaturePages}). */
export type LazyFeaturePages = FeaturePages & {
  /** Loads the feature's own page map (for tests that compare it with the declared paths). */
  readonly load: () => Promise<FeaturePages>;
};

/**
 * A feature's pages whose page map (`features/<name>/pages.ts`, with every page's lazy import and the chunks each
 * needs) stays out of the initial JavaScript: the router knows the feature's paths, and the first of its pages to be
 * shown loads the map, then the page (docs/decisions/005). The map's lazy imports name every chunk a page needs, so
 * they are fetched together once the map is in.
 * @param paths the route paths the feature's `pages.ts` maps (router.test.tsx checks they are the same)
 * @param load the dynamic import of the feature's `pages.ts`, resolving to its page map
 * @returns a page per path (`load` is not enumerable: merging page maps copies the pages only)
 */
export function lazyFeaturePages(paths: readonly string[], load: () => Promise<FeaturePages>): LazyFeaturePages {
  const pages: Record<string, LazyPage> = {};
  for (const path of paths) {
    pages[path] = lazyPage(() =>
      load().then((map) => {
        const page = map[path];
        if (!page) throw new Error(`${path} is not in its feature's pages.ts`);
        return page.preload();
      }),
    );
  }
  return Object.defineProperty(pages, 'load', { value: load, enumerable: false }) as LazyFeaturePages;
}
