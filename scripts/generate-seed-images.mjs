#!/usr/bin/env node
/*
 * Writes the seed content's pictures (DESIGN "Images ship with the app as SVG"; "a technical, electronics feel — one
 * electric accent on neutral slate"): one light SVG per seeded event, per project without a picture of its own and per
 * course, into apps/web/public/images/{events,projects,courses}/. Each is 640 × 400 with a <title> and <desc>, a dotted
 * slate board, one accent colour, a motif that fits the item and a monospace label. The files are committed; run this
 * again only to change them:
 *
 *   node scripts/generate-seed-images.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'public', 'images');

const ACCENTS = { cyan: '#22d3ee', amber: '#fbbf24', lime: '#a3e635', violet: '#a78bfa', rose: '#fb7185', teal: '#2dd4bf', sky: '#38bdf8', orange: '#fb923c' };
const INK = '#94a3b8';
const BOARD = '#0f172a';

/* Motifs: each takes the accent and returns SVG elements, drawn on the 640 × 400 board. */

/** A chip with pins and a label at (x, y), w × h. */
const chip = (a, x, y, w, h, label) => {
  const pins = [];
  for (let px = x + 16; px < x + w - 8; px += 20) pins.push(`M${px} ${y}v-12M${px} ${y + h}v12`);
  return (
    `<path d="${pins.join('')}" stroke="${INK}" stroke-width="5"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${BOARD}" stroke="${a}" stroke-width="3"/>` +
    `<text x="${x + w / 2}" y="${y + h / 2 + 8}" text-anchor="middle" font-family="monospace" font-size="22" fill="${a}">${label}</text>`
  );
};
/** A polyline through points, as a trace. */
const trace = (a, points, width = 4) =>
  `<polyline points="${points.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${a}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`;
/** A square wave from x0 to x1 at base y with height h and period p (offset shifts the phase). */
const square = (a, x0, x1, y, h, p, offset = 0) => {
  const pts = [[x0, y]];
  let high = false;
  for (let x = x0 + offset; x < x1; x += p / 2) {
    pts.push([x, high ? y - h : y], [x, high ? y : y - h]);
    high = !high;
  }
  pts.push([x1, high ? y - h : y]);
  return trace(a, pts, 3);
};
/** A sampled function as a trace. */
const plot = (a, x0, x1, f, width = 4) => {
  const pts = [];
  for (let x = x0; x <= x1; x += 8) pts.push([x, Math.round(f(x))]);
  return trace(a, pts, width);
};
/** Wi-Fi arcs centred at (x, y). */
const arcs = (a, x, y) =>
  [30, 55, 80]
    .map(
      (r) =>
        `<path d="M${x - r * 0.7} ${y - r * 0.7}A${r} ${r} 0 0 1 ${x + r * 0.7} ${y - r * 0.7}" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
    )
    .join('') + `<circle cx="${x}" cy="${y}" r="7" fill="${a}"/>`;
/** A gear with `n` teeth. */
const gear = (a, x, y, r, n = 10) => {
  const d = [];
  for (let i = 0; i < n * 2; i++) {
    const ang = (Math.PI * i) / n;
    const rr = i % 2 ? r : r + 14;
    d.push(`${(x + rr * Math.cos(ang)).toFixed(1)},${(y + rr * Math.sin(ang)).toFixed(1)}`);
  }
  return `<polygon points="${d.join(' ')}" fill="none" stroke="${a}" stroke-width="5" stroke-linejoin="round"/><circle cx="${x}" cy="${y}" r="${r / 3}" fill="none" stroke="${a}" stroke-width="5"/>`;
};
/** Bars of a chart from the baseline y. */
const bars = (a, x, y, heights, w = 26, highlight = -1) =>
  heights
    .map(
      (h, i) =>
        `<rect x="${x + i * (w + 10)}" y="${y - h}" width="${w}" height="${h}" rx="3" fill="${i === highlight ? ACCENTS.rose : a}" opacity="${i === highlight ? 1 : 0.8}"/>`,
    )
    .join('');
/** Text in the monospace face. */
const mono = (x, y, s, fill, size = 24, anchor = 'middle') =>
  `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="monospace" font-size="${size}" fill="${fill}">${s}</text>`;
/** A battery with `level` of 4 bars. */
const battery = (a, x, y, level) =>
  `<rect x="${x}" y="${y}" width="150" height="80" rx="10" fill="none" stroke="${INK}" stroke-width="5"/><rect x="${x + 150}" y="${y + 24}" width="12" height="32" rx="3" fill="${INK}"/>` +
  bars(
    a,
    x + 12,
    y + 68,
    Array.from({ length: level }, () => 56),
    24,
  );
/** Graph nodes joined by edges. */
const graph = (a, nodes, edges) =>
  edges.map(([i, j]) => `<path d="M${nodes[i].join(' ')}L${nodes[j].join(' ')}" stroke="${INK}" stroke-width="3"/>`).join('') +
  nodes.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="${BOARD}" stroke="${a}" stroke-width="4"/>`).join('');

