import type { AdminEvent, DesktopBridge } from '@pets/shared';
import { describe, expect, it, vi } from 'vitest';
import { PANEL_CHANNELS } from '../common/channels';
import { BRIDGE_KEY, createDesktopBridge, exposeDesktopBridge, type IpcRendererLike } from './bridge';

/** Every member of DesktopBridge; the type check below fails when the interface gains one. */
const MEMBERS = ['platform', 'version', 'notify', 'onNotificationClick', 'setUnreadCount', 'pickImages', 'startImageDrag', 'openSettings'] as const;
type Missing = Exclude<keyof DesktopBridge, (typeof MEMBERS)[number]>;
const complete: [Missing] extends [never] ? true : false = true;

const survey: AdminEvent = { type: 'survey.created', id: 'e1', surveyId: 4, species: 'Mysz', adopterName: 'Ola', createdAt: '2026-01-01T00:00:00Z' };

function fakeIpc() {
  const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  const ipc = {
    invoke: vi.fn(async (_channel: string, ..._args: unknown[]): Promise<unknown> => []),
    send: vi.fn(),
    on: vi.fn((channel: string, listener: (event: unknown, ...args: unknown[]) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
    }),
    removeListener: vi.fn((channel: string, listener: (event: unknown, ...args: unknown[]) => void) => listeners.get(channel)?.delete(listener)),
  } satisfies IpcRendererLike;
  const emit = (channel: string, ...args: unknown[]) => {
    for (const listener of listeners.get(channel) ?? []) listener({ sender: 'IpcRendererEvent with ipcRenderer inside' }, ...args);
  };
  return { ipc, emit, listeners };
}

describe('preload: the desktop bridge', () => {
  it('exposes exactly one object, window.desktop, with exactly the DesktopBridge members', () => {
    const exposed: [string, unknown][] = [];
    const { ipc } = fakeIpc();
    exposeDesktopBridge({ exposeInMainWorld: (key, api) => exposed.push([key, api]) }, ipc, '1.2.3');
    expect(complete).toBe(true);
    expect(exposed).toHaveLength(1);
    expect(exposed[0]![0]).toBe(BRIDGE_KEY);
    expect(BRIDGE_KEY).toBe('desktop');
    const bridge = exposed[0]![1] as Record<string, unknown>;
    expect(Object.keys(bridge).sort()).toEqual([...MEMBERS].sort());
    expect(bridge['platform']).toBe('desktop');
    expect(bridge['version']).toBe('1.2.3');
    for (const member of MEMBERS.filter((name) => name !== 'platform' && name !== 'version')) expect(typeof bridge[member], member).toBe('function');
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('gives the page no Electron object: nothing returned or exposed carries ipcRenderer', () => {
    const { ipc } = fakeIpc();
    const bridge = createDesktopBridge(ipc, '1.0.0') as unknown as Record<string, unknown>;
    expect(Object.values(bridge)).not.toContain(ipc);
    expect(bridge).not.toHaveProperty('ipcRenderer');
    expect(bridge).not.toHaveProperty('send');
    expect(bridge).not.toHaveProperty('invoke');
  });

  it('sends each call on its fixed channel', async () => {
    const { ipc } = fakeIpc();
    const bridge = createDesktopBridge(ipc, '1.0.0');
    bridge.notify(survey);
    bridge.setUnreadCount(3);
    bridge.startImageDrag('https://panel.example.org/api/images/abc.jpg', 'abc.jpg');
    bridge.openSettings();
    expect(ipc.send.mock.calls).toEqual([
      [PANEL_CHANNELS.notify, survey],
      [PANEL_CHANNELS.setUnreadCount, 3],
      [PANEL_CHANNELS.startImageDrag, 'https://panel.example.org/api/images/abc.jpg', 'abc.jpg'],
      [PANEL_CHANNELS.openSettings],
    ]);
    ipc.invoke.mockResolvedValueOnce([{ name: 'a.png', type: 'image/png', size: 1, data: new ArrayBuffer(1) }]);
    expect(await bridge.pickImages()).toHaveLength(1);
    expect(ipc.invoke).toHaveBeenCalledWith(PANEL_CHANNELS.pickImages);
    ipc.invoke.mockResolvedValueOnce('not a list');
    expect(await bridge.pickImages()).toEqual([]);
  });

  it('hands notification clicks to the handler with only the event, and unsubscribes', () => {
    const { ipc, emit, listeners } = fakeIpc();
    const bridge = createDesktopBridge(ipc, '1.0.0');
    const handler = vi.fn();
    const unsubscribe = bridge.onNotificationClick(handler);
    emit(PANEL_CHANNELS.notificationClick, survey);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]).toEqual([survey]);
    unsubscribe();
    expect(listeners.get(PANEL_CHANNELS.notificationClick)?.size).toBe(0);
    emit(PANEL_CHANNELS.notificationClick, survey);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('ignores a handler that is not a function', () => {
    const { ipc } = fakeIpc();
    const bridge = createDesktopBridge(ipc, '1.0.0');
    const unsubscribe = bridge.onNotificationClick('alert(1)' as never);
    expect(ipc.on).not.toHaveBeenCalled();
    expect(() => unsubscribe()).not.toThrow();
  });
});
