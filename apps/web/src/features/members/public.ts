/*
 * The members feature's public entry: what other features may use of it (docs/architecture.md, Layers and
 * boundaries). Everything else under features/members is private to it.
 */
export { ProfileCard, ProfileStatList } from './components/profile-card';
