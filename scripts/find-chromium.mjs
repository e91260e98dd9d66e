// Finds Chromium for the end-to-end suite and the benchmarks: CHROME_PATH, else /usr/bin/chromium.
// When none is there it installs Debian's `chromium` if running as root; otherwise it fails with one clear line.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** @returns {string} the Chromium executable path */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  for (const path of candidates) if (existsSync(path)) return path;
  if (process.getuid?.() === 0) {
    console.log('Chromium not found: installing Debian package "chromium" (apt-get)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error('Chromium not found. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to its executable.');
  process.exit(1);
}

/** Chromium flags that work on these machines (DESIGN toolchain facts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
