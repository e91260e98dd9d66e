/** A field as a PUT body sends it: a missing optional value goes as null (which clears it). */
export type SentValue<T> = undefined extends T ? Exclude<T, undefined> | null : T;

/**
 * The fields among `keys` whose edited value differs from the stored one (an empty optional value, undefined or
 * null, counts and is sent as null), for the admin PUT bodies that send only what changed (SPEC §6 Admin: an
 * unchanged status is never re-applied, the server refuses 'User is already active').
 * @param stored the record before the edit
 * @param edited the validated form
 * @param keys the fields compared as they are
 * @returns the changed fields with their new values ({} when none changed)
 */
export function changedFields<V, K extends keyof V & string>(
  stored: Partial<Record<K, unknown>>,
  edited: V,
  keys: readonly K[],
): { [P in K]?: SentValue<V[P]> } {
  const body: { [P in K]?: SentValue<V[P]> } = {};
  for (const key of keys) {
    const value = (edited[key] ?? null) as SentValue<V[typeof key]>;
    if (value !== (stored[key] ?? null)) body[key] = value;
  }
  return body;
}
