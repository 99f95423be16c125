/**
 * Preload of the panel window (the server's /admin; sandboxed, built as CommonJS). It exposes
 * exactly one object, `window.desktop`, implementing DesktopBridge from '@pets/shared'; the admin
 * code feature-detects it (apps/web/src/platform/desktop.ts).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { exposeDesktopBridge } from './bridge';

exposeDesktopBridge(contextBridge, ipcRenderer, __APP_VERSION__);
