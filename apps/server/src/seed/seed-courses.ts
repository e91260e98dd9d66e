import type { CourseCategory, CourseLevel } from '@esdc/core/course';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { renderMarkdown } from '../lib/markdown.ts';

/*
 * Demo courses (SPEC §2 Courses, §9 "8 courses (levels Beginner, Intermediate, Advanced)"): eight real outlines written
 * by us — Embedded C, Arduino, ESP32 and IoT, RTOS (FreeRTOS), PCB design (KiCad),
 * Raspberry Pi, Sensors and TinyML — taught by demo members, some FREE and some priced in paise. Two carry full lesson
 * content and an exam and a practice test: Arduino Fundamentals (free; the end-to-end tests take its exam) and
 * Embedded C Programming. A few demo members are enrolled and have reviewed, so the counts are real. Covers reuse the
 * illustrations shipped with the web app.
 */

/** Set once the demo courses are loaded. */
export const DEMO_COURSES_FLAG = 'seed_demo_courses_v1';

/** A lesson: title, minutes, markdown (full courses) or a one-line summary (outlines), and whether it is a preview. */
interface SeedLesson {
  title: string;
  minutes: number;
  content: string;
  preview?: boolean;
  video?: string;
}

interface SeedQuestion {
  kind: 'single' | 'multiple' | 'short';
  prompt: string;
  explanation?: string;
  /** Choice questions: [text, correct]. */
  options?: [string, boolean][];
  /** Short questions: accepted answers. */
  accepted?: string[];
}

interface SeedExam {
  kind: 'exam' | 'test';
  title: string;
  minutes: number;
  passMark?: number;
  maxAttempts?: number | null;
  questions: SeedQuestion[];
}

interface SeedCourse {
  title: string;
  description: string;
  instructor: string;
  duration: string;
  level: CourseLevel;
  category: CourseCategory;
  image: string;
  pricePaise: number;
  outcomes: string[];
  resources: { title: string; url: string }[];
  modules: { title: string; lessons: SeedLesson[] }[];
  exams: SeedExam[];
  /** Created this many days before the seeding clock. */
  ageDays: number;
  views: number;
  likedBy: string[];
  enrolled: string[];
  reviews: { by: string; rating: number; text: string }[];
}

/** An outline lesson: its summary is its content until the full notes are written. */
const outline = (title: string, minutes: number, summary: string, preview = false): SeedLesson => ({ title, minutes, content: summary, preview });

