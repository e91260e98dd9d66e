/*
 * The projects feature's public entry: what other features may use of it (docs/architecture.md, Layers and
 * boundaries). Everything else under features/projects is private to it.
 */
export { ProjectGrid } from './components/project-grid';
export { ProjectStatusLikes } from './components/project-status-likes';
export { ProjectsSection } from './components/projects-section';
