import { useState, type ReactNode } from 'react';
import { FilterSelect } from '../filter-select';

/** One filter of an admin tab: its select's id, label, the 'All …' choice and the choices. */
export type AdminFilterSpec<V extends string> = {
  id: string;
  label: string;
  allLabel: string;
  options: readonly { readonly value: V; readonly label: string }[];
};

/**
 * A filter of an admin tab (SPEC §2 Admin panel: filters): its chosen value ('' for all) and its labelled select, to
 * place in the {@link AdminToolbar}.
 * @param spec the select's id, label, 'All …' choice and choices
 * @returns `value` and the `select` element
 */
export function useAdminFilter<V extends string>(spec: AdminFilterSpec<V>): { value: V | ''; select: ReactNode } {
  const [value, setValue] = useState<V | ''>('');
  const select = <FilterSelect className="sm:w-44" {...spec} value={value} onChange={setValue} />;
  return { value, select };
}
