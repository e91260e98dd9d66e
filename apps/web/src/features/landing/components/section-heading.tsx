import type { ReactNode } from 'react';

/** A landing section's eyebrow, h2 and lead line. */
export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-10 max-w-2xl">
      <p className="font-mono text-xs font-semibold uppercase tracking-[0.2em] text-accent-text">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-3 text-muted sm:text-lg">{children}</p> : null}
    </div>
  );
}
