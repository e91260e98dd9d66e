import { ListTree } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * A page's table of contents beside its content (SPEC §2 Documentation, Courses: lesson player): from 768 px a sticky
 * column; on smaller screens folded behind a 'Contents' / 'Hide contents' toggle that says whether it is open
 * (aria-expanded) and which panel it opens (aria-controls).
 * @param id the panel's id
 * @param className the column's width (e.g. 'md:w-64 md:shrink-0')
 * @param panelClassName added to the panel (e.g. a card look, a height limit)
 * @param open whether the panel shows on small screens; `onOpenChange` toggles it (the page closes it after a link)
 */
export function ContentsAside({
  id,
  className,
  panelClassName,
  open,
  onOpenChange,
  children,
}: {
  id: string;
  className: string;
  panelClassName?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const panel = `${open ? 'mt-4 block' : 'hidden'} md:sticky md:top-28 md:block`;
  return (
    <aside className={className}>
      <Button variant="secondary" className="w-full md:hidden" aria-expanded={open} aria-controls={id} onClick={() => onOpenChange(!open)}>
        <ListTree className="size-4" aria-hidden="true" />
        {open ? 'Hide contents' : 'Contents'}
      </Button>
      <div id={id} className={panelClassName ? `${panel} ${panelClassName}` : panel}>
        {children}
      </div>
    </aside>
  );
}
