/*
 * What other features may use of the site search (docs/architecture.md, Layers and boundaries): the helpers their
 * search sources (platform/search-source.ts) turn rows into results with.
 */
export { plainText } from './search-snippet.ts';
export { cardUrls } from './card-urls.ts';
/** The site search over everything a viewer may see (the club assistant's retrieval, features/chatbot). */
export { search } from './search-service.ts';
