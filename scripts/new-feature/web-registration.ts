import { insertAtEndOfBlock } from './anchors.ts';
import { webPages, type FeatureContext } from './templates.ts';

/*
 * How the web app learns of a new feature's page: the one step that depends on how the router is put together. Two
 * designs exist; `registerWebPages` picks the one the tree has, so switching is deleting the branch that is no longer
 * needed.
 * - feature pages: each web feature lists its pages in `features/<name>/pages.ts`, and `app/features.ts` lists every
 *   feature once, with its paths and the lazy import of its pages.ts (the router merges them).
 * - one page map: the router's `PAGES` (app/router.tsx) names every built route's lazy page.
 */

/** Where the feature-pages design lists every feature. */
const WEB_FEATURE_LIST = 'apps/web/src/app/features.ts';
/** Where the one-page-map design keeps its map. */
const WEB_ROUTER = 'apps/web/src/app/router.tsx';

/** What registering the page creates and changes, by repository path. */
export interface WebRegistration {
  /** Where the page was registered, for the generator's report. */
  design: string;
  created: Record<string, string>;
  changed: Record<string, string>;
}

/**
 * Registers the feature's page with the web router, in the design the tree has.
 * @param context the feature
 * @param read the current text of a repository file, or undefined when it does not exist
 * @returns the files to create and change
 * @throws AnchorError when the file it edits lacks the expected lines
 */
export function registerWebPages(context: FeatureContext, read: (path: string) => string | undefined): WebRegistration {
  const featureList = read(WEB_FEATURE_LIST);
  if (featureList !== undefined) return registerInFeatureList(context, featureList);
  return registerInRouterPages(context, read(WEB_ROUTER) ?? '');
}

/**
 * The feature-pages design: `features/<name>/pages.ts`, and its line in app/features.ts (its paths and the lazy import
 * of its pages.ts, `lazyFeaturePages`, so the page map stays out of the initial bundle).
 */
function registerInFeatureList(context: FeatureContext, featureList: string): WebRegistration {
  const n = context.names;
  const pagesFile = `apps/web/src/features/${n.kebab}/pages.ts`;
  const text = insertAtEndOfBlock(featureList, WEB_FEATURE_LIST, 'export const FEATURE_PAGES: readonly FeaturePages[] = [', '];', [
    `  lazyFeaturePages(['${n.path}'], () => import('../features/${n.kebab}/pages').then((m) => m.${n.camel}Pages)),`,
  ]);
  return { design: `${pagesFile}, listed in ${WEB_FEATURE_LIST}`, created: { [pagesFile]: webPages(context) }, changed: { [WEB_FEATURE_LIST]: text } };
}

/** The one-page-map design: an entry in the router's `PAGES`. */
function registerInRouterPages(context: FeatureContext, router: string): WebRegistration {
  const n = context.names;
  const text = insertAtEndOfBlock(router, WEB_ROUTER, 'export const PAGES: Readonly<Record<string, Page>> = {', '};', [
    `  '${n.path}': lazyPage(() => import('../features/${n.kebab}/pages/${n.kebab}-page')),`,
  ]);
  return { design: `the router's PAGES (${WEB_ROUTER})`, created: {}, changed: { [WEB_ROUTER]: text } };
}
