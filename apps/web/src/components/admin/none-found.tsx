import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '../states';

/**
 * What an admin tab's list shows when no row matches: its title, and while a search or filter is applied a hint to
 * change it.
 * @param title e.g. 'No events found'
 * @param icon the tab's icon
 * @param filtered whether a search or filter is applied
 * @param hint the hint shown then (default 'Try another search or clear the filter.')
 */
export function NoneFound({
  title,
  icon: Icon,
  filtered,
  hint = 'Try another search or clear the filter.',
}: {
  title: string;
  icon: LucideIcon;
  filtered: boolean;
  hint?: string;
}) {
  return <EmptyState title={title} description={filtered ? hint : undefined} icon={<Icon className="size-10" />} />;
}
