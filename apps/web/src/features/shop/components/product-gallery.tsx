import { useRef, useState, type KeyboardEvent } from 'react';
import { ProductImage } from './product-image';

/**
 * The image gallery of the detail page (SPEC §2 Shop detail: image gallery with thumbnails): the chosen image large,
 * and a row of thumbnails (buttons; the chosen one pressed). Arrow keys move between thumbnails, Home and End jump.
 * @param images the product's images, the cover first
 * @param name the product's name, for the images' alternative text
 */
export function ProductGallery({ images, name }: { images: readonly { url: string }[]; name: string }) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[Math.min(index, images.length - 1)];
  const choose = (next: number) => {
    const n = (next + images.length) % images.length;
    setIndex(n);
    thumbs.current[n]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: images.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2">
        <ProductImage
          key={current?.url ?? 'none'}
          src={current?.url ?? null}
          alt={images.length > 1 ? `${name}, image ${index + 1} of ${images.length}` : name}
          eager
          width={1200}
          height={900}
          className="h-full w-full object-contain"
        />
      </div>
      {images.length > 1 ? (
        <div role="group" aria-label="Product images" className="flex gap-2 overflow-x-auto pb-1" onKeyDown={onKeyDown}>
          {images.map((image, i) => (
            <button
              key={`${image.url}-${i}`}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              aria-pressed={i === index}
              aria-label={`Show image ${i + 1} of ${images.length}`}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
              className="size-16 shrink-0 overflow-hidden rounded-xl border-2 border-line bg-surface-2 transition hover:border-accent aria-pressed:border-accent sm:size-20"
            >
              <ProductImage src={image.url} width={160} height={160} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
