import { Badge } from '../../../components/badge';

/**
 * A project list page's heading with its count badge (SPEC §2 Projects, My Projects): the title, then the list's
 * total once it has loaded, read as '12 projects' by screen readers.
 * @param total the number of projects, or null while unknown (no badge)
 */
export function CountHeading({ title, total }: { title: string; total: number | null }) {
  return (
    <span className="flex flex-wrap items-center gap-3">
      {title}
      {total === null ? null : (
        <Badge tone="accent" className="font-mono text-sm">
          {total}
          <span className="sr-only">{total === 1 ? ' project' : ' projects'}</span>
        </Badge>
      )}
    </span>
  );
}
