// Bundles the server (with @esdc/core) into dist/main.js, the operator's commands (npm run admin, backup, restore)
// into dist/admin.js, dist/backup.js and dist/restore.js, and the markdown renderer thread (src/lib/markdown-off-thread.ts) into dist/markdown-render-worker.js;
// npm dependencies stay external. The seed content (JSON and markdown files the seed reads at start, see
// src/platform/seed-content.ts) is copied beside the bundle: src/seed/content to dist/seed-content, and each feature's
// src/features/<name>/seed-content to dist/seed-content/<name>.
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@esdc/'));

await build({
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/cli/admin.ts', out: 'admin' },
    { in: 'src/cli/backup.ts', out: 'backup' },
    { in: 'src/cli/restore.ts', out: 'restore' },
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
for (const feature of readdirSync('src/features')) {
  const content = `src/features/${feature}/seed-content`;
  if (existsSync(content)) cpSync(content, `dist/seed-content/${feature}`, { recursive: true });
}
