import { paths } from '@esdc/core/routes';
import { formatMoney } from '@esdc/core/shop';
import { sql } from 'kysely';
import { coverUrls } from './product-summaries.ts';
import type { SearchSource } from '../../platform/search-source.ts';
import { visibleProductRows } from './product-visibility.ts';
import { plainText } from '../search/public.ts';

/** Products in the site search (SPEC §2 Search): what the catalogue shows the viewer (a hidden listing to its seller and admins). */
export const productsSearch: SearchSource = {
  type: 'product',
  visible: (viewer, refId) => sql<boolean>`exists (select 1 from products where products.id = ${refId} and ${visibleProductRows(viewer)})`,
  load: async (db, _viewer, ids) => {
    const [rows, covers] = await Promise.all([
      db.selectFrom('products').select(['id', 'name', 'description', 'category', 'price_cents', 'hidden']).where('id', 'in', ids).execute(),
      coverUrls(db, [...ids]),
    ]);
    return rows.map((r) => ({
      id: r.id,
      title: r.name,
      url: paths.product(r.id),
      image: covers.get(r.id) ?? null,
      meta: `Product · ${r.category} · ${formatMoney(r.price_cents)}${r.hidden ? ' · Hidden' : ''}`,
      text: plainText(r.description),
    }));
  },
};
