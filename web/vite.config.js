// Builds the web UI into web/dist/ (`npm run build:web`): index.html plus hashed bundles under /ui/assets/, which
// `anker serve` serves when present (else the plain modules in web/ui/ as they are). No framework, no plugins.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    assetsDir: 'ui/assets',
    emptyOutDir: true,
    target: 'es2022',
    // Every file a strict CSP allows: no inline script or style, no data: fonts.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
