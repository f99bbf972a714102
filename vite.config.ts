import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-plugin.ts';
import { buildPages } from './scripts/pages-plugin.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), buildPages(), precompressAssets()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
