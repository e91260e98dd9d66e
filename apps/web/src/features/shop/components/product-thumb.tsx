import { Package } from 'lucide-react';
import { useState } from 'react';

/**
 * A product's cover in a cart, wishlist or order line: the image, or a package icon when there is none or it fails to
 * load. Decorative (the product's name is next to it).
 * @param src the cover URL, or null
 * @param className the box's size and shape
 */
export function ProductThumb({ src, className = 'size-20' }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-surface-2 text-muted ${className}`}>
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <Package className="size-1/2" aria-hidden="true" />
      )}
    </div>
  );
}
