import type { ReactNode } from 'react';

/**
 * A title or a term led by its icon in the accent colour (SPEC §2: the documentation's help cards, an event's
 * details): the icon is decorative, the text names the thing.
 * @param as the element: a heading ('h2') or a description term ('dt')
 * @param icon the icon, sized by the caller (e.g. `<Trophy className="size-4" />`)
 * @param className the text's style (size, weight, colour)
 */
export function IconLabel({ as: Tag, icon, className, children }: { as: 'h2' | 'dt'; icon: ReactNode; className: string; children: ReactNode }) {
  return (
    <Tag className={`flex items-center gap-2 ${className}`}>
      <span className="text-accent-text" aria-hidden="true">
        {icon}
      </span>
      {children}
    </Tag>
  );
}
