import type { IpcMain } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { APP_CHANNELS, PANEL_CHANNELS } from '../common/channels';
import { APP_ORIGIN } from './app-protocol';
import { IpcRefusedError, registerIpcRoutes, senderRole, type SenderPolicy } from './ipc';

const SERVER = 'https://panel.example.org';
const policy: SenderPolicy = { serverOrigin: () => SERVER, appPageOrigins: [APP_ORIGIN] };

type Frame = { url: string; parent: Frame | null };
const mainFrame = (url: string): Frame => ({ url, parent: null });
const subFrame = (url: string): Frame => ({ url, parent: mainFrame(`${SERVER}/admin/mail`) });

describe('senderRole', () => {
  it('recognises the main frame of the server as the panel and app://panel pages as app pages', () => {
    expect(senderRole(mainFrame(`${SERVER}/admin/surveys`), policy)).toBe('panel');
    expect(senderRole(mainFrame(`${APP_ORIGIN}/settings.html`), policy)).toBe('app-page');
  });

  it('refuses foreign origins, subframes (even of the server), missing frames and opaque URLs', () => {
    expect(senderRole(mainFrame('https://evil.test/'), policy)).toBeNull();
    expect(senderRole(mainFrame('http://panel.example.org/admin'), policy)).toBeNull();
    expect(senderRole(subFrame(`${SERVER}/admin`), policy)).toBeNull();
    expect(senderRole(subFrame('https://evil.test/'), policy)).toBeNull();
    expect(senderRole(null, policy)).toBeNull();
    expect(senderRole(mainFrame('about:blank'), policy)).toBeNull();
    expect(senderRole(mainFrame('file:///home/ola/x.html'), policy)).toBeNull();
  });

  it('refuses the server before one is configured', () => {
    expect(senderRole(mainFrame(`${SERVER}/admin`), { serverOrigin: () => null, appPageOrigins: [APP_ORIGIN] })).toBeNull();
  });
});

describe('registerIpcRoutes', () => {
  function setup() {
    const handles = new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>();
    const ons = new Map<string, (event: unknown, ...args: unknown[]) => void>();
    const ipcMain = {
      handle: (channel: string, listener: (event: unknown, ...args: unknown[]) => Promise<unknown>) => handles.set(channel, listener),
      on: (channel: string, listener: (event: unknown, ...args: unknown[]) => void) => ons.set(channel, listener),
    } as unknown as Pick<IpcMain, 'handle' | 'on'>;
    const pick = vi.fn(async () => ['file']);
    const notify = vi.fn();
    const save = vi.fn(async () => ({ ok: true }));
    const refused = vi.fn();
    registerIpcRoutes(
      ipcMain,
      {
        [PANEL_CHANNELS.pickImages]: { role: 'panel', kind: 'invoke', handler: pick },
        [PANEL_CHANNELS.notify]: { role: 'panel', kind: 'send', handler: notify },
        [APP_CHANNELS.saveServer]: { role: 'app-page', kind: 'invoke', handler: save },
      },
      policy,
      refused,
    );
    const from = (frame: Frame | null) => ({ senderFrame: frame });
    return { handles, ons, pick, notify, save, refused, from };
  }

  it('runs a panel handler for the main frame of the server', async () => {
    const { handles, ons, pick, notify, from } = setup();
    await expect(handles.get(PANEL_CHANNELS.pickImages)!(from(mainFrame(`${SERVER}/admin/animals/add`)))).resolves.toEqual(['file']);
    ons.get(PANEL_CHANNELS.notify)!(from(mainFrame(`${SERVER}/admin`)), { id: 'e1' });
    expect(pick).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(expect.anything(), { id: 'e1' });
  });

  it('refuses an invoke from a foreign frame: the renderer gets an error, the handler never runs', async () => {
    const { handles, pick, refused, from } = setup();
    await expect(handles.get(PANEL_CHANNELS.pickImages)!(from(mainFrame('https://evil.test/')))).rejects.toBeInstanceOf(IpcRefusedError);
    await expect(handles.get(PANEL_CHANNELS.pickImages)!(from(subFrame(`${SERVER}/embedded`)))).rejects.toBeInstanceOf(IpcRefusedError);
    expect(pick).not.toHaveBeenCalled();
    expect(refused).toHaveBeenCalledWith(PANEL_CHANNELS.pickImages, 'https://evil.test/');
  });

  it('drops a send from a foreign frame', () => {
    const { ons, notify, from } = setup();
    ons.get(PANEL_CHANNELS.notify)!(from(subFrame('https://ads.example/')), { id: 'e1' });
    ons.get(PANEL_CHANNELS.notify)!(from(null), { id: 'e1' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the roles apart: the server cannot change settings, the settings page cannot use the panel channels', async () => {
    const { handles, save, pick, from } = setup();
    await expect(handles.get(APP_CHANNELS.saveServer)!(from(mainFrame(`${SERVER}/admin`)), 'https://evil.test')).rejects.toBeInstanceOf(IpcRefusedError);
    expect(save).not.toHaveBeenCalled();
    await expect(handles.get(APP_CHANNELS.saveServer)!(from(mainFrame(`${APP_ORIGIN}/settings.html`)), 'http://localhost:3000')).resolves.toEqual({ ok: true });
    await expect(handles.get(PANEL_CHANNELS.pickImages)!(from(mainFrame(`${APP_ORIGIN}/settings.html`)))).rejects.toBeInstanceOf(IpcRefusedError);
    expect(pick).not.toHaveBeenCalled();
  });

  it('survives a throwing send handler', () => {
    const { ons, notify, from } = setup();
    notify.mockImplementation(() => {
      throw new Error('bad payload');
    });
    expect(() => ons.get(PANEL_CHANNELS.notify)!(from(mainFrame(`${SERVER}/admin`)), 42)).not.toThrow();
  });
});
