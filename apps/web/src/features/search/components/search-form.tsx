import { SEARCH_CATEGORIES, SEARCH_CATEGORY_LABELS, SEARCH_QUERY_MAX, type SearchCategory } from '@esdc/core/search';
import { X } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { Button } from '../../../components/button';
import { FilterSelect } from '../../../components/filter-select';
import { SearchField } from '../../../components/search-field';

const CATEGORY_OPTIONS = SEARCH_CATEGORIES.map((value) => ({ value, label: SEARCH_CATEGORY_LABELS[value] }));

/**
 * The search bar of /search (SPEC §2 Search): the query input, the category select, 'Search' and 'Clear'. The query is
 * searched on Enter or 'Search'; a new category is searched at once, with the text in the box.
 * @param q the query in the address (the box follows it when it changes elsewhere: back button, tabs)
 * @param category the category in the address
 * @param onSearch applies a search (the query trimmed; '' clears it)
 * @param inputRef the input, for focusing it (`/` shortcut, the header's link, 'Clear')
 */
export function SearchForm({
  q,
  category,
  onSearch,
  inputRef,
}: {
  q: string;
  category: SearchCategory;
  onSearch: (next: { q: string; category: SearchCategory }) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [text, setText] = useState(q);
  const [syncedQ, setSyncedQ] = useState(q);
  // The address changed from elsewhere (back button, a link): show its query.
  if (q !== syncedQ) {
    setSyncedQ(q);
    setText(q);
  }
  return (
    <form
      role="search"
      aria-label="Site search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ q: text.trim(), category });
      }}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <SearchField
        ref={inputRef}
        id="site-search"
        label="Search for"
        placeholder="Members, products, posts, projects, courses, events"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-keyshortcuts="/"
      />
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect<SearchCategory>
          id="search-category"
          label="Category"
          value={category}
          options={CATEGORY_OPTIONS}
          onChange={(next) => onSearch({ q: text.trim(), category: next || 'all' })}
          className="min-w-36 flex-1 sm:w-40 sm:flex-none"
        />
        <div className="flex gap-2">
          <Button type="submit">Search</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setText('');
              onSearch({ q: '', category });
              inputRef.current?.focus();
            }}
          >
            <X className="size-4" aria-hidden="true" />
            Clear
          </Button>
        </div>
      </div>
    </form>
  );
}
