/*
 * The shop feature's public entry: what other features may use of it (docs/architecture.md, Layers and
 * boundaries). Everything else under features/shop is private to it.
 */
export { ProductLink } from './components/product-link';
