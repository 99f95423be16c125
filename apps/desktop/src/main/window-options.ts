import type { BrowserWindowConstructorOptions } from 'electron';

export interface WindowOptionsInput {
  /** Absolute path of the built preload script (CommonJS, because the renderer is sandboxed). */
  preloadPath: string;
  /** Window and taskbar icon (Linux and Windows; macOS takes the bundle icon). */
  iconPath?: string;
}

/**
 * Options of the main window. The renderer gets no Node.js: context isolation, the sandbox and
 * web security stay on, and the only bridge to the main process is the preload script.
 */
export function buildWindowOptions({ preloadPath, iconPath }: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 600,
    title: 'Panel Fundacji',
    backgroundColor: '#fbf5ee',
    show: false,
    autoHideMenuBar: true,
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: true,
    },
  };
}
