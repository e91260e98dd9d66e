import { BLOG_CATEGORIES, type BlogCategory } from '@esdc/core/blog';
import { SearchField } from '../../../components/search-field';
import { useSearchText } from '../../../lib/use-search-text';

/** The filters of /blog as kept in the URL (?q=, ?category=). */
export interface BlogFilterValues {
  q: string;
  category: BlogCategory | '';
}

const CHOICES: { value: BlogCategory | ''; label: string }[] = [{ value: '', label: 'All' }, ...BLOG_CATEGORIES.map((value) => ({ value, label: value }))];

/**
 * The /blog filter bar (SPEC §2 Blog): a search box over title and excerpt (debounced, Enter at once) and the
 * category filter all/Tutorial/News/Project/Event as toggle buttons (the pressed one is the filter).
 */
export function BlogFilters({ values, onChange }: { values: BlogFilterValues; onChange: (next: Partial<BlogFilterValues>) => void }) {
  const search = useSearchText(values.q, (q) => onChange({ q }));
  return (
    <div className="flex flex-col gap-4">
      <form role="search" aria-label="Search posts" onSubmit={search.onSubmit}>
        <SearchField id="blog-search" label="Search posts" placeholder="Title or excerpt" autoComplete="off" {...search.input} />
      </form>
      <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
        {CHOICES.map((c) => {
          const pressed = values.category === c.value;
          return (
            <button
              key={c.label}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange({ category: c.value })}
              className={`h-9 rounded-full border px-4 text-sm font-semibold transition ${
                pressed ? 'border-accent bg-accent text-accent-fg' : 'border-line bg-surface text-fg hover:border-accent hover:text-accent-text'
              }`}
            >
              {c.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
