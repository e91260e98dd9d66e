import { formatShortDate } from '@esdc/core/display';
import type { Project } from '@esdc/core/project';
import { paths } from '@esdc/core/routes';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import type { AdminTable } from '../../../components/admin/admin-list';
import { RowActions, type RowHandlers } from '../../../components/admin/row-actions';
import { ProjectStatusBadge } from './project-status-badge';

/**
 * The Projects table (SPEC §2 Admin panel): title linking to /projects/{id}, owner, status (active versus
 * other), likes, views, created date, and Edit / Delete per row.
 * @param handlers what Edit and Delete do with a row
 * @returns the table's columns and width
 */
export function projectsTable({ onEdit, onDelete }: RowHandlers<Project>): AdminTable<Project> {
  return {
    minWidth: 'min-w-[52rem]',
    columns: [
      {
        header: 'Title',
        cell: (p) => (
          <>
            <Link to={paths.project(p.id)} className="block max-w-[18rem] truncate rounded-sm text-accent-text underline-offset-2 hover:underline">
              {p.title}
            </Link>
            {p.category ? <span className="block text-xs font-normal text-muted">{p.category}</span> : null}
          </>
        ),
      },
      { header: 'Owner', cell: (p) => <span className="block max-w-[12rem] truncate">{p.creator?.name ?? `User #${p.user_id}`}</span> },
      { header: 'Status', cell: (p) => <ProjectStatusBadge status={p.status} /> },
      { header: 'Likes', numeric: true, cell: (p) => formatNumber(p.likes) },
      { header: 'Views', numeric: true, cell: (p) => formatNumber(p.views) },
      { header: 'Created', className: 'whitespace-nowrap', cell: (p) => <time dateTime={p.created_at}>{formatShortDate(p.created_at)}</time> },
      { header: 'Actions', alignRight: true, cell: (p) => <RowActions name={p.title} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} /> },
    ],
  };
}
