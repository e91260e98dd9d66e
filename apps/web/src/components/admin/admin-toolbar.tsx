import { Plus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../button';
import { SearchBox } from './search-box';

/**
 * The toolbar above an admin tab's list (SPEC §2 Admin panel: search box, filters, create): the search box, the
 * filters, then the create action at the end; one column on phones, a row from the small breakpoint.
 * @param search the search box's id, label, placeholder, text and change handler
 * @param children the filters and the create action
 * @param wide lays the row out from the large breakpoint instead (a tab with many filters)
 */
export function AdminToolbar({ search, children, wide = false }: { search: Parameters<typeof SearchBox>[0]; children?: ReactNode; wide?: boolean }) {
  const row = wide ? 'lg:flex-row lg:flex-wrap lg:items-end' : 'sm:flex-row sm:flex-wrap sm:items-end';
  return (
    <div className={`flex flex-col gap-3 ${row}`}>
      <SearchBox {...search} />
      {children}
    </div>
  );
}

/**
 * An admin tab's create action ('Create Event', 'Write a post'), a primary button with an icon: a link to the editor
 * when `to` is given, else a button that opens the tab's create dialog.
 * @param icon default a plus
 * @param to the editor's page; `state` the router state it passes (where to come back)
 * @param className its place in the toolbar (default: pushed to the end of the row)
 */
export function CreateAction({
  label,
  icon: Icon = Plus,
  to,
  state,
  onClick,
  className = 'sm:ml-auto',
}: {
  label: string;
  icon?: LucideIcon;
  to?: string;
  state?: unknown;
  onClick?: () => void;
  className?: string;
}) {
  const content = (
    <>
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </>
  );
  return to === undefined ? (
    <Button onClick={onClick} className={className}>
      {content}
    </Button>
  ) : (
    <Link to={to} state={state} className={`${buttonClass('primary')} ${className}`}>
      {content}
    </Link>
  );
}
