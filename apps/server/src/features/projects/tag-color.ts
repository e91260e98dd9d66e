/** Tag colours: accessible hues on both themes. */
const PALETTE = ['#0ea5e9', '#8b5cf6', '#10b981', '#f59e0b', '#ef4444', '#ec4899', '#14b8a6', '#6366f1'] as const;

/**
 * A stable colour for a tag name (same name, same colour).
 * @returns a hex colour from the palette
 */
export function tagColor(name: string): string {
  let h = 0;
  for (const ch of name.toLowerCase()) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}
