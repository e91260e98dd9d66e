import type { ForumCategory } from '@esdc/core/forum-schemas';
import { paths } from '@esdc/core/routes';
import { Badge } from '../../../components/badge';
import { CardLink } from '../../../components/list-card';
import { formatCount } from '../../../lib/format';
import { formatReaderDate, useReaderTimeZone } from '../../../lib/reader-date';

/**
 * The forum's categories (SPEC §2 Forum): each its name (the link to its threads), description, 'Q&A' badge, thread
 * and post counts and last activity; an archived one (listed to admins only) is marked 'Archived'.
 * @param categories the categories in order
 */
export function CategoryList({ categories }: { categories: readonly ForumCategory[] }) {
  const timeZone = useReaderTimeZone();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((c) => (
        <li key={c.id}>
          <article className="group relative flex h-full flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] transition focus-within:border-accent hover:border-accent sm:p-5">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-lg font-bold">
                <CardLink to={paths.forumCategory(c.id)}>{c.name}</CardLink>
              </h3>
              {c.qa ? <Badge tone="accent">Q&amp;A</Badge> : null}
              {c.archived ? <Badge>Archived</Badge> : null}
            </div>
            {c.description ? <p className="text-sm text-muted">{c.description}</p> : null}
            <p className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-1 text-sm text-muted">
              <span>{formatCount(c.thread_count, 'thread')}</span>
              <span>{formatCount(c.post_count, 'post')}</span>
              <span>
                {c.last_activity_at ? (
                  <>
                    Last activity <time dateTime={c.last_activity_at}>{formatReaderDate(c.last_activity_at, timeZone)}</time>
                  </>
                ) : (
                  'No posts yet'
                )}
              </span>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
