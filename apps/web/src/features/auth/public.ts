/*
 * The auth feature's public entry: what other features may use of it (docs/architecture.md, Layers and boundaries).
 * Integrations starts the same GitHub link round trip as My Profile.
 */
export { useLinkGitHub } from './api/link-github';
