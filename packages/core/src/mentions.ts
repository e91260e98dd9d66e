/*
 * Mentions (`@username`) in what members write: the chatroom and the forum notify the members a text names.
 */

/** The `@username` mentions of a text (a chat message, a forum post), lower-cased, each once, in order (a username: 3–32 letters, digits, `_`, `-`, `.`). */
export function mentionedUsernames(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(^|[^\w@.])@([A-Za-z0-9_][A-Za-z0-9_.-]{2,31})/g)) {
    found.add(match[2]!.replace(/\.+$/, '').toLowerCase());
  }
  return [...found];
}
