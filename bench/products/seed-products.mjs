// Fills a SQLite data folder with `count` extra products (each with a cover image, three features and three
// specifications; a third sold by members, some reviewed), for bench/products.
import Database from 'better-sqlite3';
import { join } from 'node:path';

const IMAGES = ['esp32-s3', 'uno-r4', 'sensor-kit', 'logic-analyser', 'soldering-station', 'breadboard-kit', 'stm32-nucleo', 'pcb-proto-kit'];
const CATEGORIES = ['Hardware', 'Components', 'Tools'];

/** @param {string} dataDir @param {number} count @returns {number} the largest product id */
export function seedProducts(dataDir, count) {
  const db = new Database(join(dataDir, 'esdc-hub.sqlite'));
  db.pragma('journal_mode = WAL');
  const users = db
    .prepare("select id from users where role = 'user' and status = 'active' and deleted_at is null")
    .all()
    .map((r) => r.id);
  const insert = db.prepare(
    `insert into products (name, description, category, price_cents, stock, seller_id, hidden, rating_sum, review_count, sales_count, created_by, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)`,
  );
  const image = db.prepare('insert into product_images (product_id, position, image_id, url) values (?, 0, null, ?)');
  const feature = db.prepare('insert into product_features (product_id, position, text) values (?, ?, ?)');
  const spec = db.prepare('insert into product_specs (product_id, position, key, value) values (?, ?, ?, ?)');
  const start = Date.now() - count * 60_000;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(start + i * 60_000).toISOString();
      const seller = i % 3 === 0 && users.length > 0 ? users[i % users.length] : null;
      const reviews = i % 5;
      const { lastInsertRowid: id } = insert.run(
        `Bench part ${i}: ${['ESP32 board', 'sensor module', 'crimp tool', 'motor driver', 'OLED display'][i % 5]} rev ${i % 97}`,
        `Benchmark product number ${i}. A **breadboard-friendly** module with 2.54 mm headers, tested at the lab and shipped in an anti-static bag.\n\n- 3.3 V and 5 V\n- Example code included`,
        CATEGORIES[i % 3],
        199 + ((i * 37) % 9800),
        i % 11 === 0 ? 0 : 1 + (i % 40),
        seller,
        reviews * (3 + (i % 3)),
        reviews,
        (i * 7) % 50,
        seller,
        at,
        at,
      );
      image.run(id, `/images/products/${IMAGES[i % IMAGES.length]}.svg`);
      for (let f = 0; f < 3; f++) feature.run(id, f, `Feature ${f + 1} of part ${i}`);
      for (let s = 0; s < 3; s++) spec.run(id, s, ['Voltage', 'Interface', 'Size'][s], ['3.3–5 V', 'I2C', '25 × 40 mm'][s]);
    }
  })();
  const max = db.prepare('select max(id) as id from products').get().id;
  db.close();
  return max;
}
