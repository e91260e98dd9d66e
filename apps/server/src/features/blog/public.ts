/*
 * The blog feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they may use
 * of it. Every other file of features/blog is private to it.
 */

/** Who may see which posts (the site search shows exactly what the blog lists show). */
export { visibleBlogPosts } from './blog-visibility.ts';
