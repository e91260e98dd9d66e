import type { LucideIcon } from 'lucide-react';

/** Tile side, corner and icon size of each tile size (DESIGN tokens; Tailwind sizes, 1 unit = 0.25 rem). */
const SIZES = {
  md: { tile: 'size-10 rounded-xl', icon: 'size-5' },
  lg: { tile: 'size-11 rounded-xl', icon: 'size-5' },
  feature: { tile: 'size-11 rounded-xl', icon: 'size-6' },
  xl: { tile: 'size-12 rounded-2xl', icon: 'size-6' },
  '2xl': { tile: 'size-14 rounded-2xl', icon: 'size-7' },
  '3xl': { tile: 'size-16 rounded-2xl', icon: 'size-8' },
} as const;

/**
 * An icon on a rounded accent tile (DESIGN tokens: accent-soft behind accent text), beside a heading or a list item,
 * or above a page's message; decorative, so hidden from assistive technology.
 * @param size the tile's side: 'md' 2.5 rem, 'lg' 2.75 rem (icon 1.25 rem in both), 'feature' 2.75 rem with a
 *   1.5 rem icon (the landing page's pillars and teams), 'xl' 3 rem (icon 1.5 rem),
 *   '2xl' 3.5 rem (icon 1.75 rem), '3xl' 4 rem (icon 2 rem)
 * @param className placement on top (e.g. absolute positioning)
 */
export function IconTile({ icon: Icon, size = 'md', className = '' }: { icon: LucideIcon; size?: keyof typeof SIZES; className?: string }) {
  const { tile, icon } = SIZES[size];
  return (
    <span className={`flex ${tile} shrink-0 items-center justify-center bg-accent-soft text-accent-text ${className}`} aria-hidden="true">
      <Icon className={icon} />
    </span>
  );
}
