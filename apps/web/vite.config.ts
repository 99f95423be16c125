import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** A file of react-router's production build (dist/production), found where Node resolves the package. */
function routerBuild(file: string): string {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  return path.join(path.dirname(packageJson), 'dist/production', file);
}

/** Where `vite dev` / `vite preview` forward the server-side paths (the Express server). */
const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: backend, changeOrigin: false },
  '/static': { target: backend, changeOrigin: false },
  '/docs': { target: backend, changeOrigin: false },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // Fixed root, so `vite build` works from the repository root as well as from apps/web.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // Brotli at its best quality and gzip, written next to each asset once at build time: the
    // server sends these files as they are (server/src/modules/spa/static-assets.ts) instead of
    // compressing on every request, where brotli at a fast quality came out larger than gzip.
    // index.html is left out: the server fills it in per request. The server render needs none.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
          defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
        ],
        exclude: /(^|[\\/])index\.html$/,
        logLevel: 'silent',
      }),
  ],
  // React Router's package exports name its development build for every bundler (its own dev
  // warnings switched on, remix-run/react-router#14102); the browser's production build takes the
  // production build next to it. Same code without the warnings, ~0.6 kB gzip less.
  resolve:
    command !== 'build' || isSsrBuild
      ? undefined
      : {
          alias: [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ],
        },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Admin pages are lazy route modules (src/app/router.tsx): separate chunks a visitor never loads.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework, cached apart from the app's own code (zustand's middleware serves the
            // chat only: it stays in the chat's chunk).
            { name: 'vendor', test: /[\\/]node_modules[\\/]((react|react-dom|scheduler|react-router|react-router-dom)[\\/]|zustand[\\/]esm[\\/](?!middleware))/ },
            { name: 'ariakit', test: /[\\/]node_modules[\\/]@ariakit[\\/]/ },
          ],
        },
      },
    },
  },
  // The server-side render (src/app/prerender.tsx) is one self-contained file: it needs no
  // node_modules next to the server at run time.
  ssr: { noExternal: true },
  server: { proxy },
  preview: { proxy },
}));
