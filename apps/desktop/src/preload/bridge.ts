import type { AdminEvent, DesktopBridge, DesktopFile } from '@pets/shared';
import { PANEL_CHANNELS } from '../common/channels';

/** The part of Electron's ipcRenderer the bridge uses (injected, so tests need no Electron). */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  send(channel: string, ...args: unknown[]): void;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

export interface ContextBridgeLike {
  exposeInMainWorld(key: string, api: unknown): void;
}

/** The global name of the bridge in the page (`window.desktop`). */
export const BRIDGE_KEY = 'desktop';

/**
 * The DesktopBridge over IPC with fixed channel names. The page never gets ipcRenderer, the IPC
 * event (it carries `sender`) or any channel of its choosing: each method sends one fixed message
 * and notification clicks hand the handler only the event.
 */
export function createDesktopBridge(ipc: IpcRendererLike, version: string): DesktopBridge {
  const bridge: DesktopBridge = {
    platform: 'desktop',
    version,
    notify(event: AdminEvent) {
      ipc.send(PANEL_CHANNELS.notify, event);
    },
    onNotificationClick(handler: (event: AdminEvent) => void) {
      if (typeof handler !== 'function') return () => undefined;
      const listener = (_event: unknown, payload: unknown) => handler(payload as AdminEvent);
      ipc.on(PANEL_CHANNELS.notificationClick, listener);
      return () => {
        ipc.removeListener(PANEL_CHANNELS.notificationClick, listener);
      };
    },
    setUnreadCount(count: number) {
      ipc.send(PANEL_CHANNELS.setUnreadCount, count);
    },
    async pickImages(): Promise<DesktopFile[]> {
      const files = await ipc.invoke(PANEL_CHANNELS.pickImages);
      return Array.isArray(files) ? (files as DesktopFile[]) : [];
    },
    startImageDrag(imageUrl: string, filename: string) {
      ipc.send(PANEL_CHANNELS.startImageDrag, String(imageUrl), String(filename));
    },
    openSettings() {
      ipc.send(PANEL_CHANNELS.openSettings);
    },
  };
  return Object.freeze(bridge);
}

/** Exposes the bridge as the page's only extra global. */
export function exposeDesktopBridge(contextBridge: ContextBridgeLike, ipc: IpcRendererLike, version: string): void {
  contextBridge.exposeInMainWorld(BRIDGE_KEY, createDesktopBridge(ipc, version));
}
