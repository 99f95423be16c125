import type { ServerProblem } from '../common/app-page-api';
import { originOf } from '../common/server-address';
import type { ServerCheck } from './server-check';

/** What the controller needs of the panel window (a BrowserWindow in the app, a fake in tests). */
export interface PanelWindowLike {
  loadURL(url: string): Promise<void>;
  currentUrl(): string;
  show(): void;
  hide(): void;
}

export interface AppControllerDeps {
  serverOrigin(): string | null;
  checkServer(origin: string): Promise<ServerCheck>;
  /** The panel window, created on first use. */
  panelWindow(): PanelWindowLike;
  /** The panel window if it exists. */
  existingPanelWindow(): PanelWindowLike | null;
  openAppPage(page: 'settings' | 'offline'): void;
  closeAppPage(): void;
}

export type OpenResult = { opened: 'panel' } | { opened: 'settings' } | { opened: 'offline'; problem: ServerProblem };

/**
 * The start and recovery flow: without a server address the settings page; otherwise the server's
 * /api/health first, then the panel, or the offline page (with retry) when the server cannot serve
 * it. A load failure of the panel later also leads to the offline page.
 */
export function createAppController(deps: AppControllerDeps) {
  let problem: ServerProblem | null = null;
  let loaded = false;
  let opening: Promise<OpenResult> | null = null;

  async function open(path: string): Promise<OpenResult> {
    const origin = deps.serverOrigin();
    if (origin === null) {
      deps.openAppPage('settings');
      return { opened: 'settings' };
    }
    const check = await deps.checkServer(origin);
    if (!check.ok) {
      problem = check.problem;
      deps.existingPanelWindow()?.hide();
      deps.openAppPage('offline');
      return { opened: 'offline', problem: check.problem };
    }
    problem = null;
    const window = deps.panelWindow();
    const showingServer = loaded && originOf(window.currentUrl()) === origin;
    if (!showingServer || path !== '/admin') {
      loaded = false;
      await window.loadURL(`${origin}${path}`).catch(() => undefined);
      if (!loaded) {
        // did-fail-load already led to panelFailed (offline page); make sure it did.
        if (problem === null) {
          problem = 'unreachable';
          deps.openAppPage('offline');
        }
        return { opened: 'offline', problem };
      }
    }
    window.show();
    deps.closeAppPage();
    return { opened: 'panel' };
  }

  return {
    /** Opens (or shows) the panel at a path of the server ('/admin' keeps the current screen). */
    openPanel(path = '/admin'): Promise<OpenResult> {
      if (!path.startsWith('/admin')) path = '/admin';
      if (opening) return opening;
      opening = open(path).finally(() => {
        opening = null;
      });
      return opening;
    },
    /** The panel's main frame finished loading a page of the server. */
    panelLoaded(url: string) {
      loaded = originOf(url) === deps.serverOrigin();
    },
    /** The panel's main frame failed to load (server gone): show the offline page. */
    panelFailed(reason: ServerProblem = 'unreachable') {
      loaded = false;
      problem = reason;
      deps.existingPanelWindow()?.hide();
      deps.openAppPage('offline');
    },
    /** The panel must load again: the server address changed, or its renderer crashed or closed. */
    invalidatePanel() {
      loaded = false;
    },
    isPanelLoaded: () => loaded,
    problem: () => problem,
  };
}

export type AppController = ReturnType<typeof createAppController>;