const ARDUINO_MODULES: SeedCourse['modules'] = [
  {
    title: 'Getting started',
    lessons: [
      {
        title: 'What is an Arduino?',
        minutes: 10,
        preview: true,
        content: `An **Arduino** is a small microcontroller board plus a friendly toolchain. The classic **Arduino Uno** is built around the ATmega328P: an 8-bit AVR microcontroller running at 16 MHz, with 32 KB of flash for your program and 2 KB of RAM.

## What is on the board

- **14 digital pins** (D0–D13). Six of them (3, 5, 6, 9, 10, 11) can output PWM, marked with a \`~\`.
- **6 analog inputs** (A0–A5), read by a 10-bit analog-to-digital converter.
- A **built-in LED** wired to pin 13.
- A USB connection used both for power and for uploading sketches.

## Sketches

An Arduino program is called a *sketch*. Every sketch has two functions:

\`\`\`cpp
void setup() {
  // runs once, after power-up or reset
}

void loop() {
  // runs again and again, forever
}
\`\`\`

Install the Arduino IDE (or use the web editor), choose **Tools → Board → Arduino Uno** and the right port, and you are ready for the first sketch.`,
      },
      {
        title: 'Your first sketch: Blink',
        minutes: 15,
        content: `Blinking an LED is the "hello world" of embedded systems. It proves the whole chain works: editor, compiler, upload and board.

\`\`\`cpp
const int LED_PIN = LED_BUILTIN;  // pin 13 on the Uno

void setup() {
  pinMode(LED_PIN, OUTPUT);
}

void loop() {
  digitalWrite(LED_PIN, HIGH);  // LED on
  delay(500);                   // wait 500 ms
  digitalWrite(LED_PIN, LOW);   // LED off
  delay(500);
}
\`\`\`

- \`pinMode(pin, OUTPUT)\` makes the pin drive a voltage.
- \`digitalWrite(pin, HIGH)\` puts 5 V on it, \`LOW\` puts 0 V.
- \`delay(ms)\` stops the program for that many milliseconds.

## An external LED

To blink your own LED, wire **pin → 220 Ω resistor → LED anode (long leg) → LED cathode → GND**. The resistor limits the current to roughly (5 V − 2 V) / 220 Ω ≈ 14 mA, safe for both the LED and the pin (keep each pin under 20 mA).

Try changing the delays, then blink two LEDs alternately.`,
      },
    ],
  },
  {
    title: 'Digital and analog I/O',
    lessons: [
      {
        title: 'Reading a button with INPUT_PULLUP',
        minutes: 20,
        content: `A pin configured as an input must never be left *floating*: unconnected, it picks up noise and reads random values. The ATmega328P has an internal pull-up resistor (about 20–50 kΩ) on every pin that ties it to 5 V.

\`\`\`cpp
const int BUTTON_PIN = 2;

void setup() {
  pinMode(BUTTON_PIN, INPUT_PULLUP);
  pinMode(LED_BUILTIN, OUTPUT);
}

void loop() {
  // Wired between pin 2 and GND: pressed pulls the pin LOW.
  bool pressed = digitalRead(BUTTON_PIN) == LOW;
  digitalWrite(LED_BUILTIN, pressed ? HIGH : LOW);
}
\`\`\`

With \`INPUT_PULLUP\` the logic is **inverted**: the pin reads \`HIGH\` when the button is open and \`LOW\` when it is pressed. No external resistor is needed.

## Bouncing

A mechanical contact does not close cleanly: it *bounces* for a few milliseconds, and a fast loop sees several presses. The usual fix is to accept a new state only after it has been stable for about 20–50 ms (we do that with \`millis()\` in the next module).`,
      },
      {
        title: 'Analog input and PWM output',
        minutes: 25,
        content: `## Reading a voltage

\`analogRead(A0)\` measures the voltage on A0 with a 10-bit converter and returns a number from **0 to 1023**, where 0 is 0 V and 1023 is the reference (5 V on the Uno).

\`\`\`cpp
int raw = analogRead(A0);            // 0..1023
float volts = raw * (5.0 / 1023.0);  // back to volts
\`\`\`

A potentiometer wired as a voltage divider (ends to 5 V and GND, wiper to A0) gives you a knob.

## Writing "analog" with PWM

The Uno has no digital-to-analog converter. \`analogWrite(pin, value)\` instead switches the pin on and off very fast (about 490 Hz, 980 Hz on pins 5 and 6): **pulse-width modulation**. The value, **0 to 255**, sets the fraction of time the pin is high. An LED averages that into brightness.

\`\`\`cpp
const int LED_PIN = 9;  // a PWM pin (~)

void loop() {
  int raw = analogRead(A0);
  analogWrite(LED_PIN, map(raw, 0, 1023, 0, 255));
}
\`\`\`

Only pins **3, 5, 6, 9, 10 and 11** support \`analogWrite\` on the Uno.`,
      },
    ],
  },
  {
    title: 'Timing and the serial monitor',
    lessons: [
      {
        title: 'Non-blocking timing with millis()',
        minutes: 25,
        content: `\`delay()\` stops everything: while the board waits, it cannot read a button or a sensor. \`millis()\` returns the number of milliseconds since the board started (an \`unsigned long\`, which wraps around after about 49.7 days). Comparing it with a saved time lets one loop do several things "at once".

\`\`\`cpp
const unsigned long INTERVAL_MS = 500;
unsigned long lastToggle = 0;
bool ledOn = false;

void setup() {
  pinMode(LED_BUILTIN, OUTPUT);
}

void loop() {
  unsigned long now = millis();
  if (now - lastToggle >= INTERVAL_MS) {
    lastToggle = now;
    ledOn = !ledOn;
    digitalWrite(LED_BUILTIN, ledOn);
  }
  // ...free to read buttons and sensors here
}
\`\`\`

Write the test as \`now - lastToggle >= INTERVAL_MS\`, with unsigned arithmetic: it stays correct when \`millis()\` wraps around, while \`now >= lastToggle + INTERVAL_MS\` does not.`,
      },
      {
        title: 'Talking to your computer over Serial',
        minutes: 20,
        content: `The USB cable also carries a serial port. Open it in \`setup()\` and print from anywhere:

\`\`\`cpp
void setup() {
  Serial.begin(9600);  // bits per second: must match the Serial Monitor
}

void loop() {
  int raw = analogRead(A0);
  Serial.print("A0 = ");
  Serial.println(raw);
  delay(200);
}
\`\`\`

Open **Tools → Serial Monitor** and pick the same baud rate (9600). The **Serial Plotter** draws numbers printed one per line as a live graph — the quickest oscilloscope you own.

Reading works too: \`Serial.available()\` tells how many bytes are waiting and \`Serial.read()\` takes one. On the Uno, pins 0 and 1 are the same serial port: keep them free while you use USB.`,
      },
    ],
  },
];

