/**
 * Main process of the desktop admin app: wiring only. Every rule lives in a plain module that
 * takes its Electron dependencies as parameters and is unit-tested without Electron (see the
 * *.test.ts files beside them); this file hands them the real Electron objects.
 */
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve, sep } from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  net,
  Notification,
  protocol,
  screen,
  session,
  shell,
  Tray,
  type IpcMainEvent,
  type IpcMainInvokeEvent,
  type NativeImage,
  type WebContents,
} from 'electron';
import { SERVER_PROBLEM_MESSAGES, type AppPageState } from '../common/app-page-api';
import { APP_CHANNELS, PANEL_CHANNELS } from '../common/channels';
import { DEFAULT_SERVER_URL, originOf, parseServerAddress } from '../common/server-address';
import { buildAppMenuTemplate } from './app-menu';
import { APP_ORIGIN, APP_PAGES, APP_SCHEME, createAppProtocolHandler } from './app-protocol';
import { createAppController, type PanelWindowLike } from './app-controller';
import { createImageDragService } from './image-drag';
import { pickImages } from './image-picker';
import { registerIpcRoutes, type SenderPolicy } from './ipc';
import { attachCloseToTray, claimSingleInstance, createQuitState } from './lifecycle';
import { baselineHarden, hardenWebContents, type HardenDeps } from './navigation';
import { createNotificationCenter, routeNotificationClick } from './notifications';
import { applyPermissionPolicy } from './permissions';
import { checkServer } from './server-check';
import { createSettingsStore } from './settings';
import { APP_TITLE, createTrayController } from './tray';
import { buildAppPageWindowOptions, buildChildWindowOptions, buildWindowOptions } from './window-options';
import { restoreBounds, trackWindowBounds } from './window-state';

const APP_ID = 'pl.fundacja.malelapki.panel';
const here = import.meta.dirname;
const isDev = !app.isPackaged;
const devServer = isDev ? process.env['ELECTRON_RENDERER_URL'] : undefined;
const devServerOrigin = devServer ? originOf(devServer) : null;
const appPageOrigin = devServerOrigin ?? APP_ORIGIN;

function log(message: string, detail?: unknown): void {
  console.warn(`[panel] ${message}`, detail ?? '');
}

/** Icons: from the package's resources when installed, from the repository while developing. */
function iconFile(name: string): string {
  return app.isPackaged ? join(process.resourcesPath, 'icons', name) : resolve(here, '../../../../resources/icons', name);
}

function appPageUrl(page: 'settings' | 'offline'): string {
  return devServer ? new URL(`${page}.html`, devServer.endsWith('/') ? devServer : `${devServer}/`).href : APP_PAGES[page];
}

// Before 'ready': the app:// scheme behaves like https (standard, secure origin, module scripts).
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, corsEnabled: true } }]);
app.enableSandbox();
if (process.platform === 'win32') app.setAppUserModelId(APP_ID);

const quitState = createQuitState();
const settings = createSettingsStore({ dir: app.getPath('userData'), fs: { readFile, writeFile, rename, mkdir }, join });
const serverOrigin = () => settings.get().serverUrl;
const senderPolicy: SenderPolicy = { serverOrigin, appPageOrigins: devServerOrigin ? [APP_ORIGIN, devServerOrigin] : [APP_ORIGIN] };

let panelWindow: BrowserWindow | null = null;
let appPageWindow: BrowserWindow | null = null;
let tray: ReturnType<typeof createTrayController> | null = null;

const imageDrag = createImageDragService({
  serverOrigin,
  fetch: (url, init) => session.defaultSession.fetch(url, init),
  fs: {
    mkdir,
    writeFile: (path, data) => writeFile(path, data),
    rename,
    access: (path) => access(path),
    rm: (path, options) => rm(path, options),
  },
  dir: join(tmpdir(), `panel-fundacji-${process.pid}`),
  join,
});

const panelHarden = (): HardenDeps => ({
  allowedOrigin: serverOrigin,
  openExternal: (url) => shell.openExternal(url),
  onDenied: (kind, url) => log(`refused ${kind}`, url),
});

