import { lazyPage, type FeaturePages } from '../../lib/lazy-page';

/** One page module for writing and editing a blog post. */
const postEditorPage = lazyPage(() => import('./pages/post-editor-page'));

/** The blog, a post and the post editor, by route path (app/features.ts lists every feature's pages; the router shows them). */
export const blogPages: FeaturePages = {
  '/blog': lazyPage(() => import('./pages/blog-page')),
  '/blog/:slug': lazyPage(() => import('./pages/post-page')),
  '/blog/new': postEditorPage,
  '/blog/:slug/edit': postEditorPage,
};
