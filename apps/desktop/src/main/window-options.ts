import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';

export interface WindowOptionsInput {
  /** Absolute path of the built preload script (CommonJS, because the renderer is sandboxed). */
  preloadPath?: string;
  /** Window and taskbar icon (Linux and Windows; macOS takes the bundle icon). */
  iconPath?: string;
  /** Restored size and position (see restoreBounds). */
  bounds?: { x?: number; y?: number; width: number; height: number };
}

/**
 * The web preferences of every window the app creates (Electron security checklist): the
 * renderer gets no Node.js, context isolation and the Chromium sandbox stay on, web security
 * stays on, no insecure content, no experimental features, no <webview>.
 */
export function secureWebPreferences(preloadPath?: string): WebPreferences {
  return {
    ...(preloadPath ? { preload: preloadPath } : {}),
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: true,
  };
}

/**
 * The panel window (the server's /admin). Background throttling is off so the event stream and
 * its reconnects keep running while the window is hidden in the tray.
 */
export function buildWindowOptions({ preloadPath, iconPath, bounds }: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    width: bounds?.width ?? 1280,
    height: bounds?.height ?? 800,
    ...(bounds?.x !== undefined && bounds.y !== undefined ? { x: bounds.x, y: bounds.y } : {}),
    minWidth: 800,
    minHeight: 600,
    title: 'Panel Fundacji',
    backgroundColor: '#fbf5ee',
    show: false,
    autoHideMenuBar: true,
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: { ...secureWebPreferences(preloadPath), backgroundThrottling: false },
  };
}

/** The small window of the app's own pages (settings, offline). */
export function buildAppPageWindowOptions({ preloadPath, iconPath }: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    width: 560,
    height: 620,
    minWidth: 420,
    minHeight: 480,
    title: 'Panel Fundacji — ustawienia',
    backgroundColor: '#fbf5ee',
    show: false,
    autoHideMenuBar: true,
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: secureWebPreferences(preloadPath),
  };
}

/** Windows opened by window.open on the server's origin (e.g. an attachment): hardened, without the bridge. */
export function buildChildWindowOptions(iconPath?: string): BrowserWindowConstructorOptions {
  return {
    width: 1000,
    height: 760,
    autoHideMenuBar: true,
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: secureWebPreferences(),
  };
}
