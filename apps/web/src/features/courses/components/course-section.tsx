import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';

/**
 * A collapsible section of the course page (SPEC §2 Course detail: collapsible Modules, Exams, Tests, Learner Reviews,
 * all start expanded): an h2 whose button shows or hides the content (Radix Collapsible: `aria-expanded`,
 * `aria-controls`, Enter and Space), with an optional count beside the title.
 * @param title the section's heading ('Modules', 'Exams', ...)
 * @param count shown beside the title (e.g. how many modules), left out when undefined
 * @param defaultOpen whether it starts expanded (every section of the course page does)
 */
export function CourseSection({ title, count, children, defaultOpen = true }: { title: string; count?: number; children: ReactNode; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const headingId = useId();
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <section aria-labelledby={headingId} className="rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
        <h2 id={headingId} className="text-xl font-bold">
          <Collapsible.Trigger className="flex w-full items-center justify-between gap-3 rounded-[var(--radius-card)] px-5 py-4 text-left transition hover:bg-surface-2 sm:px-6">
            <span className="flex items-center gap-2.5">
              {title}
              {count === undefined ? null : <span className="rounded-full bg-surface-2 px-2.5 py-0.5 font-mono text-sm font-semibold text-muted">{count}</span>}
            </span>
            <ChevronDown className={`size-5 shrink-0 text-muted transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
          </Collapsible.Trigger>
        </h2>
        <Collapsible.Content className="border-t border-line px-5 py-4 sm:px-6 sm:py-5">{children}</Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
