/**
 * The seller's pages in one chunk: /my-products and the product editor (/my-products/new,
 * /my-products/{id}/edit), which a seller moves between. One dynamic import in the router instead of two keeps the
 * initial JavaScript of / smaller (every import carries its list of chunks to preload).
 */
export { default as MyProductsPage } from './my-products-page';
export { default as ProductEditorPage } from './product-editor-page';
