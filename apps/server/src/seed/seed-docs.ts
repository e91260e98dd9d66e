import type { DocGroup } from '@esdc/core/docs';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { renderMarkdown } from '../lib/markdown.ts';

/*
 * The documentation articles (SPEC §2 Documentation), written by the club for its members: real content, not demo data,
 * so they are loaded once per database whether or not the demo content is. Admins edit them
 * afterwards at /docs; deleting one does not bring it back.
 */

/** Set once the articles are loaded. */
export const DOCS_FLAG = 'seed_docs_v1';

/** One seeded article. */
export interface SeedDoc {
  slug: string;
  group: DocGroup;
  title: string;
  content: string;
}

/** The articles, in sidebar order within each group. */
export const SEED_DOCS: readonly SeedDoc[] = [
  {
    slug: 'installation',
    group: 'Getting Started',
    title: 'Installation',
    content: `Everything you need on your laptop before the first club session. Install one toolchain to start (the Arduino IDE is the easiest), and add the others when a project needs them.

## Arduino IDE 2

1. Download the installer for your system from the [Arduino software page](https://www.arduino.cc/en/software) (Windows \`.exe\`, macOS \`.dmg\`, Linux AppImage).
2. Run it and accept the driver prompts on Windows: they install the USB drivers for official boards.
3. Open **Tools → Board → Boards Manager**, search for the core of your board and install it:

| Board | Core to install |
| --- | --- |
| Arduino Uno, Nano, Mega | Arduino AVR Boards |
| Arduino Nano 33 IoT, MKR | Arduino SAMD Boards |
| ESP32 DevKit | esp32 by Espressif Systems |
| Raspberry Pi Pico | Raspberry Pi Pico/RP2040 (Earle Philhower) |

For ESP32 boards, first add this URL under **File → Preferences → Additional boards manager URLs**:

\`\`\`text
https://espressif.github.io/arduino-esp32/package_esp32_index.json
\`\`\`

On Linux, add yourself to the \`dialout\` group so the IDE may open serial ports, then log out and in again:

\`\`\`bash
sudo usermod -aG dialout $USER
\`\`\`

## PlatformIO

PlatformIO is a build system and library manager that runs inside VS Code. It is the better choice once a project has several source files or needs exact library versions.

1. Install [Visual Studio Code](https://code.visualstudio.com/).
2. Open the Extensions view, search for **PlatformIO IDE** and install it. The first start downloads its Python environment; wait for it to finish.
3. Create a project with **PlatformIO Home → New Project**, pick your board and the Arduino framework.

A project is described by \`platformio.ini\`:

\`\`\`ini
[env:uno]
platform = atmelavr
board = uno
framework = arduino
monitor_speed = 115200
lib_deps =
  adafruit/DHT sensor library@^1.4.6
\`\`\`

## ESP-IDF

ESP-IDF is Espressif's own framework for the ESP32 family: FreeRTOS, Wi-Fi, Bluetooth and every peripheral driver, in C.

- **Windows:** use the ESP-IDF Tools Installer from the [Get Started guide](https://docs.espressif.com/projects/esp-idf/en/stable/esp32/get-started/index.html); it installs Python, Git, the compilers and a ready terminal.
- **Linux and macOS:** install the prerequisites, then clone and install:

\`\`\`bash
mkdir -p ~/esp && cd ~/esp
git clone --recursive https://github.com/espressif/esp-idf.git
cd esp-idf && ./install.sh esp32
. ./export.sh   # run in every new terminal, or add an alias
\`\`\`

Check it with \`idf.py --version\`.

## USB drivers

Many clone boards use a USB-to-serial chip that needs a driver on Windows and older macOS:

| Chip (printed on the board) | Driver |
| --- | --- |
| CH340 / CH341 | WCH CH34x driver |
| CP2102 / CP2104 | Silicon Labs CP210x VCP driver |
| FT232 | FTDI VCP driver |

If no new port appears when you plug the board in, try another cable first: many USB cables carry power only.

## Check your setup

- The board shows up as a port (\`COM3\` on Windows, \`/dev/ttyUSB0\` or \`/dev/ttyACM0\` on Linux, \`/dev/cu.usbserial-…\` on macOS).
- The Blink example compiles and uploads (see **Quick start**).
`,
  },
  {
    slug: 'quick-start',
    group: 'Getting Started',
    title: 'Quick Start',
    content: `From an unopened board to a blinking LED and text on your screen in about fifteen minutes. You need a board, a USB data cable and the Arduino IDE (see **Installation**).

## 1. Connect the board

Plug the board in. In the IDE pick it under **Tools → Board** and its port under **Tools → Port**. If the port list is empty, see the driver table in **Installation**.

## 2. Blink

Most boards have an LED on a pin that \`LED_BUILTIN\` names. Open **File → Examples → 01.Basics → Blink**, or type:

\`\`\`cpp
void setup() {
  pinMode(LED_BUILTIN, OUTPUT);   // the LED pin drives current
}

void loop() {
  digitalWrite(LED_BUILTIN, HIGH);  // on
  delay(500);                       // wait 500 ms
  digitalWrite(LED_BUILTIN, LOW);   // off
  delay(500);
}
\`\`\`

Press **Upload** (the arrow). The IDE compiles, then flashes the board; the LED blinks once a second.

\`setup()\` runs once after reset; \`loop()\` runs again and again for ever. There is no operating system behind them: your code is all the chip runs.

## 3. An external LED

Wire an LED in series with a 220 Ω resistor from pin 9 to GND (the LED's long leg towards pin 9). Change \`LED_BUILTIN\` to \`9\` and upload again.

Why the resistor? At 5 V, with about 2 V across a red LED, 220 Ω limits the current to (5 − 2) / 220 ≈ 14 mA, within the pin's 20 mA rating.

## 4. The serial monitor

The serial port is how your board talks back to you. Print a counter:

\`\`\`cpp
unsigned long count = 0;

void setup() {
  Serial.begin(115200);   // must match the monitor's baud rate
  while (!Serial) {}      // boards with native USB wait for the port
  Serial.println("Hello from the club!");
}

void loop() {
  Serial.print("count = ");
  Serial.println(count++);
  delay(1000);
}
\`\`\`

Open **Tools → Serial Monitor** and choose **115200 baud** in its corner. Garbage characters mean the baud rates differ.

## 5. Read a button

Wire a push button between pin 2 and GND and use the chip's internal pull-up:

\`\`\`cpp
void setup() {
  pinMode(2, INPUT_PULLUP);
  pinMode(LED_BUILTIN, OUTPUT);
}

void loop() {
  bool pressed = digitalRead(2) == LOW;   // pull-up: pressed reads LOW
  digitalWrite(LED_BUILTIN, pressed ? HIGH : LOW);
}
\`\`\`

## Next steps

- Replace \`delay()\` with \`millis()\` timing (see **Programming**) so your sketch can do two things at once.
- Pick a first project from **Beginner projects**.
`,
  },
  {
    slug: 'configuration',
    group: 'Getting Started',
    title: 'Configuration',
    content: `The settings that decide whether an upload works and whether what you read on the serial port makes sense.

## Board and port

The board setting chooses the compiler, the chip's memory map and the upload method. Pick the exact board: an **Arduino Nano** with the old bootloader needs **Tools → Processor → ATmega328P (Old Bootloader)**, and the wrong choice fails with \`avrdude: stk500_recv(): programmer is not responding\`.

| Symptom | Usual cause |
| --- | --- |
| No port listed | Charge-only cable, missing CH340/CP210x driver |
| \`Permission denied\` on \`/dev/ttyUSB0\` | Linux user not in \`dialout\` |
| \`Port busy\` | Serial monitor or another program holds the port |
| ESP32 \`Failed to connect\` | Hold **BOOT** while the upload starts |

In PlatformIO the board is \`board = …\` in \`platformio.ini\`; the port is found automatically, or fixed with \`upload_port = /dev/ttyUSB0\`.

## Baud rates

Both ends of a UART must use the same speed. \`Serial.begin(115200)\` in the sketch and **115200** in the monitor (or \`monitor_speed = 115200\` in PlatformIO).

| Rate | Typical use |
| --- | --- |
| 9600 | Old examples, GPS modules, long wires |
| 115200 | Default for new sketches and ESP32 boot logs |
| 921600 | Fast ESP32 uploads (\`upload_speed = 921600\`) |

The ESP32 prints its boot messages at 115200 baud: set the monitor to the same rate to see both.

## Library manager

Open **Sketch → Include Library → Manage Libraries…**, search by name and install. Prefer libraries by the sensor's maker (Adafruit, SparkFun, DFRobot) or with many stars and recent releases.

- Libraries land in \`~/Documents/Arduino/libraries\` (Windows, macOS) or \`~/Arduino/libraries\` (Linux).
- Keep one copy of each: two copies give \`Multiple libraries were found for …\`, and the IDE may pick the wrong one.
- Record the versions you used in your project's README so others can rebuild it.

In PlatformIO, declare them instead, so the project builds the same everywhere:

\`\`\`ini
lib_deps =
  knolleary/PubSubClient@^2.8
  bblanchon/ArduinoJson@^7.0.0
\`\`\`

## Compiler warnings

Turn them on under **File → Preferences → Compiler warnings: All**. Warnings such as \`comparison of integer expressions of different signedness\` point at real bugs on 8-bit chips.
`,
  },
  {
    slug: 'arduino',
    group: 'Hardware',
    title: 'Arduino',
    content: `The Arduino Uno is where most members start: a forgiving 5 V board with a huge body of examples.

## The Uno R3 at a glance

| Feature | Value |
| --- | --- |
| Microcontroller | ATmega328P, 8-bit AVR, 16 MHz |
| Flash / SRAM / EEPROM | 32 KB / 2 KB / 1 KB |
| Digital I/O | 14 (6 with PWM: 3, 5, 6, 9, 10, 11) |
| Analog inputs | 6 (A0–A5), 10-bit |
| Logic level | 5 V |
| Current per pin | 20 mA recommended, 40 mA absolute maximum |

The **Uno R4** (Renesas RA4M1, 32-bit, 48 MHz, 32 KB SRAM) keeps the same shape and pins; the **Nano** fits the same chip on a breadboard-friendly board.

## Powering it

- USB: 5 V from your computer, fine for LEDs and small sensors.
- Barrel jack or VIN: 7–12 V through the on-board regulator.
- Never feed motors or servos from the 5 V pin: give them their own supply and join the grounds.

## Pins worth knowing

- **0 and 1** are the serial port used for uploads: keep them free.
- **2 and 3** take external interrupts (\`attachInterrupt(digitalPinToInterrupt(2), isr, FALLING)\`).
- **A4 (SDA) and A5 (SCL)** are the I²C bus; **10–13** the SPI bus.
- \`analogWrite()\` gives PWM at about 490 Hz (980 Hz on pins 5 and 6), not a real analog voltage.

## Reading an analog value

\`\`\`cpp
const int POT = A0;

void setup() { Serial.begin(115200); }

void loop() {
  int raw = analogRead(POT);             // 0..1023
  float volts = raw * (5.0 / 1023.0);
  Serial.println(volts, 2);
  delay(200);
}
\`\`\`

## Saving SRAM

2 KB fills up fast. Keep constant strings in flash with \`F()\`:

\`\`\`cpp
Serial.println(F("This text stays in flash, not in SRAM"));
\`\`\`

and avoid \`String\` objects in long-running sketches: they fragment the heap. Use fixed \`char\` buffers and \`snprintf\` instead.

## Further reading

- [Arduino documentation](https://docs.arduino.cc/)
- [Arduino language reference](https://docs.arduino.cc/language-reference/)
`,
  },
  {
    slug: 'raspberry-pi',
    group: 'Hardware',
    title: 'Raspberry Pi',
    content: `A Raspberry Pi is a full Linux computer: use it when a project needs a camera, a web server, a database or Python, and pair it with a microcontroller for hard real-time work.

## Which board?

| Board | Good for |
| --- | --- |
| Raspberry Pi 5 / 4 | Camera vision, dashboards, running a small server |
| Raspberry Pi Zero 2 W | Small, low-power Linux nodes with Wi-Fi |
| Raspberry Pi Pico / Pico W | Not Linux: an RP2040 microcontroller, programmed in C or MicroPython |

## First boot

1. Flash **Raspberry Pi OS** with [Raspberry Pi Imager](https://www.raspberrypi.com/software/).
2. In the Imager's settings set a hostname, your user and password, Wi-Fi, and enable SSH.
3. Boot, then connect from your laptop:

\`\`\`bash
ssh pi@esdc-pi.local
sudo apt update && sudo apt full-upgrade -y
\`\`\`

## GPIO from Python

The header's pins are 3.3 V only: 5 V on a GPIO pin destroys it. Use a level shifter or a voltage divider for 5 V signals.

\`\`\`python
from gpiozero import LED, Button
from signal import pause

led = LED(17)          # BCM numbering: GPIO17 is physical pin 11
button = Button(2)     # internal pull-up, pressed = connected to GND

button.when_pressed = led.on
button.when_released = led.off
pause()
\`\`\`

Enable I²C and SPI with \`sudo raspi-config\` → **Interface Options**, then list I²C devices with \`i2cdetect -y 1\`.

## Running your program at boot

A systemd service restarts it when it crashes:

\`\`\`ini
# /etc/systemd/system/sensor-logger.service
[Unit]
Description=Sensor logger
After=network-online.target

[Service]
ExecStart=/usr/bin/python3 /home/pi/logger.py
Restart=on-failure
User=pi

[Install]
WantedBy=multi-user.target
\`\`\`

\`\`\`bash
sudo systemctl enable --now sensor-logger
journalctl -u sensor-logger -f
\`\`\`

## Tips

- Use a proper 5 V 3 A (Pi 4) or 5 A (Pi 5) supply: most "random" crashes are undervoltage (\`vcgencmd get_throttled\`).
- Shut down with \`sudo poweroff\` before pulling power, or the SD card may corrupt.

Further reading: [Raspberry Pi documentation](https://www.raspberrypi.com/documentation/).
`,
  },
  {
    slug: 'esp32',
    group: 'Hardware',
    title: 'ESP32',
    content: `The ESP32 adds Wi-Fi and Bluetooth to a fast dual-core microcontroller, for the price of a sandwich. It is the club's default for IoT projects.

## The family

| Chip | Cores | Radio | Notes |
| --- | --- | --- | --- |
| ESP32 | 2 × Xtensa, 240 MHz | Wi-Fi, Bluetooth Classic + LE | The classic DevKit |
| ESP32-S3 | 2 × Xtensa, 240 MHz | Wi-Fi, BLE | Native USB, vector instructions for ML |
| ESP32-C3 | 1 × RISC-V, 160 MHz | Wi-Fi, BLE | Cheap, low power |
| ESP32-C6 | 1 × RISC-V, 160 MHz | Wi-Fi 6, BLE, Thread/Zigbee | Matter devices |

All run at **3.3 V**: never connect a 5 V signal to a pin directly.

## Pins to avoid

On the classic ESP32 DevKit:

- GPIO 6–11 are wired to the flash chip: never use them.
- GPIO 34–39 are inputs only, with no pull-ups.
- GPIO 0, 2, 12 and 15 are strapping pins read at boot: a wrong level stops the board booting.
- ADC2 pins do not work while Wi-Fi is on: use ADC1 (GPIO 32–39) for analog inputs.

## Connecting to Wi-Fi

\`\`\`cpp
#include <WiFi.h>

const char* SSID = "club-lab";
const char* PASSWORD = "change-me";

void setup() {
  Serial.begin(115200);
  WiFi.mode(WIFI_STA);
  WiFi.begin(SSID, PASSWORD);
  while (WiFi.status() != WL_CONNECTED) {
    delay(250);
    Serial.print('.');
  }
  Serial.printf("\\nConnected, IP %s\\n", WiFi.localIP().toString().c_str());
}

void loop() {}
\`\`\`

Keep credentials out of Git: put them in a \`secrets.h\` listed in \`.gitignore\`.

## Deep sleep

A battery node should sleep between readings. In deep sleep the ESP32 draws around 10 µA; only RTC memory survives:

\`\`\`cpp
RTC_DATA_ATTR int boots = 0;

void setup() {
  boots++;
  // read the sensor, send it ...
  esp_sleep_enable_timer_wakeup(60ULL * 1000000ULL);   // 60 s, in microseconds
  esp_deep_sleep_start();
}

void loop() {}
\`\`\`

## Arduino core or ESP-IDF?

Start with the Arduino core; move to ESP-IDF when you need fine control of FreeRTOS tasks, power management or the latest peripherals. Both are documented in the [ESP-IDF programming guide](https://docs.espressif.com/projects/esp-idf/en/stable/esp32/).
`,
  },
  {
    slug: 'sensors',
    group: 'Hardware',
    title: 'Sensors',
    content: `Sensors turn the world into numbers. Choosing one means choosing its interface, its supply voltage and its accuracy.

## Common sensors in the lab

| Sensor | Measures | Interface | Supply |
| --- | --- | --- | --- |
| DHT22 | Temperature, humidity | One-wire (own protocol) | 3.3–5 V |
| BME280 | Temperature, humidity, pressure | I²C / SPI | 3.3 V |
| DS18B20 | Temperature (waterproof probe) | 1-Wire | 3–5.5 V |
| HC-SR04 | Distance 2–400 cm | Trigger/echo pulses | 5 V |
| MPU-6050 | Acceleration, rotation | I²C | 3.3–5 V (module) |
| LDR + resistor | Light level | Analog | any |
| PIR (HC-SR501) | Motion | Digital | 5 V |

## Interfaces

- **Analog:** a voltage read by the ADC. Simple, but noisy: average several readings.
- **I²C:** two wires (SDA, SCL) shared by many devices, each with an address. Needs pull-ups (most modules have them). Scan the bus when a device does not answer.
- **SPI:** four wires, faster, one chip-select per device.
- **UART:** GPS and some particle sensors stream text lines.

## Reading a BME280 over I²C

\`\`\`cpp
#include <Wire.h>
#include <Adafruit_BME280.h>

Adafruit_BME280 bme;

void setup() {
  Serial.begin(115200);
  if (!bme.begin(0x76)) {            // 0x77 on some modules
    Serial.println(F("BME280 not found: check wiring and address"));
    while (true) {}
  }
}

void loop() {
  Serial.printf("%.1f C  %.0f %%  %.1f hPa\\n",
                bme.readTemperature(), bme.readHumidity(), bme.readPressure() / 100.0F);
  delay(2000);
}
\`\`\`

## Measuring distance with the HC-SR04

Sound travels about 343 m/s, so the echo time in microseconds divided by 58 gives centimetres:

\`\`\`cpp
digitalWrite(TRIG, HIGH);
delayMicroseconds(10);
digitalWrite(TRIG, LOW);
unsigned long us = pulseIn(ECHO, HIGH, 30000);   // time out after 30 ms
float cm = us / 58.0;
\`\`\`

Its echo pin outputs 5 V: put a divider (1 kΩ / 2 kΩ) in front of a 3.3 V board.

## Getting good data

- Read the datasheet's accuracy and response time, not just the range.
- Filter noise with a moving average or a median of five readings.
- Calibrate against a known reference and store the offset.
- Mind self-heating: a temperature sensor next to a voltage regulator reads warm.
`,
  },
  {
    slug: 'programming',
    group: 'Software',
    title: 'Programming',
    content: `Embedded C and C++ are the languages of the club's firmware. This article collects the idioms that separate a sketch that works once from firmware that works for months.

## Fixed-width types

\`int\` is 16 bits on an AVR and 32 bits on an ESP32. Say what you mean:

\`\`\`c
#include <stdint.h>

uint8_t  flags;        // 0..255
int16_t  temperature;  // tenths of a degree, -3276.8..3276.7
uint32_t uptime_ms;    // wraps after 49.7 days
\`\`\`

## Bit manipulation

Registers are bit fields. Set, clear, toggle and test bits with masks:

\`\`\`c
#define LED_BIT  (1u << 5)

PORTB |=  LED_BIT;          // set
PORTB &= ~LED_BIT;          // clear
PORTB ^=  LED_BIT;          // toggle
if (PINB & LED_BIT) { }     // test
\`\`\`

## Non-blocking timing

\`delay()\` stops everything. Compare against \`millis()\` instead; the subtraction stays correct even when the counter wraps:

\`\`\`c
uint32_t last = 0;
const uint32_t PERIOD = 500;

void loop(void) {
  uint32_t now = millis();
  if (now - last >= PERIOD) {
    last += PERIOD;
    toggle_led();
  }
  poll_buttons();   // still runs every pass
}
\`\`\`

## Interrupts

An interrupt service routine (ISR) runs the moment its event happens. Keep it short: set a flag, copy a value, leave.

\`\`\`c
volatile uint32_t pulses = 0;     // volatile: changed outside normal flow

void on_pulse(void) { pulses++; }

void setup(void) {
  pinMode(2, INPUT_PULLUP);
  attachInterrupt(digitalPinToInterrupt(2), on_pulse, FALLING);
}

void loop(void) {
  noInterrupts();                 // a 32-bit read is not atomic on AVR
  uint32_t copy = pulses;
  interrupts();
  report(copy);
}
\`\`\`

Never call \`Serial.print\`, \`delay\` or \`malloc\` inside an ISR.

## Hardware timers

Timers count clock ticks without the CPU. On the ATmega328P, Timer1 in CTC mode interrupts at an exact rate:

\`\`\`c
// 1 kHz tick: 16 MHz / 64 / 250 = 1000 Hz
TCCR1A = 0;
TCCR1B = (1 << WGM12) | (1 << CS11) | (1 << CS10);   // CTC, prescaler 64
OCR1A  = 249;
TIMSK1 = (1 << OCIE1A);

ISR(TIMER1_COMPA_vect) { tick++; }
\`\`\`

## State machines

Most firmware is a state machine. Write it as one:

\`\`\`c
typedef enum { IDLE, HEATING, HOLDING, FAULT } state_t;
static state_t state = IDLE;

void step(float temp) {
  switch (state) {
    case IDLE:    if (start_pressed()) state = HEATING; break;
    case HEATING: if (temp >= target) state = HOLDING; break;
    case HOLDING: if (temp > target + 5) state = FAULT; break;
    case FAULT:   heater_off(); break;
  }
}
\`\`\`

## Checklist

- \`volatile\` on every variable shared with an ISR; disable interrupts around multi-byte reads.
- No dynamic allocation after start-up on small chips.
- A watchdog (\`wdt_enable(WDTO_2S)\`) resets a hung board.
`,
  },
  {
    slug: 'libraries',
    group: 'Software',
    title: 'Libraries',
    content: `Good libraries save weeks. These are the ones the club uses most, with what to watch for.

## Libraries we recommend

| Library | For | Works on |
| --- | --- | --- |
| Adafruit Unified Sensor + device drivers | BME280, BMP280, DHT, MPU-6050 … | AVR, SAMD, ESP32, RP2040 |
| ArduinoJson (Benoit Blanchon) | Parsing and writing JSON with fixed memory | All |
| PubSubClient | MQTT client | ESP32, ESP8266, Ethernet boards |
| FastLED / Adafruit NeoPixel | WS2812 addressable LEDs | All (FastLED faster on AVR) |
| U8g2 | Monochrome OLED and LCD displays | All |
| AccelStepper | Stepper motors with acceleration | All |
| Servo / ESP32Servo | Hobby servos | AVR / ESP32 |
| OneWire + DallasTemperature | DS18B20 | All |

## Installing

In the Arduino IDE use the library manager (see **Configuration**). In PlatformIO, add to \`lib_deps\` with a version range so a new major release cannot break your build:

\`\`\`ini
lib_deps =
  bblanchon/ArduinoJson@^7.0.0
  fastled/FastLED@^3.7.0
\`\`\`

## Using ArduinoJson

\`\`\`cpp
#include <ArduinoJson.h>

JsonDocument doc;
doc["device"] = "greenhouse-1";
doc["temp"] = 21.4;
doc["humidity"] = 55;

char payload[128];
serializeJson(doc, payload);      // {"device":"greenhouse-1","temp":21.4,"humidity":55}
\`\`\`

## Choosing a library

- Check the last release date and open issues: an abandoned driver may not support your core.
- Read the examples folder first: it is the real documentation.
- Watch memory: a display library with a full frame buffer needs 1 KB on a 128×64 OLED, half an Uno's SRAM. U8g2's page mode (\`_1_\` constructors) uses 128 bytes.
- Prefer non-blocking APIs (FastLED's \`show()\` is quick; some sensor libraries wait 750 ms per reading).

## Writing your own

Put reusable code in \`lib/<name>/\` (PlatformIO) or \`libraries/<name>/src\` (Arduino), with a header of declarations and a \`.cpp\` of definitions, a \`library.properties\` or \`library.json\`, and one example. Share it with the club on the code host.
`,
  },
  {
    slug: 'tools',
    group: 'Software',
    title: 'Tools',
    content: `Measuring beats guessing. These instruments live on the lab bench; ask a moderator before first use.

## Multimeter

The tool you will reach for most.

| Mode | Use it to | Watch out |
| --- | --- | --- |
| DC volts (V⎓) | Check supply rails, pin levels | Probe in parallel |
| Continuity (beep) | Find broken wires, shorts, check solder joints | Power off the circuit |
| Resistance (Ω) | Check resistors, pots | Out of circuit for a true reading |
| DC current (A) | Measure consumption | In series, red lead in the mA or A jack; never across a supply |
| Diode | Find an LED's polarity, test diodes | Reads forward voltage |

A reading that jumps around usually means a loose probe or a floating input.

## Logic analyser

A cheap 8-channel USB logic analyser (24 MHz) with the free [sigrok PulseView](https://sigrok.org/wiki/PulseView) software decodes I²C, SPI, UART and 1-Wire traffic.

1. Connect GND first, then one channel per signal.
2. Sample at least 4 times faster than the signal (I²C at 400 kHz needs ≥ 2 MHz).
3. Add a protocol decoder and read the bytes: you can see whether your device answered with an ACK.

It reads logic levels only (0 or 1): for signal quality, use the oscilloscope.

## Oscilloscope

The oscilloscope shows voltage over time: ringing, noise, PWM duty, rise times.

- Set the probe to **×10** on both the probe and the channel menu.
- Clip the probe's ground to the circuit's ground, never to mains-referenced points.
- Start with **Auto**, then set the trigger on a rising edge at half the signal's amplitude.
- Measure with the cursors or the measure menu: frequency, duty, peak-to-peak.

## Bench power supply

Set the voltage first, then the **current limit** just above what the circuit should draw. If the supply drops into current limiting (CC lights up), something is shorted: switch off and look.

## Soldering station

- 330–350 °C for leaded solder, 350–380 °C for lead-free.
- Tin the tip, heat the pad and the lead together, feed solder into the joint, not onto the iron.
- Use the fume extractor and wash your hands afterwards.
`,
  },
  {
    slug: 'ides',
    group: 'Software',
    title: 'IDEs',
    content: `Which editor to use, and when to switch.

## Comparison

| IDE | Best for | Debugging | Notes |
| --- | --- | --- | --- |
| Arduino IDE 2 | First projects, quick tests | Limited (some boards) | Autocomplete, serial plotter |
| VS Code + PlatformIO | Multi-file projects, many boards | Yes, with a probe | Library versions per project |
| VS Code + ESP-IDF extension | ESP32 with ESP-IDF | Yes (JTAG, built-in USB on S3/C3) | Menuconfig inside VS Code |
| STM32CubeIDE | STM32 boards | Yes (ST-LINK) | Pin and clock configurator |
| Thonny | MicroPython on Pico and ESP32 | Step-through for Python | Simplest Python setup |

## Arduino IDE 2 tips

- **Ctrl+Space** completes names; hover a function to see its declaration.
- **Tools → Serial Plotter** graphs numbers you print separated by spaces or tabs.
- **Sketch → Export Compiled Binary** gives a \`.hex\`/\`.bin\` to flash elsewhere.

## VS Code extensions we use

- **PlatformIO IDE** — builds, uploads, serial monitor, unit tests on the board.
- **C/C++** (Microsoft) — IntelliSense and the debugger front end.
- **ESP-IDF** (Espressif) — for ESP-IDF projects.
- **Cortex-Debug** — debugging ARM chips through ST-LINK, J-Link or a Pico probe.
- **EditorConfig** — keeps the club's formatting settings.

## Debugging with a probe

Printing works until timing matters. A debug probe lets you pause the chip, step through code and watch variables:

\`\`\`ini
; platformio.ini
[env:pico]
platform = raspberrypi
board = pico
framework = arduino
debug_tool = cmsis-dap
upload_protocol = cmsis-dap
\`\`\`

Press **F5** in VS Code to build, flash and stop at \`setup()\`.

## Formatting

Keep code readable for reviewers: format with clang-format (in VS Code, **Format Document**). A \`.clang-format\` in the project root with \`BasedOnStyle: Google\` and \`ColumnLimit: 100\` is a good start.
`,
  },
  {
    slug: 'beginner-projects',
    group: 'Projects',
    title: 'Beginner Projects',
    content: `Projects for your first weeks. Each takes an evening or two and teaches one new idea.

## Traffic light with pedestrian button

Three LEDs cycle green → amber → red; a button requests the crossing.

| Part | Qty |
| --- | --- |
| Arduino Uno or Nano | 1 |
| Red, amber, green LEDs | 1 each |
| 220 Ω resistors | 3 |
| Push button | 1 |
| Breadboard and jumper wires | 1 set |

**You learn:** digital outputs, inputs with pull-ups, timing with \`millis()\`, a simple state machine.

## Plant watering reminder

A soil moisture probe lights an LED and beeps when the pot is dry.

| Part | Qty |
| --- | --- |
| Arduino Uno | 1 |
| Capacitive soil moisture sensor v1.2 | 1 |
| Active buzzer | 1 |
| LED + 220 Ω resistor | 1 |

**You learn:** analog readings, thresholds with hysteresis (so it does not flicker at the limit), calibration (read dry air and a glass of water).

## Reaction timer

An LED lights after a random pause; press the button as fast as you can and read your time on the serial monitor.

| Part | Qty |
| --- | --- |
| Any Arduino board | 1 |
| LED + resistor, push button | 1 each |

**You learn:** \`random()\`, measuring time with \`micros()\`, debouncing a button.

\`\`\`cpp
unsigned long start = micros();
while (digitalRead(BUTTON) == HIGH) {}
Serial.print((micros() - start) / 1000.0);
Serial.println(" ms");
\`\`\`

## Night light

An LDR measures the room's light and an LED fades in as it gets dark.

**Parts:** LDR, 10 kΩ resistor, LED, 220 Ω resistor, Arduino.

**You learn:** voltage dividers, \`map()\` and \`analogWrite()\` PWM.

## Show it off

Post your build on the Projects page with a photo and your code: the community likes seeing first projects.
`,
  },
  {
    slug: 'intermediate-projects',
    group: 'Projects',
    title: 'Intermediate Projects',
    content: `Projects that combine several parts, a network or a display. Plan a weekend or two each.

## Wi-Fi weather station

An ESP32 reads a BME280 every minute and publishes to an MQTT broker; a dashboard graphs the history.

| Part | Qty |
| --- | --- |
| ESP32 DevKit | 1 |
| BME280 module (I²C) | 1 |
| 0.96″ SSD1306 OLED (optional) | 1 |
| USB supply or 18650 cell + holder | 1 |

**You learn:** Wi-Fi, MQTT topics (\`club/weather/lab/temperature\`), JSON payloads, reconnecting after outages, deep sleep on battery.

## Line-following robot

Two geared DC motors and an IR sensor array follow a black tape track.

| Part | Qty |
| --- | --- |
| Arduino Nano | 1 |
| TB6612FNG motor driver | 1 |
| N20 or TT geared motors + wheels | 2 |
| 5-channel IR line sensor (TCRT5000) | 1 |
| 2S Li-ion pack + buck converter | 1 |

**You learn:** PWM motor control, a PID loop (start with P only, then add D to stop the wobble), separate power for motors and logic.

\`\`\`cpp
float error = readLinePosition();          // -2.0 .. +2.0
float turn = KP * error + KD * (error - lastError);
lastError = error;
setMotors(BASE + turn, BASE - turn);
\`\`\`

## RFID door log

Members tap a card; an ESP32 checks it against an allow list and logs the entry with a timestamp from NTP.

| Part | Qty |
| --- | --- |
| ESP32 | 1 |
| RC522 RFID reader (SPI) + cards | 1 |
| Buzzer, green and red LEDs | 1 each |
| Relay or servo for a demo latch | 1 |

**You learn:** SPI, time from NTP, storing data in flash (\`Preferences\`), not storing personal data you do not need.

## Digital thermometer with alarm

A DS18B20 probe, a 4-digit display and a rotary encoder to set the alarm temperature, saved in EEPROM.

**You learn:** 1-Wire, user interfaces with an encoder, EEPROM wear (write only when the value changes).
`,
  },
  {
    slug: 'advanced-projects',
    group: 'Projects',
    title: 'Advanced Projects',
    content: `Long projects for experienced members and teams, good for competitions and final-year work. Expect a month or more.

## Self-balancing robot

A two-wheeled robot that stands upright using an IMU and a tuned control loop.

| Part | Qty |
| --- | --- |
| ESP32 or STM32 (Blue Pill / Nucleo) | 1 |
| MPU-6050 or ICM-20948 IMU | 1 |
| NEMA 17 steppers + A4988/TMC2209 drivers, or encoder DC motors | 2 |
| 3S Li-ion pack, buck converter | 1 |
| Laser-cut or 3D-printed chassis | 1 |

**You learn:** sensor fusion (complementary or Kalman filter), a cascaded PID at a fixed rate driven by a hardware timer, tuning with live telemetry.

## FreeRTOS data logger

Several sensors sampled at different rates, stored on an SD card and uploaded when Wi-Fi is available.

| Part | Qty |
| --- | --- |
| ESP32-S3 | 1 |
| microSD module (SPI) | 1 |
| Sensors of your choice (BME280, INA219 current sensor, GPS) | 3+ |

**You learn:** tasks, queues and priorities; why two tasks must not share a bus without a mutex; surviving power loss (append-only files, flush on a schedule).

\`\`\`c
QueueHandle_t samples = xQueueCreate(32, sizeof(sample_t));

void sensor_task(void *arg) {
  TickType_t next = xTaskGetTickCount();
  for (;;) {
    sample_t s = read_bme280();
    xQueueSend(samples, &s, 0);
    vTaskDelayUntil(&next, pdMS_TO_TICKS(1000));
  }
}
\`\`\`

## Custom PCB: IoT sensor node

Design your own board in KiCad: an ESP32-C3 module, a LiPo charger, a sensor and a USB-C port, then order it from a PCB fab.

**You learn:** schematics and footprints, decoupling capacitors, antenna keep-out zones, design rule checks, making Gerbers and a bill of materials, hand-soldering 0603 parts.

## TinyML gesture recognition

An accelerometer on a microcontroller classifies gestures (circle, swipe, shake) with a small neural network.

**Parts:** Arduino Nano 33 BLE Sense or an ESP32-S3 with an IMU.

**You learn:** collecting and labelling data, training a model, quantising it to 8-bit, running it with TensorFlow Lite for Microcontrollers, measuring inference time and memory.

## Working as a team

Use the club's code host: one repository, issues for tasks, pull requests with a review before merging, and a README that lets a new member rebuild the project.
`,
  },
];

/**
 * Loads the documentation articles once per database (flag {@link DOCS_FLAG}); an article whose slug already exists
 * is left as it is.
 * @returns whether they were loaded on this call
 */
export async function seedDocs(db: Kysely<DB>, now: Date): Promise<boolean> {
  const flag = await db.selectFrom('app_settings').select('value').where('key', '=', DOCS_FLAG).executeTakeFirst();
  if (flag) return false;
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const existing = new Set((await trx.selectFrom('doc_articles').select('slug').execute()).map((d) => d.slug));
    const positions = new Map<DocGroup, number>();
    for (const doc of SEED_DOCS) {
      const position = positions.get(doc.group) ?? 0;
      positions.set(doc.group, position + 1);
      if (existing.has(doc.slug)) continue;
      await trx
        .insertInto('doc_articles')
        .values({
          slug: doc.slug,
          group: doc.group,
          title: doc.title,
          position,
          content: doc.content,
          content_html: renderMarkdown(doc.content),
          updated_by: null,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .execute();
    }
    await trx.insertInto('app_settings').values({ key: DOCS_FLAG, value: nowIso }).execute();
  });
  return true;
}
