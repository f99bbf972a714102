import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressAssets } from './scripts/precompress-plugin.ts';
import { buildPages } from './scripts/pages-plugin.ts';
import { shellChunkGroups } from './scripts/shell-chunks.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);
const appEntry = fileURLToPath(new URL('./src/client/index.html', import.meta.url));
const landingEntry = fileURLToPath(new URL('./src/client/landing.html', import.meta.url));

/**
 * The service worker (src/client/service-worker.ts) with the build's precache list: the app shell
 * and every hashed script and style sheet, plus the two files of public/. Registered by the app
 * itself, for signed-in users; no web app manifest (the app is not offered for installation).
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'service-worker.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    rollupFormat: 'iife',
    globPatterns: ['index.html', 'assets/*.{js,css}', '*.{js,svg}'],
    // The largest chunks are the export libraries (.pptx, .docx), still well under this.
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  },
});

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), buildPages(), precompressAssets(), serviceWorker],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // landing.html is the prerendered landing page's template: its own, lighter entry
      // (landing-main.tsx). scripts/pages-plugin.ts fills it and removes it from the output.
      input: { index: appEntry, landing: landingEntry },
      output: { codeSplitting: { groups: shellChunkGroups(appEntry, landingEntry) } },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
