import type { ResourceCategory } from '@esdc/core/resource';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/*
 * The learning resources library (SPEC §2 Resources): links to the official documentation and the best
 * guides for each category, loaded once per database (real content, not demo data). Admins and moderators manage the
 * list afterwards at /resources.
 */

/** Set once the resources are loaded. */
export const RESOURCES_FLAG = 'seed_resources_v1';

/** One seeded link. */
export interface SeedResource {
  title: string;
  description: string;
  category: ResourceCategory;
  url: string;
}

/** The links, oldest first (the list shows the newest first). */
export const SEED_RESOURCES: readonly SeedResource[] = [
  {
    title: 'Arduino Documentation',
    description: 'Official guides for every Arduino board: pinouts, datasheets, tutorials and the getting-started path.',
    category: 'arduino',
    url: 'https://docs.arduino.cc/',
  },
  {
    title: 'Arduino Language Reference',
    description: 'Every function, variable and structure of the Arduino language, with examples.',
    category: 'arduino',
    url: 'https://docs.arduino.cc/language-reference/',
  },
  {
    title: 'Adafruit Learning System',
    description: 'Thousands of step-by-step project guides with wiring diagrams and code for sensors, displays and LEDs.',
    category: 'arduino',
    url: 'https://learn.adafruit.com/',
  },
  {
    title: 'Raspberry Pi Documentation',
    description: 'The official documentation: setting up, configuration, the GPIO header, camera and the Pico microcontroller.',
    category: 'raspberry-pi',
    url: 'https://www.raspberrypi.com/documentation/',
  },
  {
    title: 'gpiozero',
    description: 'The simple Python interface to GPIO devices on the Raspberry Pi: LEDs, buttons, motors and sensors in a few lines.',
    category: 'raspberry-pi',
    url: 'https://gpiozero.readthedocs.io/',
  },
  {
    title: 'Raspberry Pi Pico C/C++ SDK',
    description: 'Getting started with the RP2040 in C: the SDK, PIO state machines and the debug probe.',
    category: 'raspberry-pi',
    url: 'https://www.raspberrypi.com/documentation/microcontrollers/c_sdk.html',
  },
  {
    title: 'KiCad Documentation',
    description: 'The manuals of the KiCad schematic and PCB editors, from the first schematic to the Gerber files.',
    category: 'pcb',
    url: 'https://docs.kicad.org/',
  },
  {
    title: 'SparkFun: PCB Basics',
    description: 'What a printed circuit board is made of, and the vocabulary (vias, pads, silkscreen, solder mask) you need to design one.',
    category: 'pcb',
    url: 'https://learn.sparkfun.com/tutorials/pcb-basics/all',
  },
  {
    title: 'ESP-IDF Programming Guide',
    description: "Espressif's guide to the ESP32 family: setup, FreeRTOS, Wi-Fi, Bluetooth and every peripheral's API.",
    category: 'iot',
    url: 'https://docs.espressif.com/projects/esp-idf/en/stable/esp32/',
  },
  {
    title: 'MQTT Version 5.0 Specification',
    description: 'The OASIS standard for the publish/subscribe protocol most IoT devices speak.',
    category: 'iot',
    url: 'https://docs.oasis-open.org/mqtt/mqtt/v5.0/mqtt-v5.0.html',
  },
  {
    title: 'Arduino core for the ESP32',
    description: 'Programming ESP32 boards with the Arduino API: installation, Wi-Fi, BLE and peripheral libraries.',
    category: 'iot',
    url: 'https://docs.espressif.com/projects/arduino-esp32/en/latest/',
  },
  {
    title: 'FreeRTOS Documentation',
    description: 'Tasks, queues, semaphores and timers: the kernel guides and API reference of the real-time OS on the ESP32 and many MCUs.',
    category: 'programming',
    url: 'https://www.freertos.org/Documentation/00-Overview',
  },
  {
    title: 'PlatformIO Documentation',
    description: 'The build system and library manager for embedded projects: platformio.ini, boards, debugging and unit tests.',
    category: 'programming',
    url: 'https://docs.platformio.org/',
  },
  {
    title: 'MicroPython Documentation',
    description: 'Python 3 on microcontrollers: the language, the machine module and ports for the Pico and ESP32.',
    category: 'programming',
    url: 'https://docs.micropython.org/',
  },
  {
    title: 'AVR Libc Reference',
    description: 'The C library for AVR chips: registers, interrupts, EEPROM, program memory and delays at the bare-metal level.',
    category: 'programming',
    url: 'https://avrdudes.github.io/avr-libc/avr-libc-user-manual/',
  },
];

/**
 * Loads the resources once per database (flag {@link RESOURCES_FLAG}); a link already listed is not added twice.
 * @returns whether they were loaded on this call
 */
export async function seedResources(db: Kysely<DB>, now: Date): Promise<boolean> {
  const flag = await db.selectFrom('app_settings').select('value').where('key', '=', RESOURCES_FLAG).executeTakeFirst();
  if (flag) return false;
  await db.transaction().execute(async (trx) => {
    const existing = new Set((await trx.selectFrom('resources').select('url').execute()).map((r) => r.url));
    for (const [i, r] of SEED_RESOURCES.entries()) {
      if (existing.has(r.url)) continue;
      const at = new Date(now.getTime() - (SEED_RESOURCES.length - i) * 60_000).toISOString();
      await trx
        .insertInto('resources')
        .values({
          title: r.title,
          description: r.description,
          category: r.category,
          kind: 'link',
          url: r.url,
          file_id: null,
          created_by: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    await trx.insertInto('app_settings').values({ key: RESOURCES_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
