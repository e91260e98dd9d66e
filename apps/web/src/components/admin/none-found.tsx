import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '../states';

/**
 * What an admin tab's list shows when no row matches: its title, and while a search or filter is applied a hint to
 * change it (else the `otherwise` line, if any).
 * @param title e.g. 'No events found'
 * @param icon the tab's icon
 * @param filtered whether a search or filter is applied (default false: a list without filters)
 * @param hint the hint shown then (default 'Try another search or clear the filter.')
 * @param otherwise the line shown while nothing is filtered (e.g. 'Create the first challenge for members to solve.')
 */
export function NoneFound({
  title,
  icon: Icon,
  filtered = false,
  hint = 'Try another search or clear the filter.',
  otherwise,
}: {
  title: string;
  icon: LucideIcon;
  filtered?: boolean;
  hint?: string;
  otherwise?: string;
}) {
  return <EmptyState title={title} description={filtered ? hint : otherwise} icon={<Icon className="size-10" />} />;
}
