import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CHANNELS, PANEL_CHANNELS } from '../common/channels';

/**
 * The wiring of index.ts with Electron replaced by a fake module (no binary here): which windows
 * open with which preload and options, that every IPC channel is registered behind the sender
 * check, and that the session, protocol, menu and tray are set up. The rules themselves are
 * tested in the modules' own tests.
 */

type Listener = (...args: unknown[]) => unknown;

const fake = vi.hoisted(() => {
  const state = {
    userData: '',
    windows: [] as FakeWindow[],
    handles: new Map<string, Listener>(),
    ons: new Map<string, Listener>(),
    appListeners: new Map<string, Listener[]>(),
    notifications: [] as { title: string; body: string }[],
    permissionRequest: null as Listener | null,
    permissionCheck: null as Listener | null,
    protocolHandlers: new Map<string, Listener>(),
    privileged: [] as unknown[],
    menu: null as unknown,
    trays: [] as unknown[],
    health: { ok: true, status: 200, body: { status: 'ok' } as unknown },
    fetched: [] as string[],
  };

  class FakeWebContents {
    url = '';
    listeners = new Map<string, Listener[]>();
    sent: unknown[][] = [];
    openHandler: Listener | null = null;
    on(name: string, listener: Listener) {
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
      return this;
    }
    emit(name: string, ...args: unknown[]) {
      for (const listener of this.listeners.get(name) ?? []) listener(...args);
    }
    setWindowOpenHandler(handler: Listener) {
      this.openHandler = handler;
    }
    getURL() {
      return this.url;
    }
    send(...args: unknown[]) {
      this.sent.push(args);
    }
    isDestroyed() {
      return false;
    }
    reload() {}
    startDrag() {}
  }

  class FakeWindow {
    webContents = new FakeWebContents();
    visible = false;
    destroyed = false;
    listeners = new Map<string, Listener[]>();
    constructor(readonly options: Record<string, unknown>) {
      state.windows.push(this);
      for (const listener of state.appListeners.get('web-contents-created') ?? []) listener({}, this.webContents);
    }
    static fromWebContents(contents: unknown) {
      return state.windows.find((window) => window.webContents === contents) ?? null;
    }
    static getFocusedWindow() {
      return null;
    }
    async loadURL(url: string) {
      this.webContents.url = url;
      this.webContents.emit('did-finish-load');
    }
    on(name: string, listener: Listener) {
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
      return this;
    }
    once(name: string, listener: Listener) {
      return this.on(name, listener);
    }
    emit(name: string, ...args: unknown[]) {
      for (const listener of this.listeners.get(name) ?? []) listener(...args);
    }
    show() {
      this.visible = true;
    }
    hide() {
      this.visible = false;
    }
    focus() {}
    restore() {}
    maximize() {}
    isVisible() {
      return this.visible;
    }
    isMinimized() {
      return false;
    }
    isMaximized() {
      return false;
    }
    isDestroyed() {
      return this.destroyed;
    }
    close() {
      const event = { defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
      this.emit('close', event);
      if (!event.defaultPrevented) {
        this.destroyed = true;
        this.emit('closed');
      }
    }
    getNormalBounds() {
      return { x: 0, y: 0, width: 1280, height: 800 };
    }
  }

  const image = { isEmpty: () => false, resize: () => image };
  const electron = {
    app: {
      isPackaged: false,
      getPath: () => state.userData,
      getVersion: () => '0.1.0',
      enableSandbox: vi.fn(),
      setAppUserModelId: vi.fn(),
      requestSingleInstanceLock: () => true,
      quit: vi.fn(),
      setBadgeCount: vi.fn(),
      on(name: string, listener: Listener) {
        state.appListeners.set(name, [...(state.appListeners.get(name) ?? []), listener]);
      },
      whenReady: () => Promise.resolve(),
    },
    BrowserWindow: FakeWindow,
    dialog: { showOpenDialog: vi.fn(async () => ({ canceled: true, filePaths: [] })), showMessageBox: vi.fn(async () => ({})) },
    ipcMain: {
      handle: (channel: string, listener: Listener) => state.handles.set(channel, listener),
      on: (channel: string, listener: Listener) => state.ons.set(channel, listener),
    },
    Menu: { buildFromTemplate: (template: unknown) => template, setApplicationMenu: (menu: unknown) => (state.menu = menu) },
    nativeImage: { createFromPath: () => image },
    net: {
      fetch: async (url: string) => {
        state.fetched.push(url);
        return { ok: state.health.ok, status: state.health.status, json: async () => state.health.body };
      },
    },
    Notification: class {
      static isSupported = () => true;
      constructor(readonly options: { title: string; body: string }) {}
      on() {}
      show() {
        state.notifications.push({ title: this.options.title, body: this.options.body });
      }
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => state.privileged.push(...schemes),
      handle: (scheme: string, handler: Listener) => state.protocolHandlers.set(scheme, handler),
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: {
      defaultSession: {
        fetch: vi.fn(),
        setPermissionRequestHandler: (handler: Listener) => (state.permissionRequest = handler),
        setPermissionCheckHandler: (handler: Listener) => (state.permissionCheck = handler),
        setDevicePermissionHandler: vi.fn(),
      },
    },
    shell: { openExternal: vi.fn(async () => undefined) },
    Tray: class {
      constructor() {
        state.trays.push(this);
      }
      setToolTip() {}
      setTitle() {}
      setContextMenu() {}
      on() {}
    },
  };
  return { state, electron };
});

vi.mock('electron', () => fake.electron);

async function startApp(settings?: object) {
  if (settings) await writeFile(join(fake.state.userData, 'settings.json'), JSON.stringify(settings));
  await import('./index');
  // Let whenReady's chain (settings load, health check, window load) run.
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

const frame = (url: string) => ({ senderFrame: { url, parent: null }, sender: {} });

beforeEach(async () => {
  vi.resetModules();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  fake.state.userData = await mkdtemp(join(tmpdir(), 'panel-settings-'));
  fake.state.windows = [];
  fake.state.handles.clear();
  fake.state.ons.clear();
  fake.state.appListeners.clear();
  fake.state.notifications = [];
  fake.state.fetched = [];
  fake.state.health = { ok: true, status: 200, body: { status: 'ok' } };
});

afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await rm(fake.state.userData, { recursive: true, force: true });
});

describe('main process wiring (fake Electron)', () => {
  it('first start: app:// registered, permissions and menu set, the settings page in a hardened window with the app-page preload', async () => {
    await startApp();
    expect(fake.state.privileged).toContainEqual({ scheme: 'app', privileges: { standard: true, secure: true, corsEnabled: true } });
    expect(fake.state.protocolHandlers.has('app')).toBe(true);
    expect(fake.state.permissionRequest).not.toBeNull();
    expect(fake.state.menu).not.toBeNull();
    expect(fake.state.trays).toHaveLength(1);
    expect(fake.state.windows).toHaveLength(1);
    const [settingsWindow] = fake.state.windows;
    expect(settingsWindow!.webContents.url).toBe('app://panel/settings.html');
    expect(settingsWindow!.options['webPreferences']).toMatchObject({
      preload: expect.stringMatching(/preload[\\/]app-page\.cjs$/),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    });
    expect(fake.state.fetched).toEqual([]);
  });

  it('registers every channel, each behind the sender check', async () => {
    await startApp();
    expect([...fake.state.handles.keys(), ...fake.state.ons.keys()].sort()).toEqual([...Object.values(PANEL_CHANNELS).filter((c) => c !== PANEL_CHANNELS.notificationClick), ...Object.values(APP_CHANNELS)].sort());
    await expect(fake.state.handles.get(APP_CHANNELS.getState)!(frame('https://evil.test/'))).rejects.toThrow('Odmowa dostępu');
    await expect(fake.state.handles.get(APP_CHANNELS.getState)!(frame('app://panel/settings.html'))).resolves.toMatchObject({
      serverUrl: null,
      defaultServerUrl: 'http://localhost:3000',
    });
  });

  it('with a saved server that answers /api/health: the panel window with the bridge preload on /admin', async () => {
    await startApp({ serverUrl: 'http://127.0.0.1:3000' });
    expect(fake.state.fetched).toEqual(['http://127.0.0.1:3000/api/health']);
    const panel = fake.state.windows.find((window) => window.webContents.url.startsWith('http://127.0.0.1:3000'));
    expect(panel?.webContents.url).toBe('http://127.0.0.1:3000/admin');
    expect(panel?.options['webPreferences']).toMatchObject({ preload: expect.stringMatching(/preload[\\/]index\.cjs$/), sandbox: true, backgroundThrottling: false });
    expect(panel?.visible).toBe(true);

    // Notifications from the panel's main frame only, each id once.
    const event = { type: 'mail.received', id: 'm1', messageId: 3, fromName: 'Ola', subject: 'Pytanie', receivedAt: '2026-01-01T00:00:00Z' };
    const notify = fake.state.ons.get(PANEL_CHANNELS.notify)!;
    notify(frame('https://evil.test/'), event);
    notify(frame('http://127.0.0.1:3000/admin'), event);
    notify(frame('http://127.0.0.1:3000/admin'), event);
    expect(fake.state.notifications).toEqual([{ title: 'Nowa wiadomość', body: 'Ola: Pytanie' }]);

    // Closing hides it to the tray.
    panel!.close();
    expect(panel!.destroyed).toBe(false);
    expect(panel!.visible).toBe(false);
  });

  it('with a saved server that does not answer: the offline page', async () => {
    fake.state.health = { ok: false, status: 503, body: { status: 'degraded' } };
    await startApp({ serverUrl: 'http://127.0.0.1:3000' });
    expect(fake.state.windows.map((window) => window.webContents.url)).toEqual(['app://panel/offline.html']);
    await expect(fake.state.handles.get(APP_CHANNELS.getState)!(frame('app://panel/offline.html'))).resolves.toMatchObject({ problem: 'database' });
  });

  it('permissions: notifications for the server only', async () => {
    await startApp({ serverUrl: 'http://127.0.0.1:3000' });
    // Until the settings file is read the server's origin is unknown and everything is refused; on
    // a loaded machine that read can outlast startApp's ticks, so ask again until it is known.
    await vi.waitFor(() => {
      const callback = vi.fn();
      fake.state.permissionRequest!({}, 'notifications', callback, { requestingUrl: 'http://127.0.0.1:3000/admin' });
      fake.state.permissionRequest!({}, 'media', callback, { requestingUrl: 'http://127.0.0.1:3000/admin' });
      expect(callback.mock.calls).toEqual([[true], [false]]);
    });
  });
});
