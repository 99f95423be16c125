import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where `vite dev` / `vite preview` forward the server-side paths (the Express server). */
const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: backend, changeOrigin: false },
  '/static': { target: backend, changeOrigin: false },
  '/docs': { target: backend, changeOrigin: false },
};

export default defineConfig({
  // Fixed root, so `vite build` works from the repository root as well as from apps/web.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Admin pages are lazy route modules (src/app/router.tsx): separate chunks a visitor never loads.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework, cached apart from the app's own code.
            { name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zustand)[\\/]/ },
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
});
