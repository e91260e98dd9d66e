import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';

/**
 * A content picture (products, courses): the URL the API gives (an upload's variant or an image shipped with the app),
 * with width and height set so nothing shifts while it loads; a bundled drawing (the given icon on the accent tint)
 * when there is none or it cannot load (DESIGN: a bundled placeholder for missing images).
 * @param alt empty for a decorative picture (a card, whose title names it)
 * @param eager load at once (the first screen)
 * @param width intrinsic width in px (sets the aspect ratio before it loads)
 * @param height intrinsic height in px
 * @param placeholder the icon drawn when there is no picture
 */
export function Picture({
  src,
  alt = '',
  eager = false,
  className = 'h-full w-full object-cover',
  width,
  height,
  placeholder: Placeholder,
}: {
  src: string | null;
  alt?: string;
  eager?: boolean;
  className?: string;
  width: number;
  height: number;
  placeholder: LucideIcon;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) {
    return (
      <div
        className="flex h-full w-full items-center justify-center bg-accent-soft text-accent-text"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <Placeholder className="size-12 opacity-70" strokeWidth={1.25} aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(src)}
      className={className}
    />
  );
}
