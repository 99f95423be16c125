import { describe, expect, it, vi } from 'vitest';
import { APP_CHANNELS } from '../common/channels';
import { APP_PAGE_KEY, exposeAppPageApi } from './app-page-api';

describe('preload: the app pages API', () => {
  it('exposes exactly one object, window.desktopApp, on fixed channels', async () => {
    const exposed: [string, Record<string, (...args: unknown[]) => unknown>][] = [];
    const ipc = { invoke: vi.fn(async () => ({ ok: true })), send: vi.fn() };
    exposeAppPageApi({ exposeInMainWorld: (key, api) => exposed.push([key, api as never]) }, ipc);
    expect(exposed).toHaveLength(1);
    expect(exposed[0]![0]).toBe(APP_PAGE_KEY);
    const api = exposed[0]![1];
    expect(Object.keys(api).sort()).toEqual(['checkServer', 'close', 'getState', 'openSettings', 'retry', 'saveServer']);
    await api['saveServer']!('http://localhost:3000');
    await api['checkServer']!({ toString: () => 'https://x.example' });
    api['close']!();
    expect(ipc.invoke).toHaveBeenCalledWith(APP_CHANNELS.saveServer, 'http://localhost:3000');
    expect(ipc.invoke).toHaveBeenCalledWith(APP_CHANNELS.checkServer, 'https://x.example');
    expect(ipc.send).toHaveBeenCalledWith(APP_CHANNELS.close);
  });
});
