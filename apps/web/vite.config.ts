import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    // Top-level await lets the client load the current screen's chunk before hydrating.
    target: 'es2022',
    emptyOutDir: true,
    // Inline small images only; fonts stay separate files the browser fetches by unicode-range.
    assetsInlineLimit: 2048,
  },
  ssr: { noExternal: ['@ft/shared'] },
  server: { proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
});
