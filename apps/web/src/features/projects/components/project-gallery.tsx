import type { Image } from '@esdc/core/image';
import { imageVariant } from '@esdc/core/image';
import { ResponsiveImage } from '../../../components/responsive-image';
import { SectionCard } from '../../../components/section-card';

/**
 * The project's uploaded images, when it has more than its cover: a grid of them, each opening its full
 * size in a new tab.
 */
export function ProjectGallery({ title, images }: { title: string; images: readonly Image[] }) {
  if (images.length < 2) return null;
  return (
    <SectionCard className="sm:p-6" title="Gallery">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, index) => (
          <li key={image.id} className="overflow-hidden rounded-lg border border-line bg-surface-2">
            <a href={imageVariant(image, 'full')?.webp} target="_blank" rel="noopener noreferrer" className="block">
              <ResponsiveImage
                image={image}
                variant="card"
                sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"
                alt={`${title}, image ${index + 1} (opens in a new tab)`}
                className="aspect-[4/3] w-full object-cover transition hover:opacity-90"
              />
            </a>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
