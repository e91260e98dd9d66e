/*
 * The forum's contract with the other web features (docs/architecture.md, Layers and boundaries): what their pages may
 * show of it. Every other file of features/forum is private to it.
 */

/** The Discussions section of a project, course, challenge, event or team page (docs/requirements.md §2 Forum). */
export { LinkedDiscussionsLazy as LinkedDiscussions } from './components/linked-discussions-lazy';
