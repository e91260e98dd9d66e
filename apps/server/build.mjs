// Bundles the server (with @esdc/core) into dist/main.js, the operator's command (npm run admin) into
// dist/admin.js, and the markdown renderer thread (src/lib/markdown-off-thread.ts) into dist/markdown-render-worker.js;
// npm dependencies stay external. The seed content (src/seed/content: JSON and markdown files the seed reads at start,
// see src/seed/content-loader.ts) is copied to dist/seed-content.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@esdc/'));

await build({
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/cli/admin.ts', out: 'admin' },
    { in: 'src/lib/markdown-render-worker.ts', out: 'markdown-render-worker' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

rmSync('dist/seed-content', { recursive: true, force: true });
cpSync('src/seed/content', 'dist/seed-content', { recursive: true });
