import { imageVariant } from '@esdc/core/image';
import { PRODUCT_IMAGES_MAX } from '@esdc/core/shop';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/form-field';
import { ImageTileTools, ImageUpload } from '../../../components/image-upload';
import type { ProductImageItem } from './product-form-schema';
import { ProductImage } from './product-image';

/**
 * The images of the product editor (SPEC §3 Shop product images; uploads with a cover): up to 8, in order,
 * the first is the cover ('Make cover' moves one first). Images are uploaded through the shared upload field
 * (`POST /api/images`), or added by web address.
 */
export function ProductImagesField({
  value,
  onChange,
  error,
}: {
  value: readonly ProductImageItem[];
  onChange: (next: ProductImageItem[]) => void;
  error?: string;
}) {
  const [url, setUrl] = useState('');
  const room = PRODUCT_IMAGES_MAX - value.length;
  const addUrl = () => {
    const next = url.trim();
    if (!next || room <= 0) return;
    onChange([...value, { url: next, image_id: null }]);
    setUrl('');
  };
  return (
    <div className="flex flex-col gap-3">
      <ImageUpload
        id="product-images"
        label="Images"
        hint={`JPEG, PNG, WebP, AVIF or GIF, up to ${PRODUCT_IMAGES_MAX} images. The first is the cover.`}
        value={[]}
        max={Math.max(1, room)}
        disabled={room <= 0}
        onChange={(uploaded) => {
          const known = new Set(value.map((i) => i.image_id));
          const added = uploaded
            .filter((image) => !known.has(image.id))
            .map((image) => ({ url: (imageVariant(image, 'card') ?? imageVariant(image, 'full'))?.webp ?? '', image_id: image.id }));
          onChange([...value, ...added].slice(0, PRODUCT_IMAGES_MAX));
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="product-image-url" className="text-sm font-semibold">
          Image URL
        </label>
        <div className="flex gap-2">
          <input
            id="product-image-url"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            disabled={room <= 0}
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addUrl();
              }
            }}
            className={`${inputClass} h-11`}
          />
          <Button variant="secondary" onClick={addUrl} disabled={room <= 0 || !url.trim()}>
            Add
          </Button>
        </div>
      </div>
      {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
      {value.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Product images, the first is the cover">
          {value.map((image, index) => (
            <li key={`${image.image_id ?? image.url}-${index}`} className="overflow-hidden rounded-lg border border-line bg-surface">
              <div className="aspect-[4/3] bg-surface-2">
                <ProductImage src={image.url} alt={`Image ${index + 1}`} width={320} height={240} />
              </div>
              <ImageTileTools
                index={index}
                isCover={index === 0}
                coverDisabled={index === 0}
                onCover={() => onChange([image, ...value.filter((_, i) => i !== index)])}
                onRemove={() => onChange(value.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
