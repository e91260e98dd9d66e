/**
 * Seed content (DESIGN: the spec's sample values become seed content). Written for ESDC Hub: realistic
 * embedded-systems and IoT projects of a university club.
 */
import type { ProjectStatus } from '@esdc/core/project';

/** Demo members (they sign in only after an admin sets a password; newcomers register their own). */
export const SEED_MEMBERS = [
  { name: 'Priya Raman', username: 'priya', email: 'priya@esdc.club', role: 'moderator', github_username: 'priyaraman', bio: 'Firmware lead. RTOS, low-power design and too many logic analyser captures.', location: 'Chennai', company: 'ESDC Hardware Team' },
  { name: 'Arjun Mehta', username: 'arjun', email: 'arjun@esdc.club', role: 'user', github_username: 'arjunmehta', bio: 'PCB layout and power electronics. KiCad enthusiast.', location: 'Pune', company: null },
  { name: 'Sara Okafor', username: 'sara', email: 'sara@esdc.club', role: 'user', github_username: 'saraokafor', bio: 'Web team. I make dashboards for things that blink.', location: 'Lagos', company: 'ESDC Web Team' },
  { name: 'Lukas Brenner', username: 'lukas', email: 'lukas@esdc.club', role: 'user', github_username: 'lbrenner', bio: 'Robotics and motor control. Currently fighting PID loops.', location: 'Munich', company: null },
  { name: 'Mei Tanaka', username: 'mei', email: 'mei@esdc.club', role: 'user', github_username: 'meitanaka', bio: 'Edge ML on microcontrollers. TinyML and sensor fusion.', location: 'Osaka', company: 'ESDC AI Assistant Team' },
  { name: 'Diego Alvarez', username: 'diego', email: 'diego@esdc.club', role: 'user', github_username: 'dalvarez', bio: 'LoRa, mesh networks and solar-powered everything.', location: 'Valencia', company: null },
  { name: 'Hannah Kim', username: 'hannah', email: 'hannah@esdc.club', role: 'user', github_username: 'hannahkim', bio: 'Audio DSP on Cortex-M. Synth builder.', location: 'Seoul', company: null },
  { name: 'Omar Haddad', username: 'omar', email: 'omar@esdc.club', role: 'user', github_username: 'ohaddad', bio: 'Automotive CAN bus hacking and test rigs.', location: 'Amman', company: null },
] as const;

/** Technologies with their course links (SPEC §3 Project technologies courseLink). */
export const SEED_TECHNOLOGIES = [
  { name: 'ESP32', category: 'Microcontroller', description: 'Dual-core Wi-Fi and Bluetooth microcontroller from Espressif.', course_link: '/courses?search=ESP32' },
  { name: 'STM32', category: 'Microcontroller', description: 'ARM Cortex-M microcontroller family from ST.', course_link: '/courses?search=STM32' },
  { name: 'Arduino', category: 'Platform', description: 'Beginner-friendly boards and the Arduino framework.', course_link: '/courses?search=Arduino' },
  { name: 'Raspberry Pi', category: 'Single-board computer', description: 'Linux single-board computers and the RP2040 microcontroller.', course_link: '/courses?search=Raspberry%20Pi' },
  { name: 'FreeRTOS', category: 'RTOS', description: 'Real-time kernel for microcontrollers.', course_link: '/courses?search=RTOS' },
  { name: 'Zephyr', category: 'RTOS', description: 'Scalable open-source RTOS from the Linux Foundation.', course_link: '/courses?search=Zephyr' },
  { name: 'C', category: 'Language', description: 'The language of firmware.', course_link: '/courses?search=Embedded%20C' },
  { name: 'C++', category: 'Language', description: 'Modern C++ for embedded targets.', course_link: null },
  { name: 'Rust', category: 'Language', description: 'Memory-safe systems programming, embedded-hal.', course_link: null },
  { name: 'MicroPython', category: 'Language', description: 'Python for microcontrollers.', course_link: '/courses?search=MicroPython' },
  { name: 'MQTT', category: 'Protocol', description: 'Lightweight publish/subscribe messaging for IoT.', course_link: '/courses?search=IoT' },
  { name: 'LoRa', category: 'Radio', description: 'Long-range, low-power radio.', course_link: null },
  { name: 'BLE', category: 'Radio', description: 'Bluetooth Low Energy.', course_link: null },
  { name: 'CAN', category: 'Protocol', description: 'Controller Area Network bus.', course_link: null },
  { name: 'KiCad', category: 'EDA', description: 'Open-source schematic capture and PCB layout.', course_link: '/courses?search=PCB' },
  { name: 'TensorFlow Lite Micro', category: 'Machine learning', description: 'Neural network inference on microcontrollers.', course_link: null },
  { name: 'React', category: 'Web', description: 'UI library for dashboards.', course_link: null },
  { name: 'Node.js', category: 'Web', description: 'JavaScript runtime for gateways and back ends.', course_link: null },
  { name: 'Python', category: 'Language', description: 'Scripting, test rigs and data analysis.', course_link: null },
  { name: 'Verilog', category: 'HDL', description: 'Hardware description language for FPGAs.', course_link: null },
] as const;

