import { paths } from '@esdc/core/routes';

/**
 * Where to go after signing in (SPEC §4 Forms: authenticated users go to /profile): the page the guard
 * sent the user away from (location.state.from), when it is an in-app path, else /profile.
 */
export function redirectTarget(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : null;
  // '//host' and '/\host' are other sites to a browser; only a path of this app counts.
  if (typeof from === 'string' && /^\/(?![/\\])/.test(from) && !from.startsWith(paths.login) && !from.startsWith(paths.register)) {
    return from;
  }
  return paths.profile;
}
