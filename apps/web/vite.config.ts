import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '^/user/': 'http://localhost:3000' } },
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 300 },
});
