import type { CouponType } from '@esdc/core/shop';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/*
 * Demo shop (SPEC §9 "8 shop products (coupons percentage or fixed)"; SPEC §2 Shop listing and detail): eight products
 * written by us — boards, sensors, kits and tools — six sold by the club and two listed by demo members, each with an
 * image shipped with the web app (apps/web/public/images/products), features, specifications and related products;
 * coupons of both kinds; and a few fulfilled demo orders whose buyers left verified reviews. Prices in integer cents.
 */

/** Set once the demo shop is loaded. */
export const DEMO_PRODUCTS_FLAG = 'seed_demo_products_v1';

interface SeedProduct {
  /** Key used by related products, coupons and orders below. */
  key: string;
  name: string;
  description: string;
  category: 'Hardware' | 'Components' | 'Tools';
  price_cents: number;
  stock: number;
  /** Demo member selling it (username); absent = the club. */
  seller?: string;
  /** Shipped images, the first the cover. */
  images: string[];
  features: string[];
  specs: [string, string][];
  related: string[];
  /** Days before the seeding clock it was listed. */
  ageDays: number;
}

const img = (name: string) => `/images/products/${name}.svg`;

/** The demo products, oldest first. */
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    key: 'esp32',
    name: 'ESP32-S3 DevKit (N8R8)',
    description:
      'Our go-to board for IoT projects: a dual-core **ESP32-S3** at 240 MHz with Wi-Fi and Bluetooth LE, 8 MB flash and 8 MB PSRAM.\n\n' +
      'Native USB on the USB-C port means no driver and no UART bridge to fight with: flash it from the Arduino IDE, ESP-IDF or MicroPython. ' +
      'Both rows of headers are breadboard-friendly and every GPIO is labelled on the silkscreen.',
    category: 'Hardware',
    price_cents: 1499,
    stock: 42,
    images: [img('esp32-s3'), img('esp32-s3-pinout')],
    features: [
      'Dual-core Xtensa LX7 at 240 MHz',
      'Wi-Fi 802.11 b/g/n and Bluetooth 5 LE',
      'Native USB-C (CDC and JTAG)',
      'Addressable RGB LED and BOOT button',
      'Fits a standard breadboard with one free row each side',
    ],
    specs: [
      ['Microcontroller', 'ESP32-S3 (WROOM-1 module)'],
      ['Flash / PSRAM', '8 MB / 8 MB'],
      ['GPIO', '36 (many with touch and ADC)'],
      ['Operating voltage', '3.3 V (5 V over USB)'],
      ['Dimensions', '69 × 26 mm'],
    ],
    related: ['nucleo', 'uno', 'breadboard'],
    ageDays: 120,
  },
  {
    key: 'uno',
    name: 'Uno R4-Compatible Board',
    description:
      'The classic Uno footprint with a modern heart: a 48 MHz Arm Cortex-M4 (RA4M1) with 256 KB flash, a 12-bit DAC, CAN and an on-board 12 × 8 LED matrix.\n\n' +
      'Every shield you already own fits. A good first board for the soldering and sensors workshops.',
    category: 'Hardware',
    price_cents: 1950,
    stock: 25,
    images: [img('uno-r4')],
    features: ['Uno R3 shield-compatible headers', '12 × 8 red LED matrix on the board', 'USB-C and 6–24 V barrel jack', '12-bit DAC and CAN bus'],
    specs: [
      ['Microcontroller', 'Renesas RA4M1 (Cortex-M4, 48 MHz)'],
      ['Flash / RAM', '256 KB / 32 KB'],
      ['Digital I/O', '14 (6 PWM)'],
      ['Analog inputs', '6 (14-bit ADC)'],
      ['Input voltage', '6–24 V'],
    ],
    related: ['esp32', 'sensors', 'breadboard'],
    ageDays: 110,
  },
  {
    key: 'sensors',
    name: '37-in-1 Sensor Kit',
    description:
      'Thirty-seven breakout modules in a sorted box: ultrasonic distance, temperature and humidity, PIR motion, light, sound, a joystick, relays and more.\n\n' +
      'Every module has 2.54 mm pins and works at 3.3 V and 5 V, so it plugs straight into a breadboard next to an ESP32 or an Uno. ' +
      'We wrote a wiring sheet and example sketch for each one — ask at the lab.',
    category: 'Components',
    price_cents: 3400,
    stock: 12,
    images: [img('sensor-kit'), img('sensor-kit-box')],
    features: [
      '37 modules, each labelled and bagged',
      'HC-SR04 ultrasonic, DHT11, PIR, LDR, sound and more',
      '3.3 V and 5 V compatible',
      'Wiring sheets and examples from the club',
    ],
    specs: [
      ['Modules', '37'],
      ['Pin pitch', '2.54 mm'],
      ['Supply', '3.3–5 V'],
      ['Box', '24 compartments, 200 × 140 mm'],
    ],
    related: ['breadboard', 'uno', 'esp32'],
    ageDays: 100,
  },
  {
    key: 'analyser',
    name: '8-Channel USB Logic Analyser (24 MHz)',
    description:
      'See what your I²C, SPI and UART lines are really doing. Eight channels sampled at up to 24 MHz, captured over USB into **PulseView** (sigrok) with protocol decoders for more than 100 buses.\n\n' +
      'The tool behind our "what a logic analyser tells you" talk. Sold out for now: more are on their way.',
    category: 'Tools',
    price_cents: 1290,
    stock: 0,
    images: [img('logic-analyser')],
    features: [
      '8 channels at up to 24 MS/s',
      'Works with PulseView and sigrok-cli',
      'Protocol decoders for I²C, SPI, UART, CAN, 1-Wire …',
      'Ten colour-coded probe leads with hooks',
    ],
    specs: [
      ['Channels', '8 digital'],
      ['Sample rate', 'up to 24 MHz'],
      ['Input range', '0–5 V (TTL and 3.3 V logic)'],
      ['Interface', 'USB 2.0'],
    ],
    related: ['solder', 'nucleo'],
    ageDays: 90,
  },
  {
    key: 'solder',
    name: 'Soldering Station 60 W with Digital Control',
    description:
      'A temperature-controlled station that heats up in under 30 seconds and holds its temperature within ±2 °C: the same model as on the lab benches.\n\n' +
      'Comes with a conical tip for fine work and a chisel tip for headers and wires, a stand with brass-wool cleaner, and an ESD-safe handle.',
    category: 'Tools',
    price_cents: 6400,
    stock: 6,
    images: [img('soldering-station'), img('soldering-tips')],
    features: [
      '200–480 °C with a digital display',
      'Heats to 350 °C in under 30 s',
      'ESD-safe iron and grounded tip',
      'Stand with brass-wool tip cleaner',
      'Two tips included (conical, chisel)',
    ],
    specs: [
      ['Power', '60 W'],
      ['Temperature range', '200–480 °C'],
      ['Stability', '±2 °C'],
      ['Tips', '900M series'],
      ['Mains', '230 V AC'],
    ],
    related: ['proto', 'breadboard', 'analyser'],
    ageDays: 80,
  },
  {
    key: 'breadboard',
    name: 'Breadboard and Jumper Wire Kit',
    description:
      'A full-size 830-point breadboard with 140 pre-formed jumpers and 65 flexible male-to-male wires: everything you need to go from idea to blinking circuit in one evening.',
    category: 'Components',
    price_cents: 875,
    stock: 80,
    images: [img('breadboard-kit')],
    features: ['830 tie points, two power rails each side', '140 pre-cut jumpers in 14 lengths', '65 flexible jumper wires', 'Adhesive backing'],
    specs: [
      ['Tie points', '830'],
      ['Size', '165 × 55 mm'],
      ['Wire gauge', '22 AWG solid core'],
    ],
    related: ['sensors', 'uno', 'esp32'],
    ageDays: 70,
  },
  {
    key: 'nucleo',
    name: 'STM32F411 Nucleo-64 Board (lightly used)',
    description:
      'My STM32F411RE Nucleo-64 from last year’s embedded systems course: it works perfectly and comes in its original box.\n\n' +
      'The on-board ST-LINK/V2-1 debugger means you can flash and step through code from STM32CubeIDE or PlatformIO with just a USB cable. ' +
      'Arduino headers on top, ST morpho headers on both sides. Pick-up at the lab on Thursdays.',
    category: 'Hardware',
    price_cents: 1620,
    stock: 1,
    seller: 'lukas',
    images: [img('stm32-nucleo')],
    features: [
      'Arm Cortex-M4F at 100 MHz with FPU',
      'On-board ST-LINK debugger and virtual COM port',
      'Arduino Uno V3 and ST morpho headers',
      'User LED and button',
    ],
    specs: [
      ['Microcontroller', 'STM32F411RE'],
      ['Flash / RAM', '512 KB / 128 KB'],
      ['Condition', 'Used, fully working'],
      ['Debugger', 'ST-LINK/V2-1'],
    ],
    related: ['esp32', 'analyser'],
    ageDays: 30,
  },
  {
    key: 'proto',
    name: 'PCB Prototyping Kit',
    description:
      'Everything I use to move a breadboard circuit onto something permanent: five double-sided perfboards in three sizes, two copper-clad boards for toner transfer, and strips of male and female headers.\n\n' +
      'Great with the soldering station. I made up a few of these kits from bulk packs — listed at cost.',
    category: 'Components',
    price_cents: 2200,
    stock: 9,
    seller: 'mei',
    images: [img('pcb-proto-kit')],
    features: [
      '5 double-sided FR-4 perfboards (5 × 7, 7 × 9, 9 × 15 cm)',
      '2 single-sided copper-clad boards',
      '10 × 40-pin male and 10 × 40-pin female header strips',
      'Sorted in a resealable bag',
    ],
    specs: [
      ['Perfboard pitch', '2.54 mm'],
      ['Material', 'FR-4, 1.6 mm'],
      ['Headers', '2.54 mm, breakable'],
    ],
    related: ['solder', 'breadboard'],
    ageDays: 14,
  },
];

