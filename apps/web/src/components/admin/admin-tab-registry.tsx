import type { AdminStats } from '@esdc/core/admin-user-schemas';
import type { Action } from '@esdc/core/permissions';
import { createContext, use, type ComponentType, type ReactNode } from 'react';

/** What the admin panel gives each tab: the panel's stats once loaded (the Challenges tab shows the members' solves). */
export interface AdminTabProps {
  stats: AdminStats | undefined;
}

/**
 * One tab of the admin panel (/admin), declared by the feature whose area it manages (`features/<name>/admin-tabs.ts`).
 * The app lists them in the panel's order and hands the list to the panel through {@link AdminTabsProvider}, so the
 * panel imports no other feature.
 */
export interface AdminTab {
  /** The tab's value in `?tab=` ('events'); the first tab is the default and leaves `?tab=` out. */
  key: string;
  /** The tab's label ('Events'). */
  label: string;
  /** What the viewer must be allowed (core `can()`) for the tab to be shown. */
  permission: Action;
  /** Loads the tab's component (its own chunk, loaded with the panel). */
  load: () => Promise<ComponentType<AdminTabProps>>;
}

/** Loads the list of the panel's tabs, in order (the list is a chunk of its own, loaded only by the panel). */
export type AdminTabsLoader = () => Promise<readonly AdminTab[]>;

const noTabs: AdminTabsLoader = () => Promise.resolve([]);
const AdminTabsContext = createContext<AdminTabsLoader>(noTabs);

/**
 * Provides the admin panel's tabs to the panel.
 * @param load loads the tabs in the panel's order (app/features.ts); keep it one function for the app's life (the
 * panel loads the tabs once per loader)
 */
export function AdminTabsProvider({ load, children }: { load: AdminTabsLoader; children: ReactNode }) {
  return <AdminTabsContext value={load}>{children}</AdminTabsContext>;
}

/**
 * How to load the admin panel's tabs, as provided by {@link AdminTabsProvider}.
 * @returns the loader (outside a provider, one that loads no tab)
 */
export function useAdminTabsLoader(): AdminTabsLoader {
  return use(AdminTabsContext);
}
