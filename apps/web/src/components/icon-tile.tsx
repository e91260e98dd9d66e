import type { LucideIcon } from 'lucide-react';

/**
 * An icon on a rounded accent tile (DESIGN tokens: accent-soft behind accent text), beside a heading or a list item;
 * decorative, so hidden from assistive technology.
 * @param size the tile's side: 'md' 2.5 rem, 'lg' 2.75 rem (the icon is 1.25 rem in both)
 */
export function IconTile({ icon: Icon, size = 'md' }: { icon: LucideIcon; size?: 'md' | 'lg' }) {
  return (
    <span
      className={`inline-flex ${size === 'lg' ? 'size-11' : 'size-10'} shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-text`}
      aria-hidden="true"
    >
      <Icon className="size-5" />
    </span>
  );
}
