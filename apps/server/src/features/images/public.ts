/*
 * The images feature's contract with the other features (docs/architecture.md, Layers and boundaries): what they may
 * use of it. Every other file of features/images is private to it.
 */

/** How a stored image shows in every feature's answers (projects, posts, events, courses, products, search results). */
export { loadImages, toImage } from './stored-images.ts';

/** Who may attach which uploaded image (projects, posts, events, courses, products) or use it as their avatar. */
export { checkImagesUsable, checkUploadedUrlOwner } from './image-service.ts';
