/** The words navigation shows for an area that is not built yet. */
const COMING_SOON = 'Coming soon';

/** A small 'Coming soon' pill, placed after a label. */
export function ComingSoonBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full bg-surface-2 px-1.5 text-[0.625rem] font-semibold uppercase leading-4 tracking-wide text-muted ${className}`}
    >
      {COMING_SOON}
    </span>
  );
}

/**
 * A navigation entry whose area is not built yet (the route still exists and shows its coming-soon page): the label
 * and 'Coming soon' as plain text, not a link, so it is neither focusable nor navigable and promises nothing.
 * `stacked` puts the words under the label (narrow places such as the header bar); otherwise a pill follows it.
 * @param label the entry's label, e.g. 'Courses'
 * @param className the classes of the entry's box (laid out like the links around it)
 */
export function ComingSoonEntry({ label, className = '', stacked = false }: { label: string; className?: string; stacked?: boolean }) {
  if (stacked) {
    return (
      <span aria-disabled="true" className={`cursor-default flex-col justify-center leading-none ${className}`}>
        <span>{label}</span>
        <span className="mt-0.5 whitespace-nowrap text-[0.5625rem] font-semibold uppercase tracking-wide">
          <span className="sr-only">, </span>
          {COMING_SOON}
        </span>
      </span>
    );
  }
  return (
    <span aria-disabled="true" className={`cursor-default ${className}`}>
      <span>{label}</span>
      <span className="sr-only">, </span>
      <ComingSoonBadge className="ml-2" />
    </span>
  );
}
