// Bundles the server (with @esdc/core) into dist/main.js, and the operator's command (npm run admin) into
// dist/admin.js; npm dependencies stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@esdc/'));

await build({
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/cli/admin.ts', out: 'admin' },
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
