import { SEARCH_CATEGORY_LABELS, SEARCH_MESSAGES, SEARCH_PAGE_SIZE, searchTerms, type SearchCategory } from '@esdc/core/search';
import { Search, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { FilterPanel } from '../../../components/filter-bar';
import { ListSection } from '../../../components/list-section';
import { Page } from '../../../components/page';
import { Pagination } from '../../../components/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatNumber } from '../../../lib/format';
import { useSearch } from '../api/search';
import { SearchForm } from '../components/search-form';
import { SearchResultCard } from '../components/search-result-card';
import { SearchTabs } from '../components/search-tabs';
import { readSearchAddress, searchAddressParams, type SearchAddress } from '../lib/search-address';
import { wantsSearchFocus } from '../lib/search-focus';

/**
 * The summary line (SPEC §2 Search 'N results for "q"'), the count written like every count on the site.
 * @param count the results of the selected category
 */
function resultsLine(count: number, query: string): string {
  return `${formatNumber(count)} ${count === 1 ? 'result' : 'results'} for "${query}"`;
}

/** What /search shows before anything is searched: what can be found, and the `/` shortcut. No request. */
function IdleState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-line px-6 py-14 text-center">
      <Search className="size-10 text-muted" aria-hidden="true" />
      <p className="text-lg font-semibold">Search the whole hub</p>
      <p className="max-w-md text-muted">
        Find members, products, blog posts, projects, courses, events, documentation, resources and forum discussions by their name or the words they contain.
        Pick a category to narrow it down.
      </p>
      <p className="text-sm text-muted">
        Tip: press <kbd className="rounded-md border border-line bg-surface-2 px-1.5 py-0.5 font-mono text-xs font-semibold text-fg">/</kbd> on any page to
        search.
      </p>
    </div>
  );
}

/**
 * /search (SPEC §2 Search): `q` and `category` in the address; the search bar (input, category
 * select, 'Search', 'Clear'); result tabs with counts (the selected tab is the category); 'N results for "q"';
 * 'Searching...' while the answer loads; 'No results found' / 'Try different keywords or categories'; result cards
 * with highlighted matches; paging. A blank query shows what can be searched and asks the server nothing. A
 * navigation carrying {@link wantsSearchFocus} (the `/` shortcut, the header's link) focuses the input.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const address = readSearchAddress(params);
  const { q, category, page } = address;
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useSearch({ q, category, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE });

  const focusRequested = wantsSearchFocus(location.state);
  useEffect(() => {
    if (focusRequested) inputRef.current?.focus();
  }, [focusRequested, location.key]);

  /** A new search or page is a history entry; switching the tab replaces the current one. */
  const go = (next: SearchAddress, replace = false) => setParams(searchAddressParams(next), { replace });

  let results;
  if (!q) results = <IdleState />;
  else if (search.isPending) results = <LoadingState message={SEARCH_MESSAGES.searching} />;
  else if (search.isError && !search.data) results = <ErrorState title="Search failed" message={search.error.message} onRetry={() => void search.refetch()} />;
  else {
    const answer = search.data;
    const terms = searchTerms(answer.query);
    const count = answer.counts[category];
    const body =
      answer.results.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-10" />}
          title={SEARCH_MESSAGES.noResults}
          description={SEARCH_MESSAGES.noResultsHint}
          action={
            category !== 'all' && answer.counts.all > 0 ? (
              <Button variant="secondary" onClick={() => go({ q, category: 'all', page: 1 }, true)}>
                Show all {formatNumber(answer.counts.all)} results
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {answer.results.map((result) => (
              <li key={`${result.type}-${result.id}`}>
                <SearchResultCard result={result} terms={terms} />
              </li>
            ))}
          </ul>
          <Pagination
            what="results"
            countOnOnePage="result"
            offset={(page - 1) * SEARCH_PAGE_SIZE}
            limit={SEARCH_PAGE_SIZE}
            total={answer.total}
            onOffsetChange={(offset) => go({ q, category, page: Math.floor(offset / SEARCH_PAGE_SIZE) + 1 })}
            className="mt-6"
          />
        </>
      );
    const panel = (
      <div aria-busy={search.isFetching} className={search.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}>
        <p className="mb-4 text-sm text-muted" aria-live="polite">
          {resultsLine(count, answer.query)}
          {category === 'all' ? null : <span className="sr-only"> in {SEARCH_CATEGORY_LABELS[category]}</span>}
        </p>
        {body}
      </div>
    );
    // Nothing anywhere: no tabs of zeros, just the empty state.
    results =
      answer.counts.all === 0 ? (
        panel
      ) : (
        <SearchTabs value={category} counts={answer.counts} onValueChange={(next) => go({ q, category: next, page: 1 }, true)}>
          {panel}
        </SearchTabs>
      );
  }

  return (
    <Page
      title={q ? `${q} · Search` : 'Search'}
      heading="Search"
      intro="Members, products, blog posts, projects, courses, events, documentation, resources and forum discussions in one place."
    >
      <FilterPanel>
        <SearchForm
          q={q}
          category={category}
          inputRef={inputRef}
          onSearch={(next: { q: string; category: SearchCategory }) => go({ ...next, page: 1 }, next.q === q)}
        />
      </FilterPanel>
      <ListSection id="search-results" title="Results" hidden>
        {results}
      </ListSection>
    </Page>
  );
}
