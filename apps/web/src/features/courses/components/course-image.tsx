import { GraduationCap } from 'lucide-react';
import { useState } from 'react';

/**
 * A course picture (SPEC §2 Courses cards: image): the URL the API gives, with width and height set so nothing shifts
 * while it loads; a cap drawing when there is none or it cannot load.
 * @param alt empty for a decorative picture (a card, whose title names it)
 * @param eager load at once (the first screen)
 */
export function CourseImage({
  src,
  alt = '',
  eager = false,
  className = 'h-full w-full object-cover',
}: {
  src: string | null;
  alt?: string;
  eager?: boolean;
  className?: string;
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
        <GraduationCap className="size-12 opacity-70" strokeWidth={1.25} aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(src)}
      className={className}
    />
  );
}
