import { Tabs } from 'radix-ui';
import { useEffect, useRef, type ComponentType, type CSSProperties } from 'react';
import type { AdminTab, AdminTabProps, AdminTabsLoader } from '../../../components/admin/admin-tab-registry';
import { balancedGrid } from './balanced-rows';

/** A tab of the panel with its component loaded. */
export interface LoadedAdminTab extends AdminTab {
  Component: ComponentType<AdminTabProps>;
}

const loading = new WeakMap<AdminTabsLoader, Promise<LoadedAdminTab[]>>();

/**
 * Loads the list of tabs, then the components of every tab at once (each is its own chunk), once per loader, so the
 * panel renders whole.
 * @param load the provided loader of the tabs (one function for the app's life)
 * @returns the tabs, in order, each with its component (for React's `use`: the same promise for the same loader)
 */
export function loadAdminTabs(load: AdminTabsLoader): Promise<LoadedAdminTab[]> {
  let loaded = loading.get(load);
  if (!loaded) {
    loaded = load().then((tabs) => Promise.all(tabs.map(async (tab) => ({ ...tab, Component: await tab.load() }))));
    loading.set(load, loaded);
  }
  return loaded;
}

/**
 * Radix tabs (arrow keys move between tabs; each panel is labelled by its tab). Panels stay mounted so a
 * tab keeps its search and page when you come back. Below 768 px the tabs are one row that scrolls sideways (the
 * chosen tab is scrolled into view); wider, a grid in balanced rows of at most 4 tabs (from 1024 px 6) whose lengths
 * differ by one at most (15 tabs: 4 + 4 + 4 + 3, from 1024 px 5 + 5 + 5), so no tab is left alone on a row.
 * @param tabs the tabs in order, each with its key, label and component
 * @param value the chosen tab's key
 * @param onValueChange called with the key of the tab chosen
 * @param props what every tab's component receives (the panel's stats)
 */
export function AdminTabs({
  tabs,
  value,
  onValueChange,
  props,
}: {
  tabs: readonly LoadedAdminTab[];
  value: string;
  onValueChange: (tab: string) => void;
  props: AdminTabProps;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    // Sideways only: scrollIntoView would also scroll the page to the tabs.
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    list.scrollBy({ left: tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2 });
  }, [value]);
  const medium = balancedGrid(tabs.length, 4);
  const large = balancedGrid(tabs.length, 6);
  const columns = (n: number) => `repeat(${n}, minmax(0, 1fr))`;
  return (
    <Tabs.Root value={value} onValueChange={(v) => tabs.some((t) => t.key === v) && onValueChange(v)} className="flex flex-col gap-6">
      <Tabs.List
        ref={listRef}
        aria-label="Admin sections"
        style={{ '--tabs-md': columns(medium.columns), '--tabs-lg': columns(large.columns) } as CSSProperties}
        className="flex gap-1 overflow-x-auto rounded-3xl border border-line bg-surface p-1 shadow-[var(--shadow-card)] [scrollbar-width:thin] md:grid md:grid-cols-(--tabs-md) md:overflow-visible lg:grid-cols-(--tabs-lg)"
      >
        {/* In the grid (768 px and wider) a long label ('Unanswered questions') wraps inside its cell. */}
        {tabs.map((t, i) => (
          <Tabs.Trigger
            key={t.key}
            value={t.key}
            style={{ '--span-md': medium.spans[i], '--span-lg': large.spans[i] } as CSSProperties}
            className="md:col-span-(--span-md) lg:col-span-(--span-lg) h-10 shrink-0 whitespace-nowrap rounded-full px-4 text-sm font-semibold leading-tight text-muted transition hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-accent-fg md:h-auto md:min-h-10 md:whitespace-normal md:py-1.5"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ key, Component }) => (
        <Tabs.Content key={key} value={key} forceMount className="data-[state=inactive]:hidden">
          <Component {...props} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
