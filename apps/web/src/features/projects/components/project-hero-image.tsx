import { CircuitBoard } from 'lucide-react';
import { useState } from 'react';
import { PROJECT_PLACEHOLDER_IMAGE } from '../../../lib/projects-api';

/** The project detail image: the project's own, else the bundled placeholder, else a drawn board (SPEC §9). */
export function ProjectHeroImage({ src }: { src: string | null }) {
  const [broken, setBroken] = useState<readonly string[]>([]);
  const current = [src, PROJECT_PLACEHOLDER_IMAGE].find((u): u is string => !!u && !broken.includes(u));
  return (
    <div className="aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-2 sm:aspect-[21/9]">
      {current ? (
        <img src={current} alt="" width={1260} height={540} onError={() => setBroken((b) => [...b, current])} className="h-full w-full object-cover" />
      ) : (
        <div className="flex h-full w-full items-center justify-center text-muted" aria-hidden="true">
          <CircuitBoard className="size-16 opacity-60" strokeWidth={1.25} />
        </div>
      )}
    </div>
  );
}
