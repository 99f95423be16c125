/** The app's version, injected at build time (electron.vite.config.ts `define`). */
declare const __APP_VERSION__: string;
