import { readTimeMinutes, slugify, type BlogCategory } from '@esdc/core/blog';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { renderMarkdown } from '../lib/markdown.ts';
import { markdownExcerpt } from '../lib/markdown-excerpt.ts';

/*
 * Demo blog posts (SPEC §2 Blog: five real posts written by us), with covers shipped as small SVG illustrations in
 * apps/web/public/images/blog (served by the web build like the project seed images). Dates are
 * relative to the seeding clock; authors are demo members (by username), who are also made writers.
 */

/** Set once the demo posts are loaded. */
export const DEMO_BLOG_FLAG = 'seed_demo_blog_v1';

interface SeedPost {
  title: string;
  excerpt: string;
  category: BlogCategory;
  tags: string[];
  cover: string;
  author: string;
  /** Published this many days before the seeding clock. */
  ageDays: number;
  views: number;
  likedBy: string[];
  content: string;
}

/** The demo posts, oldest first. */
export const SEED_POSTS: readonly SeedPost[] = [
  {
    title: 'Event recap: PCB clinic',
    excerpt: 'Twelve boards, three ground loops and one reversed footprint: what we learned reviewing members’ PCBs before they went to the fab.',
    category: 'Event',
    tags: ['PCB', 'KiCad', 'Hardware'],
    cover: '/images/blog/pcb-clinic.svg',
    author: 'priya',
    ageDays: 40,
    views: 212,
    likedBy: ['arjun', 'sara', 'mei'],
    content: `Last Thursday twelve members brought their KiCad projects to the lab for the term's first **PCB clinic**. The rule was simple: nobody orders a board until two other people have looked at it. Here is what came up again and again.

## 1. Ground is a plane, not a trace

Four of the twelve boards routed ground as thin traces that wandered around the board. That works for a blinking LED, and then fails mysteriously the moment a motor driver or a radio shares the supply. On a two-layer board, pour ground on the bottom layer, keep it as unbroken as you can, and stitch it to the top pour with vias near every decoupling capacitor.

## 2. Decoupling capacitors belong next to the pins

A 100 nF capacitor 3 cm away from the microcontroller decouples the trace, not the chip. Put it right at the supply pin, with the shortest possible path to ground. Several boards had the capacitors lined up neatly along the edge — pretty, and useless.

## 3. Check the footprint against the datasheet, not the library

One SOT-23 regulator footprint had its pins in a different order from the part actually in the cart. KiCad's libraries are good, but a footprint is a promise about *a* part, not *your* part. Print the board at 1:1 scale and lay the real components on the paper before you order.

\`\`\`text
Checklist we now pin above the bench:
[ ] ERC and DRC clean (and you read every warning)
[ ] Every IC has a decoupling cap at its supply pin
[ ] Ground pour on both layers, stitched with vias
[ ] Footprints checked against the datasheets of the parts you ordered
[ ] Silkscreen: board name, version, date, pin 1 marks
[ ] Mounting holes where the enclosure expects them
\`\`\`

## What's next

The next clinic is in four weeks. Bring your Gerbers, a printed copy of your schematic and something to write with. Boards that pass the clinic go into the club's group order, which makes five copies cost less than a pizza.`,
  },
  {
    title: 'Debouncing buttons the right way',
    excerpt: 'A push button does not make one clean edge: it bounces for milliseconds. Here is why, and three ways to fix it in firmware and hardware.',
    category: 'Tutorial',
    tags: ['Arduino', 'Embedded C', 'Input'],
    cover: '/images/blog/debounce.svg',
    author: 'lukas',
    ageDays: 30,
    views: 348,
    likedBy: ['arjun', 'diego', 'hannah', 'omar'],
    content: `Press a button once and count the interrupts: you will often see five, ten, sometimes twenty. The metal contacts inside a switch literally bounce against each other for a millisecond or more before they settle, and a microcontroller running at 16 MHz is fast enough to see every one of those bounces.

## Why a delay() is not the answer

The classic fix is to wait after the first edge:

\`\`\`c
if (digitalRead(BUTTON) == LOW) {
  delay(50);            // blocks everything else for 50 ms
  if (digitalRead(BUTTON) == LOW) toggleLed();
}
\`\`\`

It works, but the whole program stops for 50 ms on every press, and it still fires repeatedly while the button is held down. Worse, it hides the problem in one place while the rest of your code keeps polling raw pins.

## A non-blocking state machine

Sample the pin regularly and only accept a new state once it has been stable for a while:

\`\`\`c
#define DEBOUNCE_MS 20

typedef struct {
  uint8_t stable;      // last accepted level
  uint8_t last;        // last raw reading
  uint32_t changed_at; // when the raw reading last changed
} Debouncer;

// Returns 1 exactly once per press (falling edge of the stable level).
int debounce_pressed(Debouncer *d, uint8_t raw, uint32_t now_ms) {
  if (raw != d->last) {
    d->last = raw;
    d->changed_at = now_ms;
  }
  if ((now_ms - d->changed_at) >= DEBOUNCE_MS && raw != d->stable) {
    d->stable = raw;
    return raw == 0;   // active-low button: pressed when it reads 0
  }
  return 0;
}
\`\`\`

Call it from your main loop with \`millis()\` (or from a 1 ms timer tick). Nothing blocks, every button gets its own \`Debouncer\`, and the unsigned subtraction keeps working when the millisecond counter wraps around.

## Or fix it in hardware

An RC filter (10 kΩ and 100 nF gives a time constant of 1 ms) followed by a Schmitt-trigger input smooths the bounce before the microcontroller ever sees it. Many MCUs have Schmitt-trigger inputs already, so often the capacitor is all you need. Hardware debouncing is the right call when the button drives an interrupt that wakes the chip from sleep.

## Rule of thumb

- Polling in a loop: use the state machine above.
- Interrupt or wake-up pin: add the RC filter.
- Rotary encoders: debounce with a state table on both channels, not a timer.

Try it on the lab's Arduino kits: print a counter on every press, first with the raw pin, then through \`debounce_pressed\`. The difference is the whole lesson.`,
  },
  {
    title: 'Project log: a LoRa weather station',
    excerpt: 'Two kilometres, a coin of solar power and a gateway on the library roof: our build log of a low-power LoRa weather station.',
    category: 'Project',
    tags: ['LoRa', 'ESP32', 'IoT', 'Low power'],
    cover: '/images/blog/lora-weather.svg',
    author: 'sara',
    ageDays: 21,
    views: 291,
    likedBy: ['priya', 'lukas', 'mei', 'omar', 'hannah'],
    content: `The goal: temperature, humidity and pressure from the campus garden, every five minutes, on a battery that lasts a season. Wi-Fi does not reach the garden, so we built it on **LoRa** at 868 MHz with a gateway on the library roof.

## Hardware

- A Heltec-style ESP32 board with an SX1276 LoRa radio
- A BME280 sensor on I²C
- An 18650 cell, a 1 W solar panel and a TP4056 charger
- A 3D-printed Stevenson screen, so the sun does not heat the sensor

## The power budget

The ESP32 is hungry when awake and frugal in deep sleep, so the firmware is a single pass: wake, measure, transmit, sleep.

\`\`\`cpp
void setup() {
  bme.begin(0x76);
  float t = bme.readTemperature();
  float h = bme.readHumidity();
  float p = bme.readPressure() / 100.0F;

  uint8_t payload[6];
  pack_reading(payload, t, h, p);    // 2 bytes each, fixed point
  LoRa.begin(868E6);
  LoRa.setSpreadingFactor(9);
  LoRa.beginPacket();
  LoRa.write(payload, sizeof payload);
  LoRa.endPacket();

  esp_sleep_enable_timer_wakeup(5ULL * 60 * 1000000);
  esp_deep_sleep_start();
}

void loop() {}  // never reached
\`\`\`

Awake time is about 400 ms per cycle. At roughly 120 mA awake and 150 µA asleep (the board's regulator, not the chip, dominates), the average is under 0.5 mA — months on one cell even before the solar panel helps.

## What went wrong

1. **Range was poor at first.** The antenna sat inside a metal junction box. Moving it outside took us from 300 m to over 2 km.
2. **Readings were 3 °C too warm.** The BME280 sat next to the voltage regulator. A short cable fixed it.
3. **Packets collided** with another club's sensor on the same channel. A random 0–2 s jitter before each transmission made collisions rare.

## Next steps

We are adding a rain gauge (a reed switch counted by the ULP co-processor while the main core sleeps) and publishing the data on the club dashboard. The schematics and firmware are in the project page — pull requests welcome.`,
  },
  {
    title: 'Club news: the autumn hackathon',
    excerpt: '24 hours, 9 teams and a plant that tweets when it is thirsty: the results of the autumn hackathon and what is coming next term.',
    category: 'News',
    tags: ['Hackathon', 'Club'],
    cover: '/images/blog/hackathon.svg',
    author: 'priya',
    ageDays: 12,
    views: 187,
    likedBy: ['arjun', 'sara', 'lukas', 'diego'],
    content: `The autumn hackathon is over, the soldering irons have cooled down and the lab almost smells normal again. Thank you to all **43 participants** in **9 teams**, and to the mentors who stayed up through the night debugging I²C buses with us.

## The winners

1. **Thirsty Fern** — a soil-moisture probe on an ESP32-C3 that posts to the club chat when the plant needs water, running for weeks on two AA cells thanks to deep sleep and a capacitive sensor that does not corrode.
2. **Bus Stop Buddy** — an e-paper display that shows the next departures, fetched once a minute and refreshed only when something changes.
3. **Tap Tempo** — a MIDI clock generator built on a Raspberry Pi Pico with a PIO program for jitter-free timing.

The jury's special mention went to the team that built a working logic analyser out of a Pico and a browser page over WebUSB in under a day.

## Numbers

\`\`\`text
Participants        43
Teams                9
Pizzas              31
Boards bricked       2 (both revived)
Lines of firmware   ~14,000
\`\`\`

## What's next

- **Spring hackathon:** dates follow on the Events page. Theme suggestions are open until the end of the month.
- **Project showcase:** every hackathon team is invited to publish their project on the Projects page, so the work does not disappear into a drawer.
- **Kits:** the prize money buys twenty new ESP32 kits for the lab's loan shelf.

Photos are on the club's shared drive. If you appear in one and would rather not, tell any moderator and we will take it down.`,
  },
  {
    title: 'Getting started with FreeRTOS tasks',
    excerpt:
      'Your first two FreeRTOS tasks on an ESP32: creating tasks, choosing priorities and stack sizes, and passing data through a queue instead of globals.',
    category: 'Tutorial',
    tags: ['FreeRTOS', 'ESP32', 'RTOS'],
    cover: '/images/blog/freertos-tasks.svg',
    author: 'lukas',
    ageDays: 5,
    views: 164,
    likedBy: ['mei', 'omar'],
    content: `A superloop — \`while (1) { read(); compute(); send(); }\` — is fine until one step has to wait. Then everything waits. An RTOS lets each job be written as if it had the CPU to itself, and the scheduler switches between them. The ESP32's framework already runs **FreeRTOS**, so you can start today.

## Your first task

A task is a function that never returns:

\`\`\`c
#include "freertos/FreeRTOS.h"
#include "freertos/task.h"

static void blink_task(void *arg) {
  gpio_set_direction(GPIO_NUM_2, GPIO_MODE_OUTPUT);
  for (;;) {
    gpio_set_level(GPIO_NUM_2, 1);
    vTaskDelay(pdMS_TO_TICKS(500));   // blocks this task only
    gpio_set_level(GPIO_NUM_2, 0);
    vTaskDelay(pdMS_TO_TICKS(500));
  }
}

void app_main(void) {
  xTaskCreate(blink_task, "blink", 2048, NULL, 5, NULL);
}
\`\`\`

\`vTaskDelay\` is the key difference from \`delay()\`: while this task sleeps, other tasks run.

## Priorities and stacks

- **Priority:** a higher number runs first whenever it is ready. Give time-critical work (reading a sensor on a deadline) a higher priority than logging or the UI.
- **Stack size:** in bytes on the ESP32 (in words on most other ports!). Start with 2048–4096 and check the high-water mark with \`uxTaskGetStackHighWaterMark(NULL)\` once things work.

## Pass data with a queue, not a global

Two tasks writing the same global variable is a race. A queue copies the data safely and lets the receiver sleep until something arrives:

\`\`\`c
static QueueHandle_t readings;

static void sensor_task(void *arg) {
  for (;;) {
    float t = read_temperature();
    xQueueSend(readings, &t, portMAX_DELAY);
    vTaskDelay(pdMS_TO_TICKS(1000));
  }
}

static void report_task(void *arg) {
  float t;
  for (;;) {
    if (xQueueReceive(readings, &t, portMAX_DELAY) == pdTRUE) {
      printf("temperature: %.1f C\\n", t);
    }
  }
}

void app_main(void) {
  readings = xQueueCreate(8, sizeof(float));
  xTaskCreate(sensor_task, "sensor", 3072, NULL, 6, NULL);
  xTaskCreate(report_task, "report", 3072, NULL, 4, NULL);
}
\`\`\`

## Common mistakes

1. Returning from a task function (it must loop forever or call \`vTaskDelete(NULL)\`).
2. Busy-waiting in a high-priority task, which starves everything below it.
3. Calling blocking functions from an interrupt — use the \`...FromISR\` variants.

Next time: mutexes, and why priority inversion once nearly lost a Mars rover.`,
  },
];

