import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';

/*
 * react-router publishes a production build (no dev warnings) next to its development one, but its package
 * exports only ever resolve to the development files; both builds of the app use the production one.
 */
const require = createRequire(import.meta.url);
const reactRouterProduction = require.resolve('react-router').replace(/([\\/])development([\\/])index\.m?js$/, '$1production$2index.mjs');
if (!existsSync(reactRouterProduction) || !/[\\/]production[\\/]/.test(reactRouterProduction)) {
  throw new Error(`react-router's production build is not where expected: ${reactRouterProduction}`);
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '^/user/': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 300,
    copyPublicDir: !isSsrBuild,
    // Lazy chunks are named by their hash alone, seven characters of it (the fewest Rolldown accepts for this many chunks):
    // the entry lists every page's chunk and its dependencies for preloading, and with 60 pages the descriptive names cost
    // about 1 KB gzip of the initial JavaScript, and the default eight-character hash 0.4 KB more (docs/decisions/005).
    // Every module the entry loads statically stays in the entry chunk: left to itself, Rolldown splits a module that
    // the entry and a lazy page both import into a chunk of its own (a known Rolldown chunking bug: react-router and
    // button.tsx were split), and each split costs the initial JavaScript a request and about 0.4 KB gzip.
    rollupOptions: isSsrBuild ? {} : { output: { chunkFileNames: 'assets/[hash:7].js', codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
  // The server renderer (`vite build --ssr src/prerender.tsx`, docs/decisions/005) is one self-contained production
  // bundle: React, react-router and the rest are bundled in with NODE_ENV fixed to 'production', so it never loads
  // their development builds (component stacks with file paths in the markup) whatever NODE_ENV the server has.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true, target: 'node' as const },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
}));
