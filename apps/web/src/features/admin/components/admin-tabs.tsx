import { Tabs } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';

/** The admin panel's tabs, in order (SPEC §2 Admin panel: Users, Projects, Challenges; plus events, the audit log, the outgoing mail, announcements and the club's links). */
export const ADMIN_TABS = [
  { value: 'users', label: 'Users' },
  { value: 'projects', label: 'Projects' },
  { value: 'challenges', label: 'Challenges' },
  { value: 'events', label: 'Events' },
  { value: 'products', label: 'Products' },
  { value: 'audit-log', label: 'Audit Log' },
  { value: 'mail', label: 'Mail' },
  { value: 'announcements', label: 'Announcements' },
  { value: 'orders', label: 'Orders' },
  { value: 'coupons', label: 'Coupons' },
  { value: 'blog', label: 'Blog' },
  { value: 'club-links', label: 'Club Links' },
] as const;
/** One of the tab values. */
export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** Whether a string names one of the tabs (e.g. from `?tab=`). */
export function isAdminTab(value: string | null): value is AdminTab {
  return ADMIN_TABS.some((t) => t.value === value);
}

/**
 * Radix tabs (arrow keys move between tabs; each panel is labelled by its tab). Panels stay mounted so a
 * tab keeps its search and page when you come back. Below 768 px the tabs are one row that scrolls sideways (the
 * chosen tab is scrolled into view); wider, a grid of equal cells in balanced rows (4 + 4 + 3, from 1024 px 6 + 5), so no
 * tab is left alone on a row.
 */
export function AdminTabs({ value, onValueChange, panels }: { value: AdminTab; onValueChange: (tab: AdminTab) => void; panels: Record<AdminTab, ReactNode> }) {
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
  return (
    <Tabs.Root value={value} onValueChange={(v) => isAdminTab(v) && onValueChange(v)} className="flex flex-col gap-6">
      <Tabs.List
        ref={listRef}
        aria-label="Admin sections"
        className="flex gap-1 overflow-x-auto rounded-3xl border border-line bg-surface p-1 shadow-[var(--shadow-card)] [scrollbar-width:thin] md:grid md:grid-cols-4 md:overflow-visible lg:grid-cols-6"
      >
        {ADMIN_TABS.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="h-10 shrink-0 whitespace-nowrap rounded-full px-4 text-sm font-semibold text-muted transition hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-accent-fg"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ADMIN_TABS.map((t) => (
        <Tabs.Content key={t.value} value={t.value} forceMount className="data-[state=inactive]:hidden">
          {panels[t.value]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