interface SeedCoupon {
  code: string;
  type: CouponType;
  /** Percent, or cents for 'fixed'. */
  discount: number;
  description: string;
  products: string[];
  /** Days from the seeding clock it expires (negative = already expired); absent = never. */
  expiresInDays?: number;
  maxUsesPerMember?: number;
  maxUsesTotal?: number;
}

/** The demo coupons (codes upper-case). */
export const SEED_COUPONS: readonly SeedCoupon[] = [
  {
    code: 'WELCOME10',
    type: 'percentage',
    discount: 10,
    description: '10% off your first club board or kit',
    products: ['esp32', 'uno', 'sensors', 'breadboard'],
    maxUsesPerMember: 1,
  },
  { code: 'SENSOR5', type: 'fixed', discount: 500, description: '$5 off the 37-in-1 sensor kit', products: ['sensors'], maxUsesTotal: 50 },
  {
    code: 'SOLDER15',
    type: 'percentage',
    discount: 15,
    description: '15% off soldering gear for workshop participants',
    products: ['solder', 'proto'],
    expiresInDays: 60,
  },
  { code: 'BOARDS2', type: 'fixed', discount: 200, description: '$2 off any development board', products: ['esp32', 'uno', 'nucleo'] },
  {
    code: 'LAUNCH20',
    type: 'percentage',
    discount: 20,
    description: 'Shop launch offer (ended)',
    products: ['esp32', 'uno', 'sensors', 'analyser', 'solder', 'breadboard'],
    expiresInDays: -7,
  },
];