const ARDUINO_EXAMS: SeedExam[] = [
  {
    kind: 'exam',
    title: 'Arduino Fundamentals final exam',
    minutes: 15,
    passMark: 70,
    maxAttempts: 3,
    questions: [
      {
        kind: 'single',
        prompt: 'Which pin is the built-in LED (LED_BUILTIN) wired to on an Arduino Uno?',
        options: [
          ['13', true],
          ['2', false],
          ['A0', false],
          ['9', false],
        ],
        explanation: 'LED_BUILTIN is pin 13 on the Uno.',
      },
      {
        kind: 'single',
        prompt: 'A button is wired between pin 2 and GND, and pin 2 is set to INPUT_PULLUP. What does digitalRead(2) return while the button is pressed?',
        options: [
          ['LOW', true],
          ['HIGH', false],
          ['A random value', false],
        ],
        explanation: 'The internal pull-up holds the pin HIGH; pressing the button connects it to GND, so it reads LOW.',
      },
      {
        kind: 'multiple',
        prompt: 'Which of these Uno pins can be used with analogWrite (PWM)? Select all that apply.',
        options: [
          ['3', true],
          ['5', true],
          ['7', false],
          ['9', true],
          ['12', false],
        ],
        explanation: 'The PWM pins of the Uno are 3, 5, 6, 9, 10 and 11.',
      },
      {
        kind: 'single',
        prompt: 'What range of values does analogRead() return on an Arduino Uno?',
        options: [
          ['0 to 1023', true],
          ['0 to 255', false],
          ['0 to 4095', false],
          ['0 to 5', false],
        ],
        explanation: 'The Uno converter has 10 bits: 2^10 = 1024 steps, 0 to 1023.',
      },
      {
        kind: 'short',
        prompt: 'Which function returns the number of milliseconds since the board started running?',
        accepted: ['millis', 'millis()'],
        explanation: 'millis() returns an unsigned long count of milliseconds.',
      },
      {
        kind: 'single',
        prompt: 'Why is millis()-based timing preferred over delay() in a sketch that must also read a button?',
        options: [
          ['delay() blocks the loop, so the button is not read while waiting', true],
          ['millis() makes the LED brighter', false],
          ['delay() only works on pin 13', false],
        ],
        explanation: 'delay() stops the program; comparing millis() lets the loop keep running.',
      },
    ],
  },
  {
    kind: 'test',
    title: 'Practice quiz: pins and PWM',
    minutes: 5,
    passMark: 60,
    maxAttempts: null,
    questions: [
      {
        kind: 'single',
        prompt: 'Which function configures a pin as an output?',
        options: [
          ['pinMode(pin, OUTPUT)', true],
          ['digitalWrite(pin, OUTPUT)', false],
          ['analogWrite(pin, 255)', false],
        ],
      },
      {
        kind: 'short',
        prompt: 'What is the largest value analogWrite() accepts on an Uno?',
        accepted: ['255'],
      },
      {
        kind: 'single',
        prompt: 'Which resistor value is a sensible series resistor for a red LED on a 5 V pin?',
        options: [
          ['220 Ω', true],
          ['1 Ω', false],
          ['10 MΩ', false],
        ],
      },
    ],
  },
];

const EMBEDDED_C_MODULES: SeedCourse['modules'] = [
  {
    title: 'C for microcontrollers',
    lessons: [
      {
        title: 'Fixed-width integers with stdint.h',
        minutes: 20,
        preview: true,
        content: `On a desktop, \`int\` is 32 bits. On an 8-bit AVR it is **16 bits**; on an ARM Cortex-M it is 32. Firmware that talks to hardware needs to know exactly how wide each variable is, so embedded C uses the fixed-width types from \`<stdint.h>\`:

| Type | Width | Range |
| --- | --- | --- |
| \`uint8_t\` | 8 bits | 0 … 255 |
| \`int16_t\` | 16 bits | −32 768 … 32 767 |
| \`uint32_t\` | 32 bits | 0 … 4 294 967 295 |

\`\`\`c
#include <stdint.h>

uint8_t  duty = 200;        /* a PWM compare value */
uint16_t adc_raw = 1023;    /* a 10-bit reading fits in 16 bits */
uint32_t uptime_ms = 0;     /* would overflow a 16-bit int in 65 s */
\`\`\`

## Watch the promotions

Arithmetic on types narrower than \`int\` is done in \`int\`. On a 16-bit \`int\`, \`uint16_t a = 40000; uint32_t x = a * 2;\` overflows **before** the assignment. Cast first: \`(uint32_t)a * 2\`.`,
      },
      {
        title: 'volatile and the optimiser',
        minutes: 20,
        content: `The compiler may keep a variable in a register and assume nothing else changes it. That is wrong for:

- **hardware registers**, which the peripheral updates on its own;
- **variables shared with an interrupt handler**.

\`volatile\` tells the compiler that every read and write must really happen, in order.

\`\`\`c
volatile uint8_t tick = 0;   /* written by a timer interrupt */

void wait_for_tick(void) {
    uint8_t start = tick;
    while (tick == start) {
        /* without volatile, this may compile to an endless loop */
    }
}
\`\`\`

\`volatile\` does **not** make an access atomic: a 32-bit variable on an 8-bit CPU is still read in four steps (see the interrupts module).`,
      },
    ],
  },
  {
    title: 'Bits and registers',
    lessons: [
      {
        title: 'Bit manipulation: set, clear, toggle, test',
        minutes: 25,
        content: `Peripherals are controlled by single bits inside registers. Four idioms cover almost everything:

\`\`\`c
#define BIT(n) (1u << (n))

reg |=  BIT(5);          /* set bit 5 */
reg &= ~BIT(5);          /* clear bit 5 */
reg ^=  BIT(5);          /* toggle bit 5 */
if (reg & BIT(5)) { }    /* test bit 5 */
\`\`\`

Fields wider than one bit use a mask and a shift:

\`\`\`c
#define MODE_SHIFT 2
#define MODE_MASK  (0x3u << MODE_SHIFT)

reg = (reg & ~MODE_MASK) | ((mode << MODE_SHIFT) & MODE_MASK);
\`\`\`

Always clear a field before writing it, and use unsigned constants (\`1u\`): shifting a signed \`1\` into the sign bit is undefined behaviour.`,
      },
      {
        title: 'Memory-mapped registers',
        minutes: 25,
        content: `A microcontroller's peripherals appear at fixed addresses. Writing to the address writes to the hardware. On the ATmega328P, \`PORTB\` lives at data address \`0x25\` and \`DDRB\` at \`0x24\`:

\`\`\`c
#include <stdint.h>

#define DDRB  (*(volatile uint8_t *)0x24)
#define PORTB (*(volatile uint8_t *)0x25)

int main(void) {
    DDRB |= (1u << 5);          /* PB5 (Arduino pin 13) as output */
    for (;;) {
        PORTB ^= (1u << 5);     /* toggle the LED */
        for (volatile uint32_t i = 0; i < 100000; i++) { }
    }
}
\`\`\`

The cast makes the address a pointer to a \`volatile uint8_t\`; the leading \`*\` dereferences it, so \`DDRB\` behaves like a variable. Vendor headers (\`<avr/io.h>\`, CMSIS device headers for ARM) define every register this way — use them rather than raw addresses.`,
      },
    ],
  },
  {
    title: 'Interrupts',
    lessons: [
      {
        title: 'Writing an interrupt service routine',
        minutes: 25,
        content: `An interrupt makes the CPU stop what it is doing, run a handler (the **ISR**), and resume. With avr-gcc an ISR is declared with the \`ISR()\` macro and the vector name:

\`\`\`c
#include <avr/io.h>
#include <avr/interrupt.h>

volatile uint32_t ms_ticks = 0;

ISR(TIMER0_COMPA_vect) {
    ms_ticks++;                 /* keep ISRs short */
}

void timer0_init(void) {
    TCCR0A = (1 << WGM01);                 /* CTC mode */
    OCR0A  = 249;                          /* 16 MHz / 64 / 250 = 1 kHz */
    TCCR0B = (1 << CS01) | (1 << CS00);    /* prescaler 64 */
    TIMSK0 = (1 << OCIE0A);                /* enable compare-match A interrupt */
    sei();                                 /* global interrupt enable */
}
\`\`\`

Rules of thumb: do the minimum in the ISR (set a flag, store a value), never call \`delay\` or blocking I/O from it, and do the real work in the main loop.`,
      },
      {
        title: 'Sharing data with ISRs safely',
        minutes: 20,
        content: `\`ms_ticks\` above is 32 bits wide. On an 8-bit AVR, reading it takes four instructions — an interrupt can fire half-way and you read a torn value. Disable interrupts around multi-byte reads:

\`\`\`c
#include <util/atomic.h>

uint32_t millis_now(void) {
    uint32_t copy;
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        copy = ms_ticks;
    }
    return copy;
}
\`\`\`

\`ATOMIC_BLOCK(ATOMIC_RESTORESTATE)\` saves the interrupt flag, clears it, runs the block and restores it. Keep such critical sections as short as possible: while they run, interrupts wait.

Checklist for shared data: declare it \`volatile\`; make multi-byte accesses atomic; let only one side write it when you can.`,
      },
    ],
  },
];

