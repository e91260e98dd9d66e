import { DOC_GROUPS, type DocGroup, type DocSummary } from '@esdc/core/docs';
import { paths } from '@esdc/core/routes';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchField } from '../../../components/search-field';

/** The address of an article. */
export const docPath = paths.docArticle;

/**
 * The documentation sidebar (SPEC §2 Documentation): a search box that filters the articles for real (titles and
 * content, through the API), and the four collapsible groups, Getting Started open by default. While a search is
 * active every group with a hit is shown open.
 * @param query the search box's text; `onQueryChange` its changes
 * @param articles the articles matching the (settled) search; `loading` while they load
 * @param current the slug of the article shown
 * @param onNavigate called when an article is opened (small screens fold the sidebar again)
 */
export function DocsSidebar({
  query,
  onQueryChange,
  articles,
  loading,
  current,
  onNavigate,
}: {
  query: string;
  onQueryChange: (q: string) => void;
  articles: readonly DocSummary[] | undefined;
  loading: boolean;
  current: string | undefined;
  onNavigate?: () => void;
}) {
  const [open, setOpen] = useState<Record<DocGroup, boolean>>({ 'Getting Started': true, Hardware: false, Software: false, Projects: false });
  const searching = query.trim() !== '';
  const byGroup = new Map<DocGroup, DocSummary[]>(DOC_GROUPS.map((g) => [g, []]));
  for (const a of articles ?? []) byGroup.get(a.group)?.push(a);
  const groups = DOC_GROUPS.filter((g) => !searching || (byGroup.get(g)?.length ?? 0) > 0);

  return (
    <nav aria-label="Documentation" className="flex flex-col gap-4">
      <SearchField
        id="docs-search"
        label="Search documentation"
        placeholder="Search articles..."
        value={query}
        maxLength={100}
        onChange={(e) => onQueryChange(e.target.value)}
      />
      <div aria-live="polite" className="text-sm text-muted empty:hidden">
        {loading ? 'Searching...' : searching && articles && articles.length === 0 ? 'No articles match your search.' : null}
      </div>
      <ul className="flex flex-col gap-2">
        {groups.map((group) => {
          const expanded = searching || open[group];
          const listId = `docs-group-${group.toLowerCase().replace(/\s+/g, '-')}`;
          const items = byGroup.get(group) ?? [];
          return (
            <li key={group}>
              <button
                type="button"
                className="flex w-full items-center justify-between rounded-lg px-2 py-2 text-left text-sm font-bold uppercase tracking-wide text-fg hover:bg-surface-2"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpen((o) => ({ ...o, [group]: !expanded }))}
                disabled={searching}
              >
                {group}
                {expanded ? <ChevronDown className="size-4" aria-hidden="true" /> : <ChevronRight className="size-4" aria-hidden="true" />}
              </button>
              <ul id={listId} hidden={!expanded} className="mt-1 flex flex-col gap-0.5 border-l border-line pl-3">
                {items.map((a) => (
                  <li key={a.slug}>
                    <Link
                      to={docPath(a.slug)}
                      onClick={onNavigate}
                      aria-current={a.slug === current ? 'page' : undefined}
                      className={`block rounded-lg px-2 py-1.5 text-sm ${a.slug === current ? 'bg-accent-soft font-semibold text-accent-text' : 'text-muted hover:bg-surface-2 hover:text-fg'}`}
                    >
                      {a.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