interface SeedOrder {
  buyer: string;
  ageDays: number;
  lines: [string, number][];
  review?: { product: string; rating: number; title: string; comment: string }[];
}

/** Fulfilled demo orders; their buyers reviewed what they bought (verified reviews). */
const SEED_ORDERS: readonly SeedOrder[] = [
  {
    buyer: 'arjun',
    ageDays: 60,
    lines: [
      ['esp32', 2],
      ['sensors', 1],
    ],
    review: [
      {
        product: 'esp32',
        rating: 5,
        title: 'Flashed in two minutes',
        comment: 'Native USB just works, no driver hunting. The PSRAM makes camera projects possible.',
      },
      {
        product: 'sensors',
        rating: 4,
        title: 'Great value for a lab kit',
        comment: 'Every module worked. The DHT11 is slow, but the club wiring sheets save a lot of time.',
      },
    ],
  },
  {
    buyer: 'sara',
    ageDays: 45,
    lines: [
      ['solder', 1],
      ['esp32', 1],
    ],
    review: [
      { product: 'solder', rating: 5, title: 'Same as the lab ones', comment: 'Heats up fast and holds temperature. The chisel tip is perfect for headers.' },
      { product: 'esp32', rating: 4, title: 'Solid board', comment: 'Works well with MicroPython. I wish the pin labels were on both sides of the board.' },
    ],
  },
  {
    buyer: 'diego',
    ageDays: 35,
    lines: [
      ['analyser', 1],
      ['breadboard', 2],
    ],
    review: [
      {
        product: 'analyser',
        rating: 5,
        title: 'Found my I2C bug in minutes',
        comment: 'PulseView decoded the bus straight away: a missing ACK from the wrong address.',
      },
    ],
  },
  { buyer: 'hannah', ageDays: 10, lines: [['proto', 1]] },
];