function showWindow(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

function asPanelWindowLike(window: BrowserWindow): PanelWindowLike {
  return {
    loadURL: (url) => window.loadURL(url),
    currentUrl: () => window.webContents.getURL(),
    show: () => showWindow(window),
    hide: () => window.hide(),
  };
}

function createPanelWindow(): BrowserWindow {
  const saved = settings.get().window;
  const bounds = restoreBounds(
    saved,
    screen.getAllDisplays().map((display) => display.workArea),
  );
  const window = new BrowserWindow(buildWindowOptions({ preloadPath: join(here, '../preload/index.cjs'), iconPath: iconFile('icon.png'), bounds }));
  if (saved?.maximized) window.maximize();
  const contents = window.webContents;
  hardenWebContents(contents, { ...panelHarden(), childWindowOptions: () => buildChildWindowOptions(iconFile('icon.png')) });
  contents.on('did-create-window', (child) => hardenWebContents(child.webContents, panelHarden()));
  contents.on('did-finish-load', () => controller.panelLoaded(contents.getURL()));
  contents.on('did-fail-load', (_event, errorCode, _description, _url, isMainFrame) => {
    // -3 is ERR_ABORTED: a navigation replaced by another one, not a failure.
    if (isMainFrame && errorCode !== -3) controller.panelFailed('unreachable');
  });
  contents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    controller.invalidatePanel();
    void controller.openPanel();
  });
  trackWindowBounds(window, (next) => void settings.saveWindowBounds(next).catch((error: unknown) => log('window position not saved', error)));
  attachCloseToTray(window, quitState);
  window.on('closed', () => {
    panelWindow = null;
    controller.invalidatePanel();
  });
  return window;
}

function openAppPage(page: 'settings' | 'offline'): void {
  let window = appPageWindow;
  if (!window || window.isDestroyed()) {
    const created = new BrowserWindow(buildAppPageWindowOptions({ preloadPath: join(here, '../preload/app-page.cjs'), iconPath: iconFile('icon.png') }));
    hardenWebContents(created.webContents, { allowedOrigin: () => appPageOrigin, openExternal: (url) => shell.openExternal(url), onDenied: (kind, url) => log(`refused ${kind}`, url) });
    created.once('ready-to-show', () => showWindow(created));
    created.on('closed', () => {
      appPageWindow = null;
      // Closing the first start's settings page without an address: nothing to run.
      if (serverOrigin() === null) quitApp();
    });
    appPageWindow = created;
    window = created;
  }
  void window.loadURL(appPageUrl(page)).catch((error: unknown) => log('app page failed to load', error));
  if (window.isVisible()) showWindow(window);
}

function closeAppPage(): void {
  if (appPageWindow && !appPageWindow.isDestroyed()) appPageWindow.close();
}

const controller = createAppController({
  serverOrigin,
  checkServer: (origin) => checkServer(origin, (url, init) => net.fetch(url, init)),
  panelWindow: () => {
    panelWindow ??= createPanelWindow();
    return asPanelWindowLike(panelWindow);
  },
  existingPanelWindow: () => (panelWindow ? asPanelWindowLike(panelWindow) : null),
  openAppPage,
  closeAppPage,
});

const notifications = createNotificationCenter({
  createNotification: (options) => new Notification(options),
  isSupported: () => Notification.isSupported(),
  iconPath: iconFile('icon.png'),
  onClick: (event) =>
    routeNotificationClick(event, {
      showPanel: () => {
        if (panelWindow) showWindow(panelWindow);
      },
      panelIsLoaded: () => panelWindow !== null && controller.isPanelLoaded(),
      sendToPanel: (payload) => panelWindow?.webContents.send(PANEL_CHANNELS.notificationClick, payload),
      openPanelAt: (path) => void controller.openPanel(path),
    }),
});

function quitApp(): void {
  quitState.markQuitting();
  app.quit();
}

function appState(): AppPageState {
  return { version: app.getVersion(), serverUrl: serverOrigin(), defaultServerUrl: DEFAULT_SERVER_URL, problem: controller.problem() };
}

function senderWindow(event: IpcMainEvent | IpcMainInvokeEvent): BrowserWindow | null {
  return BrowserWindow.fromWebContents(event.sender);
}

function dragIcon(file: string): NativeImage {
  const image = nativeImage.createFromPath(file);
  if (!image.isEmpty()) return image.resize({ width: 96 });
  return nativeImage.createFromPath(iconFile('icon.png')).resize({ width: 64 });
}

