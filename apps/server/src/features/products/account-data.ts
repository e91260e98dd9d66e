import { sql } from 'kysely';
import type { ExportSection, Eraser } from '../../platform/account-data/account-data-entry.ts';
import { memberRowsSection } from '../../platform/account-data/member-rows.ts';

/** SPEC §2 Your data, My Products (seller page): the parts the member lists in the shop, with their images, features and specifications. */
export const productListingsExport: ExportSection = {
  key: 'product_listings',
  tables: ['products', 'product_images', 'product_features', 'product_specs'],
  collect: async (trx, userId) => {
    const products = await trx.selectFrom('products').selectAll().where('seller_id', '=', userId).orderBy('id').execute();
    const ids = products.map((p) => p.id);
    if (ids.length === 0) return [];
    // One after another: a transaction is one connection.
    const images = await trx.selectFrom('product_images').selectAll().where('product_id', 'in', ids).orderBy('position').execute();
    const features = await trx.selectFrom('product_features').selectAll().where('product_id', 'in', ids).orderBy('position').execute();
    const specs = await trx.selectFrom('product_specs').selectAll().where('product_id', 'in', ids).orderBy('position').execute();
    return products.map((p) => ({
      ...p,
      images: images.filter((i) => i.product_id === p.id).map((i) => ({ image_id: i.image_id, url: i.url })),
      features: features.filter((f) => f.product_id === p.id).map((f) => f.text),
      specs: specs.filter((s) => s.product_id === p.id).map((s) => ({ key: s.key, value: s.value })),
    }));
  },
};

/** SPEC §2 Your data: the member's product reviews. */
export const productReviewsExport = memberRowsSection({
  table: 'product_reviews',
  join: { table: 'products', on: 'product_id' },
  columns: ['id', 'product_id', 'products.name as product_name', 'rating', 'title', 'comment', 'created_at'],
  orderBy: 'id',
});

/**
 * On account deletion (SPEC §2 Your data): the member's shop listings are deleted (orders keep the names and prices
 * they copied), their reviews are removed and taken out of each product's rating, and products they created for someone
 * else no longer name them as creator.
 */
export const productsEraser: Eraser = {
  name: 'shop listings and reviews',
  erase: async (trx, { userId }) => {
    await trx.deleteFrom('products').where('seller_id', '=', userId).execute();
    await trx
      .updateTable('products')
      .set({
        rating_sum: sql<number>`rating_sum - coalesce((select sum(r.rating) from product_reviews r where r.product_id = products.id and r.user_id = ${userId}), 0)`,
        review_count: sql<number>`review_count - (select count(*) from product_reviews r where r.product_id = products.id and r.user_id = ${userId})`,
      })
      .where('id', 'in', (eb) => eb.selectFrom('product_reviews').select('product_id').where('user_id', '=', userId))
      .execute();
    await trx.deleteFrom('product_reviews').where('user_id', '=', userId).execute();
    await trx.updateTable('products').set({ created_by: null }).where('created_by', '=', userId).execute();
  },
};
