import { paths } from '@esdc/core/routes';
import { Link } from 'react-router';
import { useTags } from '../api/list-tags';

/** How many tags the /projects page offers as shortcuts. */
const POPULAR_TAG_COUNT = 10;

/** Shortcuts to the most used tags (/projects?tag={name}); hidden while loading or on failure. */
export function PopularTags({ active }: { active: string }) {
  const tags = useTags();
  const top = [...(tags.data ?? [])].sort((a, b) => b.project_count - a.project_count || a.name.localeCompare(b.name)).slice(0, POPULAR_TAG_COUNT);
  if (top.length === 0) return null;
  return (
    <nav aria-label="Popular tags" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">Popular tags:</span>
      <ul className="flex flex-wrap gap-2">
        {top.map((tag) => (
          <li key={tag.id}>
            <Link
              to={paths.projectsByTag(tag.name)}
              aria-current={tag.name === active ? 'true' : undefined}
              className={`inline-flex items-center rounded-full border px-2.5 py-0.5 font-mono text-xs transition ${tag.name === active ? 'border-accent bg-accent-soft text-accent-text' : 'border-line bg-surface text-fg hover:border-accent'}`}
            >
              #{tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
