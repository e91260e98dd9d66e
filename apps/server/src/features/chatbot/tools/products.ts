import { paths } from '@esdc/core/routes';
import { formatMoney } from '@esdc/core/shop';
import { sql } from 'kysely';
import { visibleProductRows } from '../../products/public.ts';
import { searchKindIds } from './site-search.ts';
import { fact, type ToolAnswer, type ToolContext } from './tool-types.ts';

/*
 * Products in the assistant's answers (SPEC §2 Shop): a listing's price (cents, formatted as the shop does) and
 * stock, only for listings the asker may see (the products feature's visibility condition: never a hidden one to
 * others).
 */

/** Products named at most in one answer. */
const PRODUCTS_MAX = 3;

/**
 * 'How much is the Arduino kit?', 'Is the soldering iron in stock?'.
 * @param subject words naming the product
 * @param what 'price' (price first) or 'stock' (stock first); both are always given
 * @returns the matching listings, or null when none matches
 */
export async function productAnswer(tc: ToolContext, subject: readonly string[], what: 'price' | 'stock'): Promise<ToolAnswer | null> {
  const ids = await searchKindIds(tc, subject, 'products');
  if (ids.length === 0) return null;
  const rows = await tc.database.db
    .selectFrom('products')
    .select(['id', 'name', 'price_cents', 'stock'])
    .where('id', 'in', ids.slice(0, PRODUCTS_MAX))
    .where(sql<boolean>`${visibleProductRows(tc.viewer)}`)
    .execute();
  if (rows.length === 0) return null;
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return {
    intro: what === 'price' ? 'From the shop:' : 'Stock in the shop:',
    facts: rows.map((p) => {
      const price = formatMoney(p.price_cents, 'USD');
      const stock = p.stock > 0 ? `${p.stock} in stock` : 'out of stock';
      return fact(`${p.name} — ${what === 'price' ? `${price}, ${stock}` : `${stock}, ${price}`}`, {
        title: p.name,
        path: paths.product(p.id),
        kind: 'product',
      });
    }),
  };
}
