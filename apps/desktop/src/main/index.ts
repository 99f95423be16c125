import { join } from 'node:path';
import { app, BrowserWindow, session, shell } from 'electron';
import { buildWindowOptions } from './window-options';

/**
 * Placeholder main process: one hardened window showing the local settings page. The admin panel
 * itself (loading the server's /admin, notifications, tray, IPC) comes with the desktop issue.
 */
const here = import.meta.dirname;

function createWindow(): BrowserWindow {
  const window = new BrowserWindow(buildWindowOptions({ preloadPath: join(here, '../preload/index.cjs') }));
  window.once('ready-to-show', () => window.show());

  // Nothing may open inside the app yet: links to http(s) pages go to the system browser.
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (/^https?:\/\//.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event) => event.preventDefault());

  const devServer = process.env['ELECTRON_RENDERER_URL'];
  if (!app.isPackaged && devServer) void window.loadURL(devServer);
  else void window.loadFile(join(here, '../renderer/index.html'));
  return window;
}

app.enableSandbox();

void app.whenReady().then(() => {
  // The page needs no camera, microphone, location or notifications permission yet.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
