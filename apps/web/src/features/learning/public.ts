/*
 * The learning feature's public entry: what other features may use of it (docs/architecture.md, Layers and
 * boundaries). Everything else under features/learning is private to it.
 */
export { ContinueLearning } from './components/continue-learning';
