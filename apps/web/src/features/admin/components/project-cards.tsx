import { formatShortDate } from '@esdc/core/display';
import type { Project } from '@esdc/core/project';
import { paths } from '@esdc/core/routes';
import { Link } from 'react-router';
import { RowActions } from './row-actions';
import { ProjectStatusBadge } from './status-badges';
import { formatNumber } from '../../../lib/format';

/**
 * The projects as stacked cards for narrow screens (390 px), with the same facts and actions as the
 * Projects table (SPEC §2 Admin panel).
 */
export function ProjectCards({ projects, onEdit, onDelete }: { projects: Project[]; onEdit: (p: Project) => void; onDelete: (p: Project) => void }) {
  return (
    <ul aria-label="Projects" className="grid grid-cols-1 gap-3">
      {projects.map((p) => (
        <li key={p.id} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link to={paths.project(p.id)} className="font-semibold text-accent-text underline-offset-2 hover:underline">
                {p.title}
              </Link>
              <p className="truncate text-sm text-muted">
                {p.creator?.name ?? `User #${p.user_id}`}
                {p.category ? ` · ${p.category}` : ''}
              </p>
            </div>
            <ProjectStatusBadge status={p.status} />
          </div>
          <div className="flex flex-wrap items-end justify-between gap-3 border-t border-line pt-3">
            <dl className="flex gap-5 text-sm">
              <div>
                <dt className="text-xs text-muted">Likes</dt>
                <dd className="font-mono font-semibold tabular-nums">{formatNumber(p.likes)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Views</dt>
                <dd className="font-mono font-semibold tabular-nums">{formatNumber(p.views)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Created</dt>
                <dd>
                  <time dateTime={p.created_at}>{formatShortDate(p.created_at)}</time>
                </dd>
              </div>
            </dl>
            <RowActions name={p.title} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
