import type { Image } from '@esdc/core/image';
import { CircuitBoard } from 'lucide-react';
import { useState } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image';
import { PROJECT_PLACEHOLDER_IMAGE } from '../../../lib/projects-api';

/** The hero is as wide as the page's content column, at most 1260 px. */
const HERO_SIZES = '(min-width: 1280px) 1260px, 100vw';

/**
 * The project detail image: the uploaded cover, else the project's image URL, else the bundled
 * placeholder, else a drawn board (SPEC §9).
 */
export function ProjectHeroImage({ src, cover = null }: { src: string | null; cover?: Image | null }) {
  const [broken, setBroken] = useState<readonly string[]>([]);
  const [coverBroken, setCoverBroken] = useState(false);
  const current = [src, PROJECT_PLACEHOLDER_IMAGE].find((u): u is string => !!u && !broken.includes(u));
  return (
    <div className="aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2 sm:aspect-[21/9]">
      {cover && !coverBroken ? (
        <ResponsiveImage image={cover} variant="full" sizes={HERO_SIZES} eager onError={() => setCoverBroken(true)} className="h-full w-full object-cover" />
      ) : current ? (
        <img src={current} alt="" width={1260} height={540} onError={() => setBroken((b) => [...b, current])} className="h-full w-full object-cover" />
      ) : (
        <div className="flex h-full w-full items-center justify-center text-muted" aria-hidden="true">
          <CircuitBoard className="size-16 opacity-60" strokeWidth={1.25} />
        </div>
      )}
    </div>
  );
}
