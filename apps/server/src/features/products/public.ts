/*
 * The products feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they
 * may use of it. Every other file of features/products is private to it.
 */

/** Products as lists show them: the shop's wishlist, cart and orders, and the site search's covers. */
export { coverUrls, productSummaries } from './product-summaries.ts';
/** Which listings a viewer may see, as one SQL condition (the club assistant's product answers, features/chatbot). */
export { visibleProductRows } from './product-visibility.ts';
