import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

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
 * tab keeps its search and page when you come back; the tabs wrap onto more rows where the width runs out.
 */
export function AdminTabs({ value, onValueChange, panels }: { value: AdminTab; onValueChange: (tab: AdminTab) => void; panels: Record<AdminTab, ReactNode> }) {
  return (
    <Tabs.Root value={value} onValueChange={(v) => isAdminTab(v) && onValueChange(v)} className="flex flex-col gap-6">
      <Tabs.List
        aria-label="Admin sections"
        className="flex flex-wrap justify-center gap-1 rounded-3xl border border-line bg-surface p-1 shadow-[var(--shadow-card)] sm:self-start sm:justify-start"
      >
        {ADMIN_TABS.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="h-10 whitespace-nowrap rounded-full px-3 text-[13px] font-semibold text-muted transition hover:text-fg data-[state=active]:bg-accent data-[state=active]:text-accent-fg sm:px-4 sm:text-sm"
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
