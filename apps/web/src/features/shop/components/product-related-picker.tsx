import { PRODUCT_RELATED_MAX } from '@esdc/core/shop';
import { X } from 'lucide-react';
import { useState } from 'react';
import { SearchField } from '../../../components/search-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useProducts } from '../api/products';
import type { PickedProduct } from './product-form-schema';

/**
 * The related products of the editor (SPEC §3 Shop product relatedProductIds): chips of the chosen ones (up to 8),
 * and a search over the catalogue to add more (the product itself is left out).
 * @param selfId the edited product's id (not offered), undefined when creating
 */
export function ProductRelatedPicker({
  value,
  onChange,
  selfId,
  error,
}: {
  value: readonly PickedProduct[];
  onChange: (next: PickedProduct[]) => void;
  selfId?: number;
  error?: string;
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const results = useProducts({ q: q || undefined, limit: 6, offset: 0 }, { enabled: q.length > 0 });
  const chosen = new Set(value.map((p) => p.id));
  const offers = (q ? (results.data?.items ?? []) : []).filter((p) => p.id !== selfId && !chosen.has(p.id));
  const full = value.length >= PRODUCT_RELATED_MAX;
  return (
    <div role="group" aria-labelledby="product-related-label" className="flex flex-col gap-2">
      <span id="product-related-label" className="text-sm font-semibold">
        Related products
      </span>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen related products">
          {value.map((p) => (
            <li key={p.id} className="inline-flex items-center gap-1 rounded-full bg-accent-soft py-1 pl-3 pr-1 text-sm font-semibold text-accent-text">
              {p.name}
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v.id !== p.id))}
                aria-label={`Remove ${p.name} from related products`}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-surface"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <SearchField
        id="product-related-search"
        label="Find a product to relate"
        placeholder={full ? `At most ${PRODUCT_RELATED_MAX} related products` : 'Name'}
        autoComplete="off"
        disabled={full}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {offers.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line" aria-label="Matching products">
          {offers.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0 truncate text-sm">{p.name}</span>
              <button
                type="button"
                disabled={full}
                onClick={() => onChange([...value, { id: p.id, name: p.name }])}
                className="h-8 shrink-0 rounded-full border border-line px-3 text-sm font-semibold hover:border-accent hover:text-accent-text disabled:opacity-60"
              >
                Add<span className="sr-only"> {p.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : q && results.isSuccess ? (
        <p className="text-sm text-muted">No other products match.</p>
      ) : null}
      {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
    </div>
  );
}