function registerIpc(): void {
  registerIpcRoutes(
    ipcMain,
    {
      [PANEL_CHANNELS.notify]: { role: 'panel', kind: 'send', handler: (_event, payload) => notifications.notify(payload) },
      [PANEL_CHANNELS.setUnreadCount]: { role: 'panel', kind: 'send', handler: (_event, count) => tray?.setUnread(count) },
      [PANEL_CHANNELS.pickImages]: {
        role: 'panel',
        kind: 'invoke',
        handler: (event) => {
          const window = senderWindow(event);
          return pickImages({
            showOpenDialog: (options) => (window ? dialog.showOpenDialog(window, options) : dialog.showOpenDialog(options)),
            stat,
            readFile: (path) => readFile(path),
            basename: (path) => basename(path),
            reportRejected: (message) => {
              const box = { type: 'warning' as const, title: APP_TITLE, message };
              void (window ? dialog.showMessageBox(window, box) : dialog.showMessageBox(box));
            },
          });
        },
      },
      [PANEL_CHANNELS.startImageDrag]: {
        role: 'panel',
        kind: 'send',
        handler: async (event, imageUrl, filename) => {
          const file = await imageDrag.prepare(imageUrl, filename);
          const sender: WebContents = event.sender;
          if (file && !sender.isDestroyed()) sender.startDrag({ file, icon: dragIcon(file) });
        },
      },
      [PANEL_CHANNELS.openSettings]: { role: 'panel', kind: 'send', handler: () => openAppPage('settings') },
      [APP_CHANNELS.getState]: { role: 'app-page', kind: 'invoke', handler: () => appState() },
      [APP_CHANNELS.checkServer]: {
        role: 'app-page',
        kind: 'invoke',
        handler: async (_event, address) => {
          const parsed = parseServerAddress(typeof address === 'string' ? address : '');
          if (!parsed.ok) return parsed;
          const check = await checkServer(parsed.origin, (url, init) => net.fetch(url, init));
          return check.ok ? parsed : { ok: false, error: SERVER_PROBLEM_MESSAGES[check.problem] };
        },
      },
      [APP_CHANNELS.saveServer]: {
        role: 'app-page',
        kind: 'invoke',
        handler: async (_event, address) => {
          const before = serverOrigin();
          const result = await settings.setServer(typeof address === 'string' ? address : '');
          if (!result.ok) return result;
          if (result.origin !== before) {
            controller.invalidatePanel();
            tray?.setUnread(0);
          }
          void controller.openPanel();
          return { ok: true };
        },
      },
      [APP_CHANNELS.retry]: {
        role: 'app-page',
        kind: 'invoke',
        handler: async () => {
          await controller.openPanel();
          return appState();
        },
      },
      [APP_CHANNELS.openSettings]: { role: 'app-page', kind: 'send', handler: () => openAppPage('settings') },
      [APP_CHANNELS.close]: { role: 'app-page', kind: 'send', handler: (event) => senderWindow(event)?.close() },
    },
    senderPolicy,
    (channel, url) => log(`refused IPC ${channel}`, url),
  );
}

function createTray(): void {
  try {
    // tray.png (16 px) with tray@2x.png beside it: Electron picks the @2x file on high-DPI screens.
    const trayIcon = new Tray(iconFile('tray.png'));
    tray = createTrayController({
      tray: trayIcon,
      buildMenu: (template) => Menu.buildFromTemplate(template),
      setBadgeCount: (count) => void app.setBadgeCount(count),
      open: () => void controller.openPanel(),
      quit: quitApp,
    });
  } catch (error) {
    // Some Linux desktops have no tray: the app still runs; starting it again shows the window.
    log('no tray icon', error);
  }
}

function createMenu(): void {
  const template = buildAppMenuTemplate(
    {
      openPanel: () => void controller.openPanel(),
      openSettings: () => openAppPage('settings'),
      reload: () => BrowserWindow.getFocusedWindow()?.webContents.reload(),
      about: () =>
        void dialog.showMessageBox({
          type: 'info',
          title: 'O aplikacji',
          message: `${APP_TITLE} ${app.getVersion()}`,
          detail: `Panel administracyjny Fundacji Małe Łapki.\nSerwer: ${serverOrigin() ?? 'nie ustawiono'}\nElectron ${process.versions.electron}`,
        }),
      quit: quitApp,
    },
    { isMac: process.platform === 'darwin', isDev },
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

if (claimSingleInstance(app, () => void app.whenReady().then(() => controller.openPanel()))) {
  app.on('web-contents-created', (_event, contents) => baselineHarden(contents));
  app.on('before-quit', () => quitState.markQuitting());
  app.on('will-quit', () => {
    void imageDrag.cleanup();
    void settings.flush();
  });
  // The tray keeps the app running with every window closed or hidden.
  app.on('window-all-closed', () => undefined);
  app.on('activate', () => void controller.openPanel());

  void app.whenReady().then(async () => {
    protocol.handle(APP_SCHEME, createAppProtocolHandler({ root: join(here, '../renderer'), readFile: (file) => readFile(file), path: { resolve, sep } }));
    applyPermissionPolicy(session.defaultSession, serverOrigin, (permission, url) => log(`refused permission ${permission}`, url));
    await settings.load();
    registerIpc();
    createMenu();
    createTray();
    await controller.openPanel();
  });
}