const EMBEDDED_C_EXAMS: SeedExam[] = [
  {
    kind: 'exam',
    title: 'Embedded C final exam',
    minutes: 20,
    passMark: 70,
    maxAttempts: 3,
    questions: [
      {
        kind: 'single',
        prompt: 'Which expression clears bit 3 of reg and leaves the other bits unchanged?',
        options: [
          ['reg &= ~(1u << 3);', true],
          ['reg |= (1u << 3);', false],
          ['reg ^= (1u << 3);', false],
          ['reg = 0;', false],
        ],
        explanation: 'AND with the inverted mask clears only that bit.',
      },
      {
        kind: 'single',
        prompt: 'Why must a variable updated inside an ISR and polled in main() be declared volatile?',
        options: [
          ['So the compiler re-reads it from memory on every access', true],
          ['So the access becomes atomic', false],
          ['So it is stored in flash', false],
        ],
        explanation: 'volatile prevents caching in a register; it does not make accesses atomic.',
      },
      {
        kind: 'multiple',
        prompt: 'Which of these belong in a well-written ISR? Select all that apply.',
        options: [
          ['Setting a flag for the main loop', true],
          ['Storing a captured value in a volatile variable', true],
          ['Calling a 100 ms delay', false],
          ['Printing a long message over a blocking serial port', false],
        ],
      },
      {
        kind: 'short',
        prompt: 'Which standard header defines uint8_t and uint32_t?',
        accepted: ['stdint.h', '<stdint.h>'],
      },
      {
        kind: 'single',
        prompt: 'On an 8-bit AVR where int is 16 bits, what is the range of int16_t?',
        options: [
          ['−32 768 to 32 767', true],
          ['0 to 65 535', false],
          ['−128 to 127', false],
        ],
      },
      {
        kind: 'single',
        prompt: 'What does ATOMIC_BLOCK(ATOMIC_RESTORESTATE) guarantee for the code inside it?',
        options: [
          ['It runs with interrupts disabled, and the previous interrupt state is restored after', true],
          ['It runs faster', false],
          ['It runs on a second core', false],
        ],
      },
    ],
  },
  {
    kind: 'test',
    title: 'Practice: bits and masks',
    minutes: 5,
    passMark: 60,
    maxAttempts: null,
    questions: [
      {
        kind: 'short',
        prompt: 'Which operator toggles bits in C (as in reg ?= mask)?',
        accepted: ['^', '^='],
      },
      {
        kind: 'single',
        prompt: 'What is the value of (1u << 4)?',
        options: [
          ['16', true],
          ['4', false],
          ['8', false],
        ],
      },
    ],
  },
];

