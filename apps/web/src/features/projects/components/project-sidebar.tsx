import { formatShortDate } from '@esdc/core/display';
import { projectAgeDays, type Project } from '@esdc/core/project';
import { Eye, Heart, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Integer cents as dollars with 2 decimals (SPEC §9 Prices 2 decimals, $). */
function formatCost(cents: number): string {
  return usd.format(cents / 100);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-right font-mono text-sm font-semibold">{children}</dd>
    </div>
  );
}

/**
 * The project detail sidebar (SPEC §2 Project detail): Created, Last Updated, Completed (when completed),
 * Category, Project Cost (only above 0), Project Age, and Stats (likes, views, contributors).
 */
export function ProjectSidebar({ project, nowMs }: { project: Project; nowMs: number }) {
  const age = projectAgeDays(project.created_at, nowMs);
  const stats = [
    { icon: Heart, label: 'Likes', value: project.likes },
    { icon: Eye, label: 'Views', value: project.views },
    { icon: UsersRound, label: 'Contributors', value: project.contributors.length },
  ];
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="project-info-title" className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
        <h2 id="project-info-title" className="text-lg font-bold">
          Project Info
        </h2>
        <dl className="mt-2 divide-y divide-line">
          <Row label="Created">
            <time dateTime={project.created_at}>{formatShortDate(project.created_at)}</time>
          </Row>
          <Row label="Last Updated">
            <time dateTime={project.updated_at}>{formatShortDate(project.updated_at)}</time>
          </Row>
          {project.completed_at ? (
            <Row label="Completed">
              <time dateTime={project.completed_at}>{formatShortDate(project.completed_at)}</time>
            </Row>
          ) : null}
          {project.category ? <Row label="Category">{project.category}</Row> : null}
          {project.cost > 0 ? <Row label="Project Cost">{formatCost(project.cost)}</Row> : null}
          <Row label="Project Age">
            {age} {age === 1 ? 'day' : 'days'}
          </Row>
        </dl>
      </section>
      <section aria-labelledby="project-stats-title" className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
        <h2 id="project-stats-title" className="text-lg font-bold">
          Stats
        </h2>
        <dl className="mt-3 grid grid-cols-3 gap-2">
          {stats.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex flex-col items-center gap-1 rounded-xl bg-surface-2 px-2 py-3 text-center">
              <dt className="order-2 text-xs text-muted">{label}</dt>
              <dd className="order-1 flex flex-col items-center gap-1 font-mono text-xl font-bold">
                <Icon className="size-4 text-accent-text" aria-hidden="true" />
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
