import type { ProjectTag } from '@esdc/core/project';
import { paths } from '@esdc/core/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Tags as links to /projects?tag={name} (SPEC §2 Other links seen). `after` adds a trailing item. */
export function TagLinks({ tags, after }: { tags: readonly ProjectTag[]; after?: ReactNode }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link
            to={paths.projectsByTag(tag.name)}
            className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-2 px-3 py-1 font-mono text-sm text-fg transition hover:border-accent hover:text-accent-text"
          >
            <span className="size-2 rounded-full" style={{ backgroundColor: tag.color }} aria-hidden="true" />#{tag.name}
          </Link>
        </li>
      ))}
      {after ? <li>{after}</li> : null}
    </ul>
  );
}