/** Seed project: owner by username, contributors by username, age in days. */
export interface SeedProject {
  title: string;
  description: string;
  category: string;
  status: ProjectStatus;
  owner: string;
  contributors: string[];
  technologies: string[];
  tags: string[];
  github_link: string | null;
  live_url: string | null;
  image: string | null;
  cost: number;
  ageDays: number;
  likedBy: string[];
  views: number;
}

/** The six sample projects (SPEC §9) first, then more of the club's work. */
export const SEED_PROJECTS: SeedProject[] = [
  {
    title: 'Smart Greenhouse Monitor',
    description:
      'An ESP32 node per bed measures soil moisture, air temperature, humidity and light, publishes over MQTT every minute and drives drip valves from a Node.js rules engine. A React dashboard shows live charts and sends alerts when a bed dries out. Runs a full season on a 10 W solar panel.',
    category: 'IoT',
    status: 'completed',
    owner: 'priya',
    contributors: ['sara', 'diego'],
    technologies: ['ESP32', 'MQTT', 'FreeRTOS', 'React', 'Node.js'],
    tags: ['iot', 'agriculture', 'solar', 'sensors'],
    github_link: 'https://github.com/esdc-club/smart-greenhouse',
    live_url: 'https://greenhouse.esdc.club',
    image: '/images/projects/greenhouse.svg',
    cost: 8500,
    ageDays: 210,
    likedBy: ['arjun', 'sara', 'lukas', 'mei', 'omar'],
    views: 412,
  },
  {
    title: 'Line-Following Robot with PID',
    description:
      'A two-wheel differential robot on an STM32 with an eight-sensor IR array. A tuned PID loop at 1 kHz keeps it on a 2 cm line at 1.2 m/s; telemetry streams over BLE to a phone so the gains can be tuned live on the track.',
    category: 'Robotics',
    status: 'completed',
    owner: 'lukas',
    contributors: ['arjun'],
    technologies: ['STM32', 'C', 'BLE'],
    tags: ['robotics', 'control', 'competition'],
    github_link: 'https://github.com/esdc-club/pid-line-follower',
    live_url: null,
    image: '/images/projects/line-follower.svg',
    cost: 4200,
    ageDays: 160,
    likedBy: ['priya', 'omar', 'hannah'],
    views: 268,
  },
  {
    title: 'Wearable Heart-Rate Band',
    description:
      'A wrist band with a PPG sensor and an nRF-class BLE SoC that streams heart rate and blood-oxygen estimates to a phone app. Motion artefacts are filtered with an adaptive filter driven by the accelerometer; battery life is five days.',
    category: 'Wearables',
    status: 'in_progress',
    owner: 'mei',
    contributors: ['hannah'],
    technologies: ['BLE', 'C', 'Zephyr'],
    tags: ['wearables', 'health', 'dsp', 'low-power'],
    github_link: 'https://github.com/esdc-club/hr-band',
    live_url: null,
    image: '/images/projects/heart-band.svg',
    cost: 3100,
    ageDays: 75,
    likedBy: ['priya', 'sara'],
    views: 190,
  },
  {
    title: 'LoRa Campus Weather Mesh',
    description:
      'Six solar-powered weather stations across campus report wind, rain, temperature and pressure over LoRa to a Raspberry Pi gateway. Data lands in a time-series database and on a public page; nodes sleep between readings at 12 µA.',
    category: 'IoT',
    status: 'completed',
    owner: 'diego',
    contributors: ['priya', 'sara'],
    technologies: ['LoRa', 'Raspberry Pi', 'C', 'Python'],
    tags: ['iot', 'weather', 'solar', 'low-power'],
    github_link: 'https://github.com/esdc-club/lora-weather-mesh',
    live_url: 'https://weather.esdc.club',
    image: '/images/projects/weather-mesh.svg',
    cost: 12000,
    ageDays: 300,
    likedBy: ['arjun', 'lukas', 'mei', 'hannah', 'omar', 'priya'],
    views: 530,
  },
  {
    title: 'Home Automation Hub',
    description:
      'A Raspberry Pi hub that talks to relays, smart plugs and door sensors over MQTT and Zigbee. Rules are written in a small YAML format; a web UI controls rooms and shows energy use per circuit.',
    category: 'Automation',
    status: 'in_progress',
    owner: 'sara',
    contributors: ['omar'],
    technologies: ['Raspberry Pi', 'MQTT', 'Node.js', 'React'],
    tags: ['home-automation', 'iot', 'energy'],
    github_link: 'https://github.com/esdc-club/home-hub',
    live_url: null,
    image: '/images/projects/home-hub.svg',
    cost: 6000,
    ageDays: 45,
    likedBy: ['diego'],
    views: 121,
  },
  {
    title: 'Voice-Controlled Desk Lamp',
    description:
      'Keyword spotting on an ESP32-S3 with TensorFlow Lite Micro turns a desk lamp on, off and dims it by voice, fully offline. A capacitive touch strip is the fallback; the model is 18 KB and runs in 40 ms.',
    category: 'Audio',
    status: 'completed',
    owner: 'mei',
    contributors: ['priya'],
    technologies: ['ESP32', 'TensorFlow Lite Micro', 'C++'],
    tags: ['tinyml', 'audio', 'voice'],
    github_link: 'https://github.com/esdc-club/voice-lamp',
    live_url: null,
    image: '/images/projects/voice-lamp.svg',
    cost: 2500,
    ageDays: 120,
    likedBy: ['sara', 'lukas', 'hannah'],
    views: 305,
  },
  {
    title: 'CAN Bus Data Logger',
    description:
      'An STM32 board that logs every frame on two CAN buses to an SD card with microsecond timestamps, plus a Python tool that decodes the logs with DBC files. Used to reverse-engineer the club\'s electric kart.',
    category: 'Tools',
    status: 'completed',
    owner: 'omar',
    contributors: ['arjun'],
    technologies: ['STM32', 'CAN', 'C', 'Python'],
    tags: ['automotive', 'tools', 'logging'],
    github_link: 'https://github.com/esdc-club/can-logger',
    live_url: null,
    image: null,
    cost: 3800,
    ageDays: 190,
    likedBy: ['lukas', 'diego'],
    views: 176,
  },
  {
    title: 'Open Bench Power Supply',
    description:
      'A 0–30 V, 0–3 A programmable bench supply with a synchronous buck pre-regulator and a linear post-regulator for low ripple. An RP2040 runs the front panel and exposes SCPI over USB. Four-layer board designed in KiCad.',
    category: 'Tools',
    status: 'in_progress',
    owner: 'arjun',
    contributors: ['omar', 'lukas'],
    technologies: ['KiCad', 'Raspberry Pi', 'C'],
    tags: ['power', 'pcb', 'tools', 'test-equipment'],
    github_link: 'https://github.com/esdc-club/bench-psu',
    live_url: null,
    image: null,
    cost: 9500,
    ageDays: 60,
    likedBy: ['priya', 'omar', 'mei'],
    views: 233,
  },
  {
    title: 'Cortex-M Polyphonic Synth',
    description:
      'An eight-voice wavetable synthesizer on an STM32H7 with a 48 kHz I2S codec, MIDI over USB and a DMA double-buffered audio engine. Filters and envelopes are fixed-point; CPU load stays under 40%.',
    category: 'Audio',
    status: 'completed',
    owner: 'hannah',
    contributors: [],
    technologies: ['STM32', 'C', 'FreeRTOS'],
    tags: ['audio', 'dsp', 'music'],
    github_link: 'https://github.com/esdc-club/cortex-synth',
    live_url: null,
    image: null,
    cost: 5400,
    ageDays: 240,
    likedBy: ['mei', 'sara', 'arjun', 'diego'],
    views: 288,
  },
  {
    title: 'Rust Firmware for a Soil Probe',
    description:
      'A rewrite of the greenhouse soil probe in embedded Rust with embassy async tasks. Same features, half the RAM, and the borrow checker caught two bugs the C version shipped with.',
    category: 'IoT',
    status: 'in_progress',
    owner: 'priya',
    contributors: ['mei'],
    technologies: ['Rust', 'ESP32'],
    tags: ['rust', 'iot', 'sensors'],
    github_link: 'https://github.com/esdc-club/soil-probe-rs',
    live_url: null,
    image: null,
    cost: 0,
    ageDays: 20,
    likedBy: ['lukas'],
    views: 87,
  },
  {
    title: 'FPGA Logic Analyser',
    description:
      'A 16-channel, 100 MS/s logic analyser on a low-cost FPGA board, streaming captures over USB to the open-source sigrok/PulseView front end. Trigger logic and run-length compression are written in Verilog.',
    category: 'Tools',
    status: 'draft',
    owner: 'omar',
    contributors: [],
    technologies: ['Verilog', 'Python'],
    tags: ['fpga', 'tools', 'test-equipment'],
    github_link: null,
    live_url: null,
    image: null,
    cost: 4000,
    ageDays: 8,
    likedBy: [],
    views: 34,
  },
  {
    title: 'Self-Balancing Robot',
    description:
      'An inverted-pendulum robot using an MPU-6050 IMU with a complementary filter and cascaded PID loops for angle and speed. Controlled from a phone over BLE; survives a gentle push.',
    category: 'Robotics',
    status: 'completed',
    owner: 'lukas',
    contributors: ['mei'],
    technologies: ['Arduino', 'C++', 'BLE'],
    tags: ['robotics', 'control', 'imu'],
    github_link: 'https://github.com/esdc-club/balance-bot',
    live_url: null,
    image: null,
    cost: 3300,
    ageDays: 330,
    likedBy: ['priya', 'arjun', 'hannah', 'omar'],
    views: 344,
  },
  {
    title: 'MicroPython Workshop Kit',
    description:
      'A low-cost kit for first-year workshops: a Raspberry Pi Pico, a breadboard, sensors and a booklet of twelve exercises from blinking an LED to publishing sensor data over Wi-Fi. Forty kits built so far.',
    category: 'Education',
    status: 'completed',
    owner: 'sara',
    contributors: ['priya', 'diego'],
    technologies: ['MicroPython', 'Raspberry Pi'],
    tags: ['education', 'workshop', 'beginner'],
    github_link: 'https://github.com/esdc-club/micropython-kit',
    live_url: 'https://kit.esdc.club',
    image: null,
    cost: 1500,
    ageDays: 365,
    likedBy: ['arjun', 'lukas', 'mei', 'diego', 'hannah', 'omar'],
    views: 610,
  },
  {
    title: 'Energy Meter with Anomaly Detection',
    description:
      'A non-invasive current-clamp energy meter that learns each appliance\'s signature and flags unusual consumption on the device, without a cloud. Runs a small autoencoder on an ESP32.',
    category: 'Energy',
    status: 'in_progress',
    owner: 'diego',
    contributors: ['mei', 'sara'],
    technologies: ['ESP32', 'TensorFlow Lite Micro', 'MQTT'],
    tags: ['energy', 'tinyml', 'iot'],
    github_link: 'https://github.com/esdc-club/energy-meter',
    live_url: null,
    image: null,
    cost: 2800,
    ageDays: 30,
    likedBy: ['sara', 'priya'],
    views: 142,
  },
  {
    title: 'Zephyr Sensor Shield Drivers',
    description:
      'Upstream-quality Zephyr drivers and devicetree bindings for the club\'s sensor shield (BME280, VEML7700, SCD41), with twister tests running on QEMU in CI.',
    category: 'Tools',
    status: 'archived',
    owner: 'priya',
    contributors: ['arjun'],
    technologies: ['Zephyr', 'C'],
    tags: ['drivers', 'sensors', 'open-source'],
    github_link: 'https://github.com/esdc-club/zephyr-shield',
    live_url: null,
    image: null,
    cost: 0,
    ageDays: 400,
    likedBy: ['mei'],
    views: 98,
  },
];
