import { useId, type ReactNode } from 'react';

/**
 * A titled card section (DESIGN: cards on the surface token): an h2 title that labels the section, an optional
 * action beside it (a link, a button), and the content.
 * @param className added to the card (padding at larger breakpoints, grid placement)
 */
export function SectionCard({ title, action, children, className = '' }: { title: ReactNode; action?: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] ${className}`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