/**
 * Loads {@link SEED_POSTS} once per database (flag {@link DEMO_BLOG_FLAG}), after the demo members: the authors are
 * made writers (moderators write anyway), posts are published at dates relative to `now`, likes come from demo members
 * (missing ones are skipped), and the markdown is rendered and sanitised like any saved post.
 * @returns whether they were loaded on this run
 */
export async function seedDemoBlog(db: Kysely<DB>, now: Date): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_BLOG_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_BLOG_FLAG)) return false;
  const day = 86_400_000;
  await db.transaction().execute(async (trx) => {
    const names = [...new Set(SEED_POSTS.flatMap((p) => [p.author, ...p.likedBy]))];
    const users = await trx.selectFrom('users').select(['id', 'username', 'role', 'status']).where('username', 'in', names).execute();
    const active = users.filter((u) => u.status === 'active');
    const idOf = new Map(active.map((u) => [u.username, u.id]));
    const writers = [...new Set(SEED_POSTS.map((p) => p.author))].flatMap((n) => {
      const u = active.find((a) => a.username === n);
      return u && u.role === 'user' ? [u.id] : [];
    });
    if (writers.length > 0)
      await trx
        .insertInto('blog_writers')
        .values(writers.map((user_id) => ({ user_id, added_by: null, created_at: new Date(now.getTime() - 60 * day).toISOString() })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    for (const p of SEED_POSTS) {
      const author = idOf.get(p.author);
      if (author === undefined) continue;
      const published = new Date(now.getTime() - p.ageDays * day).toISOString();
      const created = new Date(now.getTime() - (p.ageDays + 2) * day).toISOString();
      const likers = p.likedBy.flatMap((n) => (idOf.has(n) ? [idOf.get(n)!] : []));
      const { id } = await trx
        .insertInto('blog_posts')
        .values({
          slug: slugify(p.title),
          title: p.title,
          excerpt: p.excerpt || markdownExcerpt(p.content, 200),
          content: p.content,
          content_html: renderMarkdown(p.content),
          category: p.category,
          status: 'published',
          cover_image_id: null,
          cover_url: p.cover,
          read_time: readTimeMinutes(p.content),
          views: p.views,
          likes: likers.length,
          author_id: author,
          published_at: published,
          created_at: created,
          updated_at: published,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning('id')
        .executeTakeFirst()
        .then((row) => row ?? { id: undefined });
      if (id === undefined) continue;
      await trx
        .insertInto('blog_post_tags')
        .values(p.tags.map((name, position) => ({ post_id: id, name, position })))
        .execute();
      if (likers.length > 0)
        await trx
          .insertInto('blog_post_likes')
          .values(likers.map((user_id, i) => ({ post_id: id, user_id, created_at: new Date(Date.parse(published) + (i + 1) * 3_600_000).toISOString() })))
          .execute();
    }
    await trx.insertInto('app_settings').values({ key: DEMO_BLOG_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
