import type { ProductCategory, ProductSort } from '@esdc/core/shop';
import { FilterBar } from '../../../components/filter-bar';
import { PRODUCT_SORT_OPTIONS } from '../lib/product-display';

/** The filters of /products and /shop as kept in the URL (?q=, ?category=, ?sort=). */
export interface ProductFilterValues {
  q: string;
  category: string;
  sort: ProductSort;
}

const CHIP =
  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold transition aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-fg';

/**
 * The filter bar of the catalogue (SPEC §2 Shop listing): a search box (name or description, case-insensitive,
 * debounced), category buttons (All plus the categories that have products) and the sort order.
 * @param categories the categories to offer (those in use)
 */
export function ProductFilters({
  values,
  categories,
  onChange,
}: {
  values: ProductFilterValues;
  categories: readonly ProductCategory[];
  onChange: (next: Partial<Record<keyof ProductFilterValues, string>>) => void;
}) {
  const chip = (label: string, value: string) => (
    <button
      key={label}
      type="button"
      aria-pressed={values.category === value}
      onClick={() => onChange({ category: value })}
      className={`${CHIP} ${values.category === value ? '' : 'border-line bg-surface text-fg hover:border-accent hover:text-accent-text'}`}
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-col gap-4">
      <FilterBar
        label="Search products"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        search={{ id: 'products-search', label: 'Search products', placeholder: 'Name or description', autoComplete: 'off' }}
        query="q"
        values={values}
        onChange={(next) => onChange(next.sort === 'newest' ? { sort: '' } : next)}
        selects={[{ name: 'sort', id: 'products-sort', label: 'Sort by', className: 'sm:w-56', options: PRODUCT_SORT_OPTIONS }]}
      />
      <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
        {chip('All', '')}
        {categories.map((c) => chip(c.name, c.name))}
      </div>
    </div>
  );
}
