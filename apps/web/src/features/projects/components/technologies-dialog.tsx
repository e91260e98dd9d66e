import type { Technology } from '@esdc/core/project';
import { isBuiltPath, paths } from '@esdc/core/routes';
import { BookOpen, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { ComingSoonEntry } from '../../../components/coming-soon';
import { Dialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/states';

const linkClass = 'inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text hover:underline';

/**
 * A technology's own course link: in-app paths stay in the app, others open in a new tab. An in-app link into an area
 * that is not built yet (Courses) is left out: the 'Courses on …' entry already says it is coming.
 */
function CourseLink({ technology }: { technology: Technology }) {
  const href = technology.course_link;
  if (!href || href === paths.coursesSearch(technology.name)) return null;
  if (href.startsWith('/') && !isBuiltPath(href)) return null;
  const label = (
    <>
      <GraduationCap className="size-4" aria-hidden="true" />
      {technology.name} course
    </>
  );
  return href.startsWith('/') ? (
    <Link to={href} className={linkClass}>
      {label}
    </Link>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Technologies modal (SPEC §2 Project detail: View Details; modal links /courses?search={name}, a
 * technology's own course link and /courses; §8 'No technologies listed'). Until Courses is built, its entries
 * say 'Coming soon' instead of linking to it.
 */
export function TechnologiesDialog({
  technologies,
  open,
  onOpenChange,
}: {
  technologies: readonly Technology[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Technologies" description="What this project is built with, and where to learn it.">
      {technologies.length === 0 ? (
        <EmptyState title="No technologies listed" />
      ) : (
        <ul className="flex flex-col gap-3">
          {technologies.map((tech) => (
            <li key={tech.id} className="rounded-xl border border-line bg-surface-2 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-mono text-base font-bold">{tech.name}</h3>
                {tech.category ? <Badge tone="accent">{tech.category}</Badge> : null}
              </div>
              {tech.description ? <p className="mt-1 text-sm text-muted">{tech.description}</p> : null}
              <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
                {isBuiltPath(paths.coursesSearch(tech.name)) ? (
                  <Link to={paths.coursesSearch(tech.name)} className={linkClass}>
                    <BookOpen className="size-4" aria-hidden="true" />
                    Courses on {tech.name}
                  </Link>
                ) : (
                  <ComingSoonEntry label={`Courses on ${tech.name}`} className="inline-flex items-center text-sm font-semibold text-muted" />
                )}
                <CourseLink technology={tech} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-5 border-t border-line pt-4">
        {isBuiltPath(paths.courses) ? (
          <Link to={paths.courses} className={linkClass}>
            <GraduationCap className="size-4" aria-hidden="true" />
            Browse all courses
          </Link>
        ) : (
          <ComingSoonEntry label="Browse all courses" className="inline-flex items-center text-sm font-semibold text-muted" />
        )}
      </div>
    </Dialog>
  );
}
