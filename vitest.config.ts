import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/*
 * The web tests resolve react-router to its production build, as apps/web/vite.config.ts does for both builds of
 * the app, so they run the same router code the app ships. JSX compiles with the automatic runtime, as the React
 * plugin compiles it for the app (the plugin itself is a dependency of apps/web only, and its fast refresh is for
 * the dev server).
 */
const require = createRequire(import.meta.url);
const reactRouterProduction = require.resolve('react-router').replace(/([\\/])development([\\/])index\.m?js$/, '$1production$2index.mjs');

export default defineConfig({
  test: {
    // One test file per core (Vitest's default leaves one core idle: on the 2-core CI machine it ran every file one
    // after another). The fuzz suite is split in two files so both workers share it (docs/ci-times.md).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // The template database every test app copies, made once per run (apps/server/src/test/global-setup.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // The files of a worker share one module graph: each file used to import the whole app again in a fresh
          // process (about 2.3 s a file, 169 s of a run). Every test app is built and closed by its own file, and the
          // one process-wide switch (password hashing's parameters) is set by each file that depends on it.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        oxc: { jsx: { runtime: 'automatic' } },
        resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // The route tests load real lazy pages, transformed on first use: slow on a busy machine.
          testTimeout: 15_000,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
