import { formatShortDate } from '@esdc/core/display';
import type { Project } from '@esdc/core/project';
import { paths } from '@esdc/core/routes';
import { Link } from 'react-router';
import { ProjectStatusBadge } from './status-badges';
import { RowActions } from './row-actions';
import { TableScroll, tdClass, thClass } from './table-scroll';
import { formatNumber } from '../../../lib/format';

/**
 * The Projects table (SPEC §2 Admin panel): title linking to /projects/{id}, owner, status (active versus
 * other), likes, views, created date, and Edit / Delete per row.
 */
export function ProjectsTable({ projects, onEdit, onDelete }: { projects: Project[]; onEdit: (p: Project) => void; onDelete: (p: Project) => void }) {
  return (
    <TableScroll label="Projects">
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">Projects</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>Title</th>
            <th scope="col" className={thClass}>Owner</th>
            <th scope="col" className={thClass}>Status</th>
            <th scope="col" className={`${thClass} text-right`}>Likes</th>
            <th scope="col" className={`${thClass} text-right`}>Views</th>
            <th scope="col" className={thClass}>Created</th>
            <th scope="col" className={`${thClass} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {projects.map((p) => (
            <tr key={p.id} className="last:[&>*]:border-b-0 hover:bg-surface-2/60">
              <th scope="row" className={`${tdClass} text-left font-semibold`}>
                <Link to={paths.project(p.id)} className="block max-w-[18rem] truncate rounded-sm text-accent-text underline-offset-2 hover:underline">
                  {p.title}
                </Link>
                {p.category ? <span className="block text-xs font-normal text-muted">{p.category}</span> : null}
              </th>
              <td className={tdClass}>
                <span className="block max-w-[12rem] truncate">{p.creator?.name ?? `User #${p.user_id}`}</span>
              </td>
              <td className={tdClass}>
                <ProjectStatusBadge status={p.status} />
              </td>
              <td className={`${tdClass} text-right font-mono tabular-nums`}>{formatNumber(p.likes)}</td>
              <td className={`${tdClass} text-right font-mono tabular-nums`}>{formatNumber(p.views)}</td>
              <td className={`${tdClass} whitespace-nowrap`}>
                <time dateTime={p.created_at}>{formatShortDate(p.created_at)}</time>
              </td>
              <td className={tdClass}>
                <RowActions name={p.title} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
