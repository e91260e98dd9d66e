import { paths } from '@esdc/core/routes';
import { Cpu } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The 'ESDC Hub' logo linking home (SPEC §2 Shared header, footer): the chip mark and the name with 'Hub' in the
 * accent colour.
 * @param className the link's spacing and shape
 * @param nameClassName the name's text size
 */
export function BrandLink({ className, nameClassName }: { className: string; nameClassName: string }) {
  return (
    <Link to={paths.home} className={`${className} font-extrabold tracking-tight`}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-accent text-accent-fg" aria-hidden="true">
        <Cpu className="size-5" />
      </span>
      <span className={nameClassName}>
        ESDC <span className="text-accent-text">Hub</span>
      </span>
    </Link>
  );
}
