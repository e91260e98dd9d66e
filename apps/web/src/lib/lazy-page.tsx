import { use, type ComponentType } from 'react';

/** A page module: the page as its default export, and optionally what else its first render needs (see preloadRoute). */
type PageModule = { default: ComponentType; preload?: () => Promise<unknown> };
type Tracked = Promise<PageModule> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: PageModule; reason?: unknown };

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
      p.status = 'pending';
      p.then(
        (m) => {
          p.status = 'fulfilled';
          p.value = m;
        },
        (e: unknown) => {
          p.status = 'rejected';
          p.reason = e;
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
