/// <reference types="vite/client" />
import type { AppPageApi } from '../common/app-page-api';

declare global {
  interface Window {
    /** Exposed by the app-page preload (settings and offline pages only). */
    desktopApp?: AppPageApi;
  }
}
