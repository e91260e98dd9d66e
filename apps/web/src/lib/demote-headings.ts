/**
 * Lowers every heading of sanitised HTML by `offset` levels (h1 → h4 for 3; at most h6), so a document shown inside a
 * page keeps the page's outline. Text and code are escaped in the HTML, so only real heading tags match.
 * @param html sanitised HTML
 * @param offset levels to lower by (0–5)
 * @returns the HTML with h1–h6 tags renumbered
 */
export function demoteHeadings(html: string, offset: number): string {
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/g, (_m, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + offset)}`);
}
