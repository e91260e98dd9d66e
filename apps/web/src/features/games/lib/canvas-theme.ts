/**
 * Canvas colours read from the design tokens (DESIGN Look and feel), so canvases match the light and
 * dark themes. Read once per drawn frame (cheap) so a theme switch shows at once.
 */
export interface CanvasTheme {
  bg: string;
  surface: string;
  surface2: string;
  fg: string;
  muted: string;
  line: string;
  accent: string;
  accentText: string;
  accentSoft: string;
  danger: string;
  success: string;
  warning: string;
  heroTo: string;
}

const TOKENS: Record<keyof CanvasTheme, [string, string]> = {
  bg: ['--color-bg', '#f8fafc'],
  surface: ['--color-surface', '#ffffff'],
  surface2: ['--color-surface-2', '#f1f5f9'],
  fg: ['--color-fg', '#0f172a'],
  muted: ['--color-muted', '#475569'],
  line: ['--color-line', '#e2e8f0'],
  accent: ['--color-accent', '#0369a1'],
  accentText: ['--color-accent-text', '#075985'],
  accentSoft: ['--color-accent-soft', '#e0f2fe'],
  danger: ['--color-danger', '#b91c1c'],
  success: ['--color-success', '#15803d'],
  warning: ['--color-warning', '#a16207'],
  heroTo: ['--color-hero-to', '#7c3aed'],
};

/** The current theme's colours for drawing. */
export function readCanvasTheme(): CanvasTheme {
  const style = getComputedStyle(document.documentElement);
  const out = {} as CanvasTheme;
  for (const [name, [variable, fallback]] of Object.entries(TOKENS) as [keyof CanvasTheme, [string, string]][]) {
    out[name] = style.getPropertyValue(variable).trim() || fallback;
  }
  return out;
}