const DAY = 86_400_000;

/**
 * Loads {@link SEED_PRODUCTS}, {@link SEED_COUPONS} and the demo orders and reviews once per database (flag
 * {@link DEMO_PRODUCTS_FLAG}), after the demo members. Listings of a missing or inactive demo seller are left out;
 * so are orders of a missing buyer. Sales counts and ratings follow the seeded orders and reviews.
 * @returns whether they were loaded on this run
 */
export async function seedDemoProducts(db: Kysely<DB>, now: Date): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_PRODUCTS_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_PRODUCTS_FLAG)) return false;
  await db.transaction().execute(async (trx) => {
    const names = [...new Set([...SEED_PRODUCTS.flatMap((p) => (p.seller ? [p.seller] : [])), ...SEED_ORDERS.map((o) => o.buyer)])];
    const users = await trx.selectFrom('users').select(['id', 'username', 'status']).where('username', 'in', names).execute();
    const userId = new Map(users.filter((u) => u.status === 'active').map((u) => [u.username, u.id]));
    const admin = await trx.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').executeTakeFirst();
    const productId = new Map<string, number>();
    for (const p of SEED_PRODUCTS) {
      const sellerId = p.seller ? userId.get(p.seller) : null;
      if (sellerId === undefined) continue;
      const created = new Date(now.getTime() - p.ageDays * DAY).toISOString();
      const { id } = await trx
        .insertInto('products')
        .values({
          name: p.name,
          description: p.description,
          category: p.category,
          price_cents: p.price_cents,
          stock: p.stock,
          seller_id: sellerId,
          hidden: 0,
          created_by: sellerId ?? admin?.id ?? null,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      productId.set(p.key, id);
      await trx
        .insertInto('product_images')
        .values(p.images.map((url, position) => ({ product_id: id, position, image_id: null, url })))
        .execute();
      await trx
        .insertInto('product_features')
        .values(p.features.map((text, position) => ({ product_id: id, position, text })))
        .execute();
      await trx
        .insertInto('product_specs')
        .values(p.specs.map(([key, value], position) => ({ product_id: id, position, key, value })))
        .execute();
    }
    for (const p of SEED_PRODUCTS) {
      const id = productId.get(p.key);
      const related = p.related.flatMap((k) => (productId.has(k) ? [productId.get(k)!] : []));
      if (id !== undefined && related.length > 0)
        await trx
          .insertInto('product_related')
          .values(related.map((related_id, position) => ({ product_id: id, related_id, position })))
          .execute();
    }

    const nowIso = now.toISOString();
    for (const c of SEED_COUPONS) {
      const { id } = await trx
        .insertInto('coupons')
        .values({
          code: c.code,
          type: c.type,
          discount: c.discount,
          description: c.description,
          active: 1,
          starts_at: null,
          expires_at: c.expiresInDays === undefined ? null : new Date(now.getTime() + c.expiresInDays * DAY).toISOString(),
          max_uses_total: c.maxUsesTotal ?? null,
          max_uses_per_member: c.maxUsesPerMember ?? null,
          uses: 0,
          created_at: new Date(now.getTime() - 90 * DAY).toISOString(),
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const listed = c.products.flatMap((k) => (productId.has(k) ? [productId.get(k)!] : []));
      if (listed.length > 0)
        await trx
          .insertInto('coupon_products')
          .values(listed.map((product_id) => ({ coupon_id: id, product_id })))
          .execute();
    }

    for (const o of SEED_ORDERS) {
      const buyer = userId.get(o.buyer);
      const lines = o.lines.flatMap(([key, quantity]) => {
        const p = SEED_PRODUCTS.find((s) => s.key === key)!;
        const id = productId.get(key);
        return id === undefined ? [] : [{ p, id, quantity }];
      });
      if (buyer === undefined || lines.length === 0) continue;
      const placed = new Date(now.getTime() - o.ageDays * DAY);
      const fulfilled = new Date(placed.getTime() + 3 * DAY);
      const total = lines.reduce((sum, l) => sum + l.p.price_cents * l.quantity, 0);
      const { id: orderId } = await trx
        .insertInto('orders')
        .values({
          user_id: buyer,
          status: 'fulfilled',
          subtotal_cents: total,
          discount_cents: 0,
          total_cents: total,
          coupon_id: null,
          coupon_code: null,
          created_at: placed.toISOString(),
          updated_at: fulfilled.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_lines')
        .values(
          lines.map((l, position) => ({
            order_id: orderId,
            position,
            product_id: l.id,
            name: l.p.name,
            image_url: l.p.images[0] ?? null,
            seller_id: l.p.seller ? (userId.get(l.p.seller) ?? null) : null,
            unit_price_cents: l.p.price_cents,
            quantity: l.quantity,
            discount_cents: 0,
            line_total_cents: l.p.price_cents * l.quantity,
          })),
        )
        .execute();
      const history = [
        { status: 'placed' as const, at: placed, by: buyer },
        { status: 'paid' as const, at: new Date(placed.getTime() + DAY), by: admin?.id ?? null },
        { status: 'fulfilled' as const, at: fulfilled, by: admin?.id ?? null },
      ];
      await trx
        .insertInto('order_status_history')
        .values(history.map((h) => ({ order_id: orderId, status: h.status, changed_by: h.by, note: null, created_at: h.at.toISOString() })))
        .execute();
      for (const l of lines) {
        await trx
          .updateTable('products')
          .set((eb) => ({ sales_count: eb('sales_count', '+', l.quantity) }))
          .where('id', '=', l.id)
          .execute();
      }
      for (const [i, r] of (o.review ?? []).entries()) {
        const id = productId.get(r.product);
        if (id === undefined) continue;
        await trx
          .insertInto('product_reviews')
          .values({
            product_id: id,
            user_id: buyer,
            rating: r.rating,
            title: r.title,
            comment: r.comment,
            created_at: new Date(fulfilled.getTime() + (i + 1) * DAY).toISOString(),
          })
          .execute();
        await trx
          .updateTable('products')
          .set((eb) => ({ rating_sum: eb('rating_sum', '+', r.rating), review_count: eb('review_count', '+', 1) }))
          .where('id', '=', id)
          .execute();
      }
    }
    await trx.insertInto('app_settings').values({ key: DEMO_PRODUCTS_FLAG, value: nowIso }).execute();
  });
  return true;
}
