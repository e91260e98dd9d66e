import { sql } from 'kysely';
import type { Engine } from '../../db/client.ts';
import type { Db } from '../../db/db.ts';
import { forUpdate } from '../../db/row-lock.ts';

/**
 * Puts the units of orders' lines back in stock and takes them off the products' sales counts (an order cancelled by
 * an admin or by its buyer, or an erased buyer's unpaid orders). The product rows are locked in id order first, as
 * checkout locks them; lines whose product was deleted are skipped.
 * @param trx the caller's transaction
 * @param engine the database engine (row locks on PostgreSQL)
 * @param orderIds the orders whose lines go back
 */
export async function returnToStock(trx: Db, engine: Engine, orderIds: readonly number[]): Promise<void> {
  const lines = await trx
    .selectFrom('order_lines')
    .select(['product_id', 'quantity'])
    .where('order_id', 'in', orderIds)
    .where('product_id', 'is not', null)
    .orderBy('product_id')
    .execute();
  const productIds = [...new Set(lines.map((l) => l.product_id!))];
  if (productIds.length) await forUpdate(trx.selectFrom('products').select('id').where('id', 'in', productIds).orderBy('id'), engine).execute();
  for (const l of lines) {
    await trx
      .updateTable('products')
      .set({
        stock: sql<number>`stock + ${l.quantity}`,
        sales_count: sql<number>`case when sales_count > ${l.quantity} then sales_count - ${l.quantity} else 0 end`,
      })
      .where('id', '=', l.product_id!)
      .execute();
  }
}