/** The demo courses, oldest first. */
export const SEED_COURSES: readonly SeedCourse[] = [
  {
    title: 'Embedded C Programming',
    description:
      'The C that firmware is written in: fixed-width types, volatile, bit manipulation, memory-mapped registers and interrupt service routines, with examples on the ATmega328P.',
    instructor: 'priya',
    duration: '4 weeks',
    level: 'Intermediate',
    category: 'Embedded C',
    image: '/images/courses/embedded-c.svg',
    pricePaise: 49_900,
    outcomes: [
      'Choose the right fixed-width integer type and avoid promotion bugs',
      'Set, clear, toggle and test bits and fields in registers',
      'Drive peripherals through memory-mapped registers',
      'Write short interrupt service routines and share data with them safely',
    ],
    resources: [
      { title: 'AVR Libc reference manual', url: 'https://avrdudes.github.io/avr-libc/avr-libc-user-manual/' },
      { title: 'ATmega328P datasheet', url: 'https://www.microchip.com/en-us/product/atmega328p' },
      { title: 'C reference: fixed width integer types', url: 'https://en.cppreference.com/w/c/types/integer' },
    ],
    modules: EMBEDDED_C_MODULES,
    exams: EMBEDDED_C_EXAMS,
    ageDays: 120,
    views: 342,
    likedBy: ['arjun', 'lukas', 'mei'],
    enrolled: ['lukas', 'mei'],
    reviews: [{ by: 'lukas', rating: 5, text: 'The interrupts module finally made ATOMIC_BLOCK click for me. Short, precise lessons.' }],
  },
  {
    title: 'Arduino Fundamentals',
    description:
      'Start from zero with an Arduino Uno: blink an LED, read buttons and knobs, dim with PWM, keep time with millis() and talk to your computer over the serial port.',
    instructor: 'lukas',
    duration: '3 weeks',
    level: 'Beginner',
    category: 'Arduino',
    image: '/images/courses/arduino-fundamentals.svg',
    pricePaise: 0,
    outcomes: [
      'Set up the Arduino IDE and upload a sketch',
      'Use digital inputs and outputs, with INPUT_PULLUP for buttons',
      'Read analog sensors and dim LEDs with PWM',
      'Write non-blocking code with millis()',
      'Debug with the Serial Monitor and Plotter',
    ],
    resources: [
      { title: 'Arduino language reference', url: 'https://docs.arduino.cc/language-reference/' },
      { title: 'Arduino Uno Rev3 documentation', url: 'https://docs.arduino.cc/hardware/uno-rev3/' },
      { title: 'Built-in examples', url: 'https://docs.arduino.cc/built-in-examples/' },
    ],
    modules: ARDUINO_MODULES,
    exams: ARDUINO_EXAMS,
    ageDays: 110,
    views: 1_204,
    likedBy: ['arjun', 'sara', 'omar', 'hannah', 'diego'],
    enrolled: ['arjun', 'sara', 'omar', 'hannah'],
    reviews: [
      { by: 'sara', rating: 5, text: 'Perfect first course. The millis() lesson fixed the laggy button in my dashboard project.' },
      { by: 'omar', rating: 4, text: 'Clear and practical. I would love a lesson on debouncing in more depth.' },
    ],
  },
  {
    title: 'ESP32 and IoT',
    description:
      'Connect an ESP32 to Wi-Fi, publish sensor readings over MQTT, serve a small web page from the board and update firmware over the air, with attention to power and security.',
    instructor: 'sara',
    duration: '5 weeks',
    level: 'Intermediate',
    category: 'IoT',
    image: '/images/courses/esp32-iot.svg',
    pricePaise: 99_900,
    outcomes: ['Connect an ESP32 to Wi-Fi reliably', 'Publish and subscribe with MQTT', 'Serve a web page from the board', 'Update firmware over the air'],
    resources: [
      { title: 'ESP-IDF programming guide', url: 'https://docs.espressif.com/projects/esp-idf/en/latest/esp32/' },
      { title: 'Arduino core for the ESP32', url: 'https://docs.espressif.com/projects/arduino-esp32/en/latest/' },
      { title: 'MQTT specification', url: 'https://mqtt.org/mqtt-specification/' },
    ],
    modules: [
      {
        title: 'The ESP32',
        lessons: [
          outline('ESP32 family tour: classic, S3 and C3', 15, 'Cores, radios, memory and which variant to pick for a project.', true),
          outline('Toolchains: Arduino core and ESP-IDF', 20, 'Installing both, and when each is the better choice.'),
          outline('GPIO, ADC and strapping pins', 20, 'Which pins are safe to use, and the ones that decide the boot mode.'),
        ],
      },
      {
        title: 'Networking',
        lessons: [
          outline('Connecting to Wi-Fi and reconnecting', 25, 'Station mode, events and a reconnect loop that survives a router reboot.'),
          outline('MQTT: topics, QoS and retained messages', 30, 'Publishing sensor readings to a broker and subscribing to commands.'),
          outline('A web server on the board', 25, 'Serving a status page and a small JSON API from the ESP32.'),
        ],
      },
      {
        title: 'Shipping a device',
        lessons: [
          outline('Deep sleep and battery life', 25, 'Measuring current and waking on a timer or a pin.'),
          outline('Over-the-air updates', 20, 'Partition tables and a safe OTA update with rollback.'),
          outline('TLS and credentials', 20, 'Verifying the broker certificate and keeping secrets out of the repository.'),
        ],
      },
    ],
    exams: [],
    ageDays: 90,
    views: 688,
    likedBy: ['priya', 'diego'],
    enrolled: [],
    reviews: [],
  },
  {
    title: 'RTOS with FreeRTOS',
    description:
      'Move from a super-loop to tasks: scheduling, priorities, queues, semaphores, mutexes and software timers in FreeRTOS, and how to find stack overflows and priority inversion.',
    instructor: 'priya',
    duration: '6 weeks',
    level: 'Advanced',
    category: 'RTOS',
    image: '/images/courses/freertos.svg',
    pricePaise: 99_900,
    outcomes: [
      'Design firmware as cooperating tasks',
      'Pass data safely with queues',
      'Protect shared resources with mutexes',
      'Size stacks and diagnose overflows',
    ],
    resources: [
      { title: 'FreeRTOS documentation', url: 'https://www.freertos.org/Documentation/00-Overview' },
      { title: 'FreeRTOS kernel API reference', url: 'https://www.freertos.org/Documentation/02-Kernel/04-API-references/01-Task-creation/00-TaskHandle' },
    ],
    modules: [
      {
        title: 'Tasks and scheduling',
        lessons: [
          outline('Why an RTOS?', 15, 'What a super-loop cannot do well, and what a scheduler adds.', true),
          outline('Creating tasks and priorities', 25, 'xTaskCreate, stack sizes and preemptive priority scheduling.'),
          outline('Delays that do not waste time', 20, 'vTaskDelay and vTaskDelayUntil for periodic tasks.'),
        ],
      },
      {
        title: 'Communication',
        lessons: [
          outline('Queues', 30, 'Sending readings from an ISR to a task with xQueueSendFromISR.'),
          outline('Semaphores and task notifications', 25, 'Signalling events cheaply between ISRs and tasks.'),
          outline('Mutexes and priority inversion', 30, 'Protecting a shared bus, and how priority inheritance helps.'),
        ],
      },
      {
        title: 'Debugging a real-time system',
        lessons: [
          outline('Stack overflow detection', 20, 'configCHECK_FOR_STACK_OVERFLOW and uxTaskGetStackHighWaterMark.'),
          outline('Software timers', 20, 'One-shot and auto-reload timers and the timer service task.'),
          outline('Tracing and run-time statistics', 25, 'Seeing which task runs when, and how much CPU each one uses.'),
        ],
      },
    ],
    exams: [],
    ageDays: 75,
    views: 519,
    likedBy: ['mei', 'lukas'],
    enrolled: [],
    reviews: [],
  },
  {
    title: 'PCB Design with KiCad',
    description:
      'Take a circuit from schematic to a manufacturable two-layer board in KiCad: symbols and footprints, layout, ground planes, design rules and the files a fab needs.',
    instructor: 'arjun',
    duration: '4 weeks',
    level: 'Intermediate',
    category: 'PCB Design',
    image: '/images/courses/pcb-kicad.svg',
    pricePaise: 49_900,
    outcomes: [
      'Draw a clean schematic with correct symbols',
      'Assign and check footprints',
      'Lay out a two-layer board with a solid ground',
      'Export Gerbers and a BOM for fabrication',
    ],
    resources: [
      { title: 'KiCad documentation', url: 'https://docs.kicad.org/' },
      { title: 'KiCad getting started guide', url: 'https://docs.kicad.org/8.0/en/getting_started_in_kicad/getting_started_in_kicad.html' },
    ],
    modules: [
      {
        title: 'Schematic capture',
        lessons: [
          outline('A tour of KiCad', 15, 'Projects, the schematic editor and the board editor.', true),
          outline('Symbols, nets and labels', 25, 'Drawing a readable schematic and running the electrical rules check.'),
        ],
      },
      {
        title: 'Layout',
        lessons: [
          outline('Footprints and the 1:1 print test', 20, 'Matching footprints to the parts you will actually buy.'),
          outline('Placement and routing', 30, 'Placing by function, routing power first, and trace widths.'),
          outline('Ground planes and decoupling', 25, 'Pours, stitching vias and where the capacitors go.'),
        ],
      },
      {
        title: 'Manufacturing',
        lessons: [
          outline('Design rules from your fab', 15, 'Clearances, minimum drill and annular ring.'),
          outline('Gerbers, drill files and BOM', 20, 'Exporting and checking everything before you order.'),
        ],
      },
    ],
    exams: [],
    ageDays: 60,
    views: 433,
    likedBy: ['priya'],
    enrolled: [],
    reviews: [],
  },
  {
    title: 'Raspberry Pi for Makers',
    description:
      'Set up a Raspberry Pi headless, control GPIO from Python, read I2C sensors, and run your code as a service that starts at boot and serves a small dashboard.',
    instructor: 'diego',
    duration: '3 weeks',
    level: 'Beginner',
    category: 'Raspberry Pi',
    image: '/images/courses/raspberry-pi-makers.svg',
    pricePaise: 0,
    outcomes: ['Set up a Pi headless over SSH', 'Control GPIO from Python', 'Read I2C sensors', 'Run a program as a systemd service'],
    resources: [
      { title: 'Raspberry Pi documentation', url: 'https://www.raspberrypi.com/documentation/' },
      { title: 'gpiozero documentation', url: 'https://gpiozero.readthedocs.io/' },
    ],
    modules: [
      {
        title: 'Setting up',
        lessons: [
          outline('Imaging the SD card and first boot', 20, 'Raspberry Pi Imager, Wi-Fi and SSH settings before the first boot.', true),
          outline('Working over SSH', 15, 'Logging in, updating packages and copying files.'),
        ],
      },
      {
        title: 'Hardware from Python',
        lessons: [
          outline('GPIO with gpiozero', 25, 'LEDs, buttons and PWM with the gpiozero library.'),
          outline('I2C sensors', 25, 'Enabling I2C, finding devices with i2cdetect and reading a sensor.'),
        ],
      },
      {
        title: 'Running for real',
        lessons: [
          outline('A systemd service', 20, 'Starting your script at boot and restarting it when it fails.'),
          outline('A small web dashboard', 25, 'Serving readings with Flask on the local network.'),
        ],
      },
    ],
    exams: [],
    ageDays: 45,
    views: 377,
    likedBy: ['sara', 'hannah'],
    enrolled: [],
    reviews: [],
  },
  {
    title: 'Sensors and Signal Conditioning',
    description:
      'Read the physical world well: voltage dividers and thermistors, I2C and SPI sensors, noise, filtering and calibration, so your readings mean what you think they mean.',
    instructor: 'hannah',
    duration: '4 weeks',
    level: 'Beginner',
    category: 'Sensors',
    image: '/images/courses/sensors-signal-conditioning.svg',
    pricePaise: 0,
    outcomes: [
      'Wire analog sensors with dividers and reference voltages',
      'Talk to I2C and SPI sensors',
      'Filter noisy readings',
      'Calibrate a sensor against a reference',
    ],
    resources: [
      { title: 'Arduino Wire (I2C) reference', url: 'https://docs.arduino.cc/language-reference/en/functions/communication/wire/' },
      { title: 'Arduino SPI reference', url: 'https://docs.arduino.cc/language-reference/en/functions/communication/SPI/' },
    ],
    modules: [
      {
        title: 'Analog sensors',
        lessons: [
          outline('Voltage dividers and thermistors', 25, 'Turning a changing resistance into a voltage you can measure.', true),
          outline('ADC resolution and references', 20, 'What 10 bits really resolve, and using a stable reference.'),
        ],
      },
      {
        title: 'Digital sensors',
        lessons: [
          outline('I2C sensors', 25, 'Addresses, pull-ups and reading registers of a temperature sensor.'),
          outline('SPI sensors', 20, 'Clock modes, chip select and reading an accelerometer.'),
        ],
      },
      {
        title: 'Good data',
        lessons: [
          outline('Noise and filtering', 25, 'Averaging, median filters and the exponential moving average.'),
          outline('Calibration', 20, 'Two-point calibration against a reference instrument.'),
        ],
      },
    ],
    exams: [],
    ageDays: 30,
    views: 264,
    likedBy: ['mei'],
    enrolled: ['diego'],
    reviews: [{ by: 'diego', rating: 4, text: 'The filtering lesson alone was worth it: my greenhouse readings are finally stable.' }],
  },
  {
    title: 'TinyML on Microcontrollers',
    description:
      'Train a small neural network, shrink it with quantisation and run it on a microcontroller with TensorFlow Lite for Microcontrollers: keyword spotting and gesture recognition from sensor data.',
    instructor: 'mei',
    duration: '6 weeks',
    level: 'Advanced',
    category: 'Machine Learning',
    image: '/images/courses/tinyml.svg',
    pricePaise: 149_900,
    outcomes: [
      'Collect and label sensor data',
      'Train and quantise a small model',
      'Deploy a model with TensorFlow Lite for Microcontrollers',
      'Measure latency and memory on the device',
    ],
    resources: [
      { title: 'LiteRT for Microcontrollers', url: 'https://ai.google.dev/edge/litert/microcontrollers/overview' },
      { title: 'Edge Impulse documentation', url: 'https://docs.edgeimpulse.com/' },
    ],
    modules: [
      {
        title: 'Machine learning at the edge',
        lessons: [
          outline('Why run models on a microcontroller?', 15, 'Latency, privacy and power, and what fits in 256 KB of RAM.', true),
          outline('Collecting a dataset', 25, 'Recording accelerometer and audio samples and labelling them.'),
        ],
      },
      {
        title: 'Training',
        lessons: [
          outline('Features: spectrograms and windows', 30, 'Turning raw signals into inputs a small network can learn from.'),
          outline('A small network in Keras', 30, 'Designing and training a model that fits the device.'),
          outline('Quantisation to int8', 25, 'Post-training quantisation and checking the accuracy it costs.'),
        ],
      },
      {
        title: 'Deployment',
        lessons: [
          outline('TensorFlow Lite for Microcontrollers', 30, 'The interpreter, the tensor arena and the op resolver.'),
          outline('Profiling on the device', 20, 'Measuring inference time and memory, and making it fit.'),
        ],
      },
    ],
    exams: [],
    ageDays: 14,
    views: 198,
    likedBy: ['priya', 'arjun'],
    enrolled: [],
    reviews: [],
  },
];

