/**
 * Preload of the app's own pages (settings, offline at app://panel; sandboxed, CommonJS): exposes
 * exactly one object, `window.desktopApp`. The remote panel never runs this preload.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { exposeAppPageApi } from './app-page-api';

exposeAppPageApi(contextBridge, ipcRenderer);
