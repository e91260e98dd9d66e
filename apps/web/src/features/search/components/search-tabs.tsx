import { SEARCH_CATEGORIES, SEARCH_CATEGORY_LABELS, type SearchCategory } from '@esdc/core/search';
import type { SearchCounts } from '@esdc/core/search-schemas';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';

const isCategory = (value: string): value is SearchCategory => (SEARCH_CATEGORIES as readonly string[]).includes(value);

/**
 * The result tabs of /search (SPEC §2 Search "result tabs with counts"): one per category with its count (once
 * known), Radix tabs (arrow keys move between them); the selected tab is the category in the address. Only the
 * selected tab's panel has content.
 * @param counts the results per category, or null while the first answer loads
 * @param children the selected tab's panel
 */
export function SearchTabs({
  value,
  counts,
  onValueChange,
  children,
}: {
  value: SearchCategory;
  counts: SearchCounts | null;
  onValueChange: (category: SearchCategory) => void;
  children: ReactNode;
}) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => isCategory(next) && onValueChange(next)} className="flex flex-col gap-6">
      <Tabs.List
        aria-label="Result categories"
        className="flex flex-wrap gap-1 rounded-3xl border border-line bg-surface p-1 shadow-[var(--shadow-card)] sm:self-start"
      >
        {SEARCH_CATEGORIES.map((category) => (
          <Tabs.Trigger
            key={category}
            value={category}
            className="group inline-flex h-10 items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-[13px] font-semibold text-muted transition hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-accent-fg sm:px-4 sm:text-sm"
          >
            {SEARCH_CATEGORY_LABELS[category]}
            {counts ? (
              <span className="rounded-full bg-surface-2 px-1.5 text-xs tabular-nums text-fg group-data-[state=active]:bg-accent-fg group-data-[state=active]:text-accent">
                {formatNumber(counts[category])}
              </span>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SEARCH_CATEGORIES.map((category) => (
        <Tabs.Content
          key={category}
          value={category}
          forceMount
          className="rounded-[var(--radius-card)] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40 data-[state=inactive]:hidden"
        >
          {category === value ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
