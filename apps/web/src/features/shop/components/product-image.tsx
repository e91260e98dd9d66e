import { Cpu } from 'lucide-react';
import { useState } from 'react';

/**
 * A product picture (SPEC §3 Shop product image): the URL the API gives (an upload's variant or an image shipped
 * with the app), with width and height set so nothing shifts while it loads; a chip drawing when there is none or it
 * cannot load (DESIGN: a bundled placeholder for missing product images).
 * @param alt empty for a decorative picture (a card, whose title names it)
 * @param eager load at once (the first screen)
 */
export function ProductImage({
  src,
  alt = '',
  eager = false,
  className = 'h-full w-full object-cover',
  width = 640,
  height = 480,
}: {
  src: string | null;
  alt?: string;
  eager?: boolean;
  className?: string;
  width?: number;
  height?: number;
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
        <Cpu className="size-12 opacity-70" strokeWidth={1.25} aria-hidden="true" />
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
