import { PRODUCT_SORTS, type ProductSort } from '@esdc/core/shop';

/** The labels of the catalogue's sort orders (`?sort=`), in the select's order. */
const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Top rated',
  popular: 'Most popular',
};

/** The sort select's options. */
export const PRODUCT_SORT_OPTIONS = PRODUCT_SORTS.map((value) => ({ value, label: PRODUCT_SORT_LABELS[value] }));

/** Whether a string is one of the sort orders (e.g. from `?sort=`). */
export function isProductSort(value: string | null): value is ProductSort {
  return !!value && (PRODUCT_SORTS as readonly string[]).includes(value);
}
