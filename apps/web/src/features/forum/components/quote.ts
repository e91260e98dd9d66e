/**
 * A reply's text quoted for the reply box (SPEC §2 Forum Posts: 'Quote'): who wrote it, then every line as a
 * markdown quote, then an empty line to write under.
 * @param body the quoted post's markdown
 * @param username its author's username, or null for a former member
 * @returns the markdown to put into the reply box
 */
export function quoteMarkdown(body: string, username: string | null): string {
  const lines = body
    .trim()
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'));
  return `${username ? `@${username} wrote:\n` : ''}${lines.join('\n')}\n\n`;
}