/**
 * Loads the demo courses once, after the demo members (skipped without them; a member missing from this database is
 * skipped too). Enrollment, like and review counts follow the rows written.
 * @returns whether this call loaded them
 */
export async function seedDemoCourses(db: Kysely<DB>, now: Date): Promise<boolean> {
  const flags = await db.selectFrom('app_settings').select('key').where('key', 'in', ['seed_demo_v1', DEMO_COURSES_FLAG]).execute();
  if (!flags.some((f) => f.key === 'seed_demo_v1') || flags.some((f) => f.key === DEMO_COURSES_FLAG)) return false;
  const day = 86_400_000;
  await db.transaction().execute(async (trx) => {
    const names = [...new Set(SEED_COURSES.flatMap((c) => [c.instructor, ...c.likedBy, ...c.enrolled, ...c.reviews.map((r) => r.by)]))];
    const users = await trx.selectFrom('users').select(['id', 'username']).where('username', 'in', names).where('status', '=', 'active').execute();
    const idOf = new Map(users.map((u) => [u.username, u.id]));
    const ids = (list: readonly string[]) => list.flatMap((n) => (idOf.has(n) ? [idOf.get(n)!] : []));
    for (const c of SEED_COURSES) {
      const created = new Date(now.getTime() - c.ageDays * day);
      const at = (offsetDays: number) => new Date(created.getTime() + offsetDays * day).toISOString();
      const enrolled = ids(c.enrolled);
      const likers = ids(c.likedBy);
      // Only enrolled learners review.
      const reviews = c.reviews.flatMap((r) => (idOf.has(r.by) && c.enrolled.includes(r.by) ? [{ ...r, userId: idOf.get(r.by)! }] : []));
      const { id } = await trx
        .insertInto('courses')
        .values({
          title: c.title,
          description: c.description,
          instructor_id: idOf.get(c.instructor) ?? null,
          duration: c.duration,
          level: c.level,
          category: c.category,
          image_id: null,
          image_url: c.image,
          price_paise: c.pricePaise,
          published: 1,
          outcomes_json: JSON.stringify(c.outcomes),
          resources_json: JSON.stringify(c.resources),
          views: c.views,
          likes: likers.length,
          enrolled_count: enrolled.length,
          rating_sum: reviews.reduce((sum, r) => sum + r.rating, 0),
          review_count: reviews.length,
          created_by: null,
          created_at: created.toISOString(),
          updated_at: created.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [mi, m] of c.modules.entries()) {
        const mod = await trx.insertInto('course_modules').values({ course_id: id, position: mi, title: m.title }).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('course_lessons')
          .values(
            m.lessons.map((l, li) => ({
              course_id: id,
              module_id: mod.id,
              position: li,
              title: l.title,
              content_md: l.content,
              content_html: renderMarkdown(l.content),
              video_url: l.video ?? null,
              duration_minutes: l.minutes,
              preview: l.preview ? 1 : 0,
            })),
          )
          .execute();
      }
      for (const [ei, e] of c.exams.entries()) {
        const exam = await trx
          .insertInto('course_exams')
          .values({
            course_id: id,
            kind: e.kind,
            position: ei,
            title: e.title,
            duration_minutes: e.minutes,
            pass_mark_percent: e.passMark ?? 70,
            max_attempts: e.maxAttempts === undefined ? 3 : e.maxAttempts,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [qi, q] of e.questions.entries()) {
          const question = await trx
            .insertInto('course_questions')
            .values({
              exam_id: exam.id,
              position: qi,
              kind: q.kind,
              prompt: q.prompt,
              explanation: q.explanation ?? null,
              accepted_answers_json: JSON.stringify(q.accepted ?? []),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (q.options?.length)
            await trx
              .insertInto('course_question_options')
              .values(q.options.map(([text, correct], position) => ({ question_id: question.id, position, text, correct: correct ? 1 : 0 })))
              .execute();
        }
      }
      if (enrolled.length)
        await trx
          .insertInto('course_enrollments')
          .values(enrolled.map((user_id, i) => ({ course_id: id, user_id, enrolled_at: at(2 + i), order_id: null, completed_at: null })))
          .execute();
      if (likers.length)
        await trx
          .insertInto('course_likes')
          .values(likers.map((user_id, i) => ({ course_id: id, user_id, created_at: at(1 + i) })))
          .execute();
      if (reviews.length)
        await trx
          .insertInto('course_reviews')
          .values(reviews.map((r, i) => ({ course_id: id, user_id: r.userId, rating: r.rating, text: r.text, created_at: at(7 + i) })))
          .execute();
    }
    await trx.insertInto('app_settings').values({ key: DEMO_COURSES_FLAG, value: now.toISOString() }).execute();
  });
  return true;
}
