#!/usr/bin/env node
// npm run serve: starts the server that `npm run build` made (apps/server/dist, serving apps/web/dist), without building
// and without needing dev dependencies (README Two commands; `npm start` builds first, then runs this). Says what to do
// when there is no build.
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const missing = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].filter((file) => !existsSync(new URL(file, root)));
if (missing.length > 0) {
  console.error(`ESDC Hub is not built (${missing.join(', ')} missing): run \`npm run build\` first, or \`npm start\` to build and start.`);
  process.exit(1);
}
await import(new URL('apps/server/dist/main.js', root).href);
