import { describe, expect, it, vi } from 'vitest';
import { createAppController, type PanelWindowLike } from './app-controller';
import type { ServerCheck } from './server-check';

const SERVER = 'https://panel.example.org';

function setup(options: { origin?: string | null; check?: ServerCheck; loadFails?: boolean } = {}) {
  let url = '';
  const window: PanelWindowLike & { loadURL: ReturnType<typeof vi.fn> } = {
    loadURL: vi.fn(async (next: string) => {
      if (options.loadFails) {
        controller.panelFailed('unreachable');
        throw new Error('ERR_CONNECTION_REFUSED');
      }
      url = next;
      controller.panelLoaded(next);
    }),
    currentUrl: () => url,
    show: vi.fn(),
    hide: vi.fn(),
  };
  let created = false;
  const deps = {
    serverOrigin: () => (options.origin === undefined ? SERVER : options.origin),
    checkServer: vi.fn(async () => options.check ?? ({ ok: true } as ServerCheck)),
    panelWindow: () => {
      created = true;
      return window;
    },
    existingPanelWindow: () => (created ? window : null),
    openAppPage: vi.fn(),
    closeAppPage: vi.fn(),
  };
  const controller = createAppController(deps);
  return { controller, deps, window };
}

describe('start flow', () => {
  it('first start (no address): the settings page', async () => {
    const { controller, deps } = setup({ origin: null });
    expect(await controller.openPanel()).toEqual({ opened: 'settings' });
    expect(deps.openAppPage).toHaveBeenCalledWith('settings');
    expect(deps.checkServer).not.toHaveBeenCalled();
  });

  it('checks /api/health first; an unreachable server gives the offline page with its reason', async () => {
    const { controller, deps, window } = setup({ check: { ok: false, problem: 'unreachable' } });
    expect(await controller.openPanel()).toEqual({ opened: 'offline', problem: 'unreachable' });
    expect(deps.openAppPage).toHaveBeenCalledWith('offline');
    expect(window.loadURL).not.toHaveBeenCalled();
    expect(controller.problem()).toBe('unreachable');
  });

  it('a reachable server: loads /admin, shows the window, closes the app page', async () => {
    const { controller, deps, window } = setup();
    expect(await controller.openPanel()).toEqual({ opened: 'panel' });
    expect(window.loadURL).toHaveBeenCalledWith(`${SERVER}/admin`);
    expect(window.show).toHaveBeenCalled();
    expect(deps.closeAppPage).toHaveBeenCalled();
    expect(controller.isPanelLoaded()).toBe(true);
    expect(controller.problem()).toBeNull();
  });

  it('showing the panel again keeps the current screen; a notification path loads that screen', async () => {
    const { controller, window } = setup();
    await controller.openPanel();
    await controller.openPanel();
    expect(window.loadURL).toHaveBeenCalledTimes(1);
    await controller.openPanel('/admin/mail');
    expect(window.loadURL).toHaveBeenLastCalledWith(`${SERVER}/admin/mail`);
    await controller.openPanel('https://evil.test/');
    expect(window.loadURL).toHaveBeenCalledTimes(2);
    expect(window.loadURL).not.toHaveBeenCalledWith(expect.stringContaining('evil'));
  });

  it('a load failure leads to the offline page, and retry opens the panel when the server is back', async () => {
    const failing = setup({ loadFails: true });
    expect(await failing.controller.openPanel()).toEqual({ opened: 'offline', problem: 'unreachable' });
    expect(failing.deps.openAppPage).toHaveBeenCalledWith('offline');
    expect(failing.window.show).not.toHaveBeenCalled();

    const { controller, deps, window } = setup();
    await controller.openPanel();
    controller.panelFailed('unreachable');
    expect(window.hide).toHaveBeenCalled();
    expect(controller.isPanelLoaded()).toBe(false);
    await controller.openPanel();
    expect(window.loadURL).toHaveBeenCalledTimes(2);
    expect(deps.closeAppPage).toHaveBeenCalledTimes(2);
  });

  it('loads the panel again after a crash or a new server address', async () => {
    const { controller, window } = setup();
    await controller.openPanel();
    controller.invalidatePanel();
    await controller.openPanel();
    expect(window.loadURL).toHaveBeenCalledTimes(2);
  });

  it('runs one open at a time', async () => {
    const { controller, deps } = setup();
    await Promise.all([controller.openPanel(), controller.openPanel()]);
    expect(deps.checkServer).toHaveBeenCalledTimes(1);
  });
});
