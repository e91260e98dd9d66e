import { formatShortDate } from '@esdc/core/display';
import type { Project } from '@esdc/core/project';
import { paths } from '@esdc/core/routes';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { CardFacts, CardHead } from '../../../components/admin/card-list';
import { RowActions, type RowHandlers } from '../../../components/admin/row-actions';
import { ProjectStatusBadge } from './project-status-badge';

/**
 * A project as a card for narrow screens (390 px), with the same facts and actions as the Projects table
 * (SPEC §2 Admin panel).
 */
export function ProjectCard({ project: p, onEdit, onDelete }: { project: Project } & RowHandlers<Project>) {
  return (
    <>
      <CardHead
        title={
          <Link to={paths.project(p.id)} className="font-semibold text-accent-text underline-offset-2 hover:underline">
            {p.title}
          </Link>
        }
        meta={`${p.creator?.name ?? `User #${p.user_id}`}${p.category ? ` · ${p.category}` : ''}`}
        badge={<ProjectStatusBadge status={p.status} />}
      />
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-line pt-3">
        <CardFacts
          className="flex gap-5"
          facts={[
            { label: 'Likes', numeric: true, value: formatNumber(p.likes) },
            { label: 'Views', numeric: true, value: formatNumber(p.views) },
            { label: 'Created', value: <time dateTime={p.created_at}>{formatShortDate(p.created_at)}</time> },
          ]}
        />
        <RowActions name={p.title} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />
      </div>
    </>
  );
}