/** One picture: the board, the motif and a caption label in the corner. */
function svg({ title, desc, accent, label, body }) {
  const a = ACCENTS[accent];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img" aria-labelledby="t d">` +
    `<title id="t">${title}</title><desc id="d">${desc}</desc>` +
    `<defs><pattern id="g" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="16" cy="16" r="1.6" fill="#334155"/></pattern></defs>` +
    `<rect width="640" height="400" fill="#1e293b"/><rect width="640" height="400" fill="url(#g)"/>` +
    body(a) +
    `<rect x="24" y="340" width="${label.length * 14 + 28}" height="36" rx="18" fill="${BOARD}" stroke="${a}" stroke-width="2"/>` +
    mono(38, 365, label, a, 22, 'start') +
    `</svg>\n`
  );
}

const sine =
  (y, amp, period, phase = 0) =>
  (x) =>
    y + amp * Math.sin((x / period) * 2 * Math.PI + phase);

/** The pictures, by folder and file name. */
const PICTURES = {
  events: {
    'soldering-101': {
      title: 'Soldering 101',
      desc: 'A soldering iron tip over a through-hole joint and an SMD part.',
      accent: 'orange',
      label: 'SOLDER',
      body: (a) =>
        `<path d="M560 40L380 220" stroke="${INK}" stroke-width="26" stroke-linecap="round"/><path d="M380 220L330 270" stroke="${a}" stroke-width="10" stroke-linecap="round"/>` +
        `<path d="M120 300h360" stroke="#0e7490" stroke-width="6"/><path d="M300 300c0-30 50-30 50 0z" fill="${a}"/><rect x="160" y="270" width="60" height="30" rx="4" fill="${BOARD}" stroke="${a}" stroke-width="3"/>` +
        plot(a, 340, 420, (x) => 250 - 40 * Math.abs(Math.sin(x / 18)), 3),
    },
    'logic-analyser-talk': {
      title: 'Talk: what a logic analyser tells you',
      desc: 'Four digital channels captured as square waves.',
      accent: 'cyan',
      label: 'CH0-CH3',
      body: (a) => [0, 1, 2, 3].map((i) => mono(70, 92 + i * 64, `D${i}`, INK, 20) + square(a, 100, 600, 100 + i * 64, 36, 40 + i * 40, i * 10)).join(''),
    },
    'low-power-clinic': {
      title: 'Low-power design clinic',
      desc: 'A battery with one bar left and a current reading in microamps.',
      accent: 'lime',
      label: 'SLEEP',
      body: (a) => battery(a, 120, 120, 1) + mono(460, 150, '10 µA', a, 48) + plot(INK, 360, 580, (x) => (x % 120 < 16 ? 200 : 260), 3),
    },
    'arduino-workshop': {
      title: 'Arduino workshop: sensors and serial plots',
      desc: 'A serial plotter drawing two sensor readings over time.',
      accent: 'teal',
      label: 'SERIAL',
      body: (a) =>
        `<rect x="80" y="50" width="480" height="260" rx="12" fill="${BOARD}" stroke="${INK}" stroke-width="3"/>` +
        plot(a, 96, 544, sine(180, 70, 160)) +
        plot(ACCENTS.amber, 96, 544, sine(200, 30, 90, 1), 3),
    },
    'rtos-talk': {
      title: 'RTOS talk: tasks, queues and priority inversion',
      desc: 'A timeline of three tasks taking turns on the processor.',
      accent: 'violet',
      label: 'TASKS',
      body: (a) =>
        ['HI', 'MID', 'LO'].map((n, i) => mono(90, 110 + i * 80, n, INK, 20)).join('') +
        [
          [0, 140, 60],
          [1, 200, 120],
          [2, 120, 20],
          [0, 400, 80],
          [2, 320, 80],
          [1, 480, 90],
        ]
          .map(
            ([row, x, w]) =>
              `<rect x="${x}" y="${84 + row * 80}" width="${w}" height="40" rx="6" fill="${row === 0 ? a : INK}" opacity="${row === 0 ? 1 : 0.6}"/>`,
          )
          .join('') +
        `<path d="M120 320h460" stroke="${INK}" stroke-width="3"/>`,
    },
    'esp32-session': {
      title: 'Online ESP32 session: Wi-Fi, MQTT and deep sleep',
      desc: 'An ESP32 module sending readings over Wi-Fi.',
      accent: 'sky',
      label: 'MQTT',
      body: (a) => chip(a, 140, 150, 180, 120, 'ESP32') + arcs(a, 460, 240) + mono(460, 110, 'pub/sensors', INK, 20),
    },
    'pcb-clinic': {
      title: 'PCB design clinic: review your KiCad layout',
      desc: 'Copper traces on a board under a magnifying glass.',
      accent: 'amber',
      label: 'DRC',
      body: (a) =>
        `<path d="M60 120h160l40 40h120M60 200h300l40-40h160M60 280h200l60-60h240" fill="none" stroke="#0e7490" stroke-width="8" stroke-linecap="round"/>` +
        `<circle cx="380" cy="180" r="80" fill="none" stroke="${a}" stroke-width="10"/><path d="M436 236l80 80" stroke="${a}" stroke-width="18" stroke-linecap="round"/>`,
    },
    hackathon: {
      title: '24-hour embedded hackathon',
      desc: 'A clock face counting twenty-four hours around a microcontroller.',
      accent: 'rose',
      label: '24H',
      body: (a) =>
        `<circle cx="320" cy="190" r="130" fill="none" stroke="${INK}" stroke-width="6"/>` +
        Array.from({ length: 24 }, (_, i) => {
          const t = (i / 24) * 2 * Math.PI;
          return `<path d="M${(320 + 112 * Math.sin(t)).toFixed(1)} ${(190 - 112 * Math.cos(t)).toFixed(1)}L${(320 + 126 * Math.sin(t)).toFixed(1)} ${(190 - 126 * Math.cos(t)).toFixed(1)}" stroke="${a}" stroke-width="4"/>`;
        }).join('') +
        chip(a, 270, 150, 100, 80, 'MCU'),
    },
    'rust-meetup': {
      title: 'Rust on microcontrollers meetup',
      desc: 'A cog beside a Cortex-M chip.',
      accent: 'orange',
      label: 'no_std',
      body: (a) => gear(a, 200, 190, 70, 12) + chip(ACCENTS.cyan, 360, 130, 160, 120, 'M4'),
    },
  },
  projects: {
    'can-bus-logger': {
      title: 'CAN Bus Data Logger',
      desc: 'The two CAN bus lines, high and low, mirrored, logged to a memory card.',
      accent: 'cyan',
      label: 'CAN_H/L',
      body: (a) =>
        square(a, 60, 420, 140, 40, 60) +
        square(ACCENTS.amber, 60, 420, 200, -40, 60) +
        `<path d="M470 110h80l30 30v140h-110z" fill="${BOARD}" stroke="${INK}" stroke-width="4"/>` +
        mono(525, 220, 'SD', a, 30),
    },
    'bench-power-supply': {
      title: 'Open Bench Power Supply',
      desc: 'A seven-segment style readout of 12 volts and 1.5 amps with two terminals.',
      accent: 'lime',
      label: 'CV/CC',
      body: (a) =>
        `<rect x="100" y="70" width="440" height="160" rx="12" fill="${BOARD}" stroke="${INK}" stroke-width="3"/>` +
        mono(320, 150, '12.00 V', a, 56) +
        mono(320, 205, '1.500 A', ACCENTS.amber, 36) +
        `<circle cx="250" cy="285" r="20" fill="${ACCENTS.rose}"/><circle cx="390" cy="285" r="20" fill="${INK}"/>`,
    },
    'polyphonic-synth': {
      title: 'Cortex-M Polyphonic Synth',
      desc: 'Piano keys under a mix of audio waveforms.',
      accent: 'violet',
      label: 'VOICES x8',
      body: (a) =>
        plot(a, 60, 580, (x) => 110 + 40 * Math.sin(x / 20) + 20 * Math.sin(x / 7)) +
        Array.from({ length: 10 }, (_, i) => `<rect x="${80 + i * 48}" y="180" width="44" height="130" rx="4" fill="#e2e8f0"/>`).join('') +
        [0, 1, 3, 4, 5, 7, 8].map((i) => `<rect x="${112 + i * 48}" y="180" width="26" height="80" rx="3" fill="${BOARD}"/>`).join(''),
    },
    'soil-probe': {
      title: 'Rust Firmware for a Soil Probe',
      desc: 'A two-pronged probe in the soil reading its moisture.',
      accent: 'teal',
      label: 'MOISTURE',
      body: (a) =>
        `<rect x="0" y="230" width="640" height="170" fill="#3f2e22"/>` +
        `<rect x="250" y="60" width="140" height="110" rx="10" fill="${BOARD}" stroke="${a}" stroke-width="3"/>` +
        `<path d="M285 170v140M355 170v140" stroke="${INK}" stroke-width="14" stroke-linecap="round"/>` +
        mono(320, 125, '42 %', a, 30) +
        `<path d="M500 120c-24 36-30 52-30 64a30 30 0 0 0 60 0c0-12-6-28-30-64z" fill="${ACCENTS.sky}"/>`,
    },
    'fpga-logic-analyser': {
      title: 'FPGA Logic Analyser',
      desc: 'A grid of logic blocks in an FPGA feeding a captured square wave.',
      accent: 'amber',
      label: '100 MS/s',
      body: (a) =>
        Array.from(
          { length: 16 },
          (_, i) =>
            `<rect x="${80 + (i % 4) * 50}" y="${80 + Math.floor(i / 4) * 50}" width="36" height="36" rx="4" fill="${i % 5 ? BOARD : a}" stroke="${a}" stroke-width="2"/>`,
        ).join('') + square(a, 330, 590, 200, 60, 50),
    },
    'self-balancing-robot': {
      title: 'Self-Balancing Robot',
      desc: 'A two-wheeled robot leaning as it balances, with its tilt angle.',
      accent: 'sky',
      label: 'PID',
      body: (a) =>
        `<g transform="rotate(8 320 290)"><rect x="270" y="80" width="100" height="190" rx="12" fill="${BOARD}" stroke="${a}" stroke-width="4"/>` +
        `<rect x="290" y="110" width="60" height="40" rx="4" fill="${a}" opacity=".5"/></g>` +
        `<circle cx="300" cy="300" r="40" fill="none" stroke="${INK}" stroke-width="10"/><path d="M80 340h480" stroke="${INK}" stroke-width="4"/>` +
        `<path d="M320 60v-20M320 60l30 -14" stroke="${ACCENTS.rose}" stroke-width="4"/>` +
        mono(470, 120, 'θ 3.2°', a, 30),
    },
    'micropython-kit': {
      title: 'MicroPython Workshop Kit',
      desc: 'A MicroPython prompt toggling a pin on a board.',
      accent: 'lime',
      label: 'REPL',
      body: (a) =>
        `<rect x="60" y="60" width="520" height="220" rx="12" fill="${BOARD}" stroke="${INK}" stroke-width="3"/>` +
        mono(90, 120, '&gt;&gt;&gt; from machine import Pin', a, 22, 'start') +
        mono(90, 165, '&gt;&gt;&gt; led = Pin(25, Pin.OUT)', a, 22, 'start') +
        mono(90, 210, '&gt;&gt;&gt; led.toggle()', a, 22, 'start') +
        `<circle cx="520" cy="240" r="16" fill="${ACCENTS.amber}"/>`,
    },
    'energy-meter': {
      title: 'Energy Meter with Anomaly Detection',
      desc: 'Hourly energy use as bars, one spike marked as an anomaly.',
      accent: 'teal',
      label: 'kWh',
      body: (a) =>
        bars(a, 90, 300, [80, 95, 70, 110, 90, 230, 100, 85, 120, 95, 75, 105], 26, 5) +
        `<path d="M80 300h480" stroke="${INK}" stroke-width="3"/>` +
        mono(300, 60, '!', ACCENTS.rose, 40),
    },
    'zephyr-sensor-shield': {
      title: 'Zephyr Sensor Shield Drivers',
      desc: 'A sensor shield with its header pins and three sensors on an I2C bus.',
      accent: 'violet',
      label: 'I2C',
      body: (a) =>
        `<rect x="90" y="70" width="460" height="230" rx="14" fill="#0f3d3e" stroke="${a}" stroke-width="3"/>` +
        Array.from({ length: 16 }, (_, i) => `<rect x="${120 + i * 25}" y="84" width="14" height="14" fill="${INK}"/>`).join('') +
        `<path d="M140 240h360M140 260h360" stroke="${a}" stroke-width="3"/>` +
        ['BME', 'IMU', 'LUX'].map((s, i) => chip(a, 130 + i * 130, 140, 100, 70, s)).join(''),
    },
  },
  courses: {
    'embedded-c': {
      title: 'Embedded C Programming',
      desc: 'A register of eight bits with one being set by a C expression.',
      accent: 'cyan',
      label: 'C',
      body: (a) =>
        Array.from(
          { length: 8 },
          (_, i) =>
            `<rect x="${100 + i * 56}" y="90" width="48" height="60" rx="6" fill="${i === 2 ? a : BOARD}" stroke="${a}" stroke-width="3"/>` +
            mono(124 + i * 56, 132, i === 2 ? '1' : '0', i === 2 ? BOARD : a, 28),
        ).join('') + mono(320, 230, 'PORTB |= (1 &lt;&lt; PB5);', INK, 30),
    },
    'arduino-fundamentals': {
      title: 'Arduino Fundamentals',
      desc: 'An LED and a resistor on a breadboard, blinking.',
      accent: 'teal',
      label: 'BLINK',
      body: (a) =>
        `<rect x="80" y="200" width="480" height="110" rx="8" fill="#e2e8f0" opacity=".15"/>` +
        `<path d="M200 120a40 40 0 0 1 80 0v70h-80z" fill="${ACCENTS.rose}"/><path d="M220 190v60M260 190v40" stroke="${INK}" stroke-width="5"/>` +
        `<path d="M300 250h40l10-15 20 30 20-30 20 30 20-30 10 15h40" fill="none" stroke="${ACCENTS.amber}" stroke-width="5"/>` +
        [40, 70].map((r) => `<circle cx="240" cy="110" r="${r}" fill="none" stroke="${a}" stroke-width="3" opacity=".5"/>`).join(''),
    },
    'esp32-iot': {
      title: 'ESP32 and IoT',
      desc: 'Sensor nodes sending readings through a broker to the cloud.',
      accent: 'sky',
      label: 'IoT',
      body: (a) =>
        `<path d="M420 150a50 50 0 0 1 95-20a40 40 0 0 1 40 70h-140a45 45 0 0 1 5-50z" fill="none" stroke="${a}" stroke-width="6"/>` +
        graph(
          a,
          [
            [120, 110],
            [120, 220],
            [150, 300],
            [300, 200],
          ],
          [
            [0, 3],
            [1, 3],
            [2, 3],
          ],
        ) +
        `<path d="M314 192l110-20" stroke="${a}" stroke-width="4" stroke-dasharray="10 8"/>`,
    },
    freertos: {
      title: 'RTOS with FreeRTOS',
      desc: 'Two tasks passing messages through a queue.',
      accent: 'violet',
      label: 'xQueue',
      body: (a) =>
        chip(a, 60, 140, 130, 90, 'Task A') +
        chip(a, 450, 140, 130, 90, 'Task B') +
        Array.from(
          { length: 4 },
          (_, i) => `<rect x="${230 + i * 46}" y="160" width="38" height="50" rx="4" fill="${i < 3 ? a : 'none'}" stroke="${a}" stroke-width="3"/>`,
        ).join('') +
        `<path d="M200 185h24M416 185h30" stroke="${INK}" stroke-width="4"/>`,
    },
    'pcb-kicad': {
      title: 'PCB Design with KiCad',
      desc: 'The layers of a circuit board stacked: silkscreen, copper and substrate.',
      accent: 'amber',
      label: 'F.Cu B.Cu',
      body: (a) =>
        [
          ['#e2e8f0', 70],
          [a, 130],
          ['#166534', 190],
          [a, 250],
        ]
          .map(([c, y]) => `<path d="M160 ${y}l120-40h260l-120 40z" fill="${c}" opacity=".75" stroke="${BOARD}" stroke-width="2"/>`)
          .join('') + `<path d="M330 100v160" stroke="${INK}" stroke-width="6" stroke-dasharray="6 6"/>`,
    },
    'raspberry-pi-makers': {
      title: 'Raspberry Pi for Makers',
      desc: 'A single-board computer with its 40-pin header and ports.',
      accent: 'rose',
      label: 'GPIO',
      body: (a) =>
        `<rect x="110" y="80" width="420" height="240" rx="16" fill="#14532d" stroke="${a}" stroke-width="3"/>` +
        Array.from({ length: 40 }, (_, i) => `<circle cx="${150 + (i % 20) * 17}" cy="${100 + Math.floor(i / 20) * 16}" r="5" fill="#facc15"/>`).join('') +
        `<rect x="250" y="170" width="100" height="90" rx="6" fill="${BOARD}"/><rect x="450" y="160" width="80" height="60" fill="${INK}"/><rect x="450" y="240" width="80" height="60" fill="${INK}"/>`,
    },
    'sensors-signal-conditioning': {
      title: 'Sensors and Signal Conditioning',
      desc: 'A noisy sensor signal passing through a filter and coming out smooth.',
      accent: 'teal',
      label: 'LOW-PASS',
      body: (a) =>
        plot(INK, 60, 260, (x) => 200 + 50 * Math.sin(x / 30) + ((x * 37) % 23) - 11, 3) +
        `<rect x="270" y="150" width="100" height="100" rx="10" fill="${BOARD}" stroke="${a}" stroke-width="3"/>` +
        plot(a, 290, 350, (x) => (x < 320 ? 180 : 180 + (x - 320) * 1.3), 3) +
        plot(a, 380, 590, (x) => 200 + 50 * Math.sin(x / 30)),
    },
    tinyml: {
      title: 'TinyML on Microcontrollers',
      desc: 'A small neural network running inside a microcontroller.',
      accent: 'lime',
      label: 'int8',
      body: (a) => {
        const layers = [
          [180, [120, 190, 260]],
          [320, [100, 160, 220, 280]],
          [460, [150, 230]],
        ];
        const nodes = layers.flatMap(([x, ys]) => ys.map((y) => [x, y]));
        const edges = [];
        for (let i = 0; i < 3; i++) for (let j = 3; j < 7; j++) edges.push([i, j]);
        for (let j = 3; j < 7; j++) for (let k = 7; k < 9; k++) edges.push([j, k]);
        return (
          `<rect x="120" y="60" width="400" height="260" rx="16" fill="none" stroke="${INK}" stroke-width="4" stroke-dasharray="12 8"/>` +
          graph(a, nodes, edges)
        );
      },
    },
  },
};

for (const [folder, pictures] of Object.entries(PICTURES)) {
  mkdirSync(join(OUT, folder), { recursive: true });
  for (const [name, picture] of Object.entries(pictures)) {
    const text = svg(picture);
    if (text.length > 4096) throw new Error(`${folder}/${name}.svg is ${text.length} bytes (at most 4 KB)`);
    writeFileSync(join(OUT, folder, `${name}.svg`), text);
  }
}
