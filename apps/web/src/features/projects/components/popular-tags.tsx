import { paths } from '@esdc/core/routes';
import { Link } from 'react-router';
import { useTags } from '../api/list-tags';

/** How many tags the /projects page offers as shortcuts. */
const POPULAR_TAG_COUNT = 10;

/** Shortcuts to the most used tags (/projects?tag={name}); a placeholder row while loading, nothing on failure. */
export function PopularTags({ active }: { active: string }) {
  const tags = useTags();
  const top = [...(tags.data ?? [])].sort((a, b) => b.project_count - a.project_count || a.name.localeCompare(b.name)).slice(0, POPULAR_TAG_COUNT);
  if (tags.isPending) return <PopularTagsSkeleton />;
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

/** Widths (in rem) of the placeholder pills: about as wide as typical tag names, so the row wraps alike. */
const SKELETON_WIDTHS = [2.5, 4.5, 3.5, 3.5, 3, 4, 5.5, 5, 3.5, 3.5];

/** Holds the tag row's space while the tags load, so the list below does not jump when they arrive. */
function PopularTagsSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">Popular tags:</span>
      <div className="flex flex-wrap gap-2">
        {SKELETON_WIDTHS.slice(0, POPULAR_TAG_COUNT).map((w, i) => (
          <span key={i} className="inline-block h-[1.375rem] animate-pulse rounded-full border border-line bg-surface-2" style={{ width: `${w}rem` }} />
        ))}
      </div>
    </div>
  );
}
