// Bundle budgets (docs/decisions/005-prerendered-public-pages.md; sizes are deterministic, so npm test asserts them):
// the initial JS for "/" (entry + its static imports + the landing page chunk and its static imports)
// must stay within 117 KB gzip (its history: docs/decisions/005) (1 KB = 1024 bytes). Prints each budget; exits 1 when one is over.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'apps/web/dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** @param {string[]} roots manifest keys @returns {Set<string>} JS files loaded for them */
function closure(roots) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return files;
}

const gzipBytes = (files) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);

/** The entry's own files: a page chunk's budget counts only what it adds on top of them. */
const entryFiles = closure(['index.html']);
const GAMES = ['games', 'snake', 'tetris', 'pong', 'breakout', 'memory', 'simon'];

export const budgets = [
  { name: 'initial JS for /', roots: ['index.html', 'src/features/landing/pages/landing-page.tsx'], limitKb: 117 },
  // Issue "Games, challenges and the leaderboard": each game is its own lazy chunk, at most 30 KB gzip.
  ...GAMES.map((game) => ({
    name: `/games${game === 'games' ? '' : `/${game}`} chunk`,
    roots: [`src/features/games/pages/${game}-page.tsx`],
    exclude: entryFiles,
    limitKb: 30,
  })),
];

let failed = false;
for (const budget of budgets) {
  const files = [...closure(budget.roots)].filter((f) => !budget.exclude?.has(f));
  const bytes = gzipBytes(files);
  const kb = bytes / 1024;
  const ok = kb <= budget.limitKb;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${budget.name}: ${kb.toFixed(1)} KB gzip (budget ${budget.limitKb} KB)`);
}
if (failed) {
  console.error('A bundle budget is exceeded.');
  process.exit(1);
}
