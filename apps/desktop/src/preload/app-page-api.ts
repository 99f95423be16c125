import type { AppPageApi, AppPageState, SaveServerResult, ServerCheckResult } from '../common/app-page-api';
import { APP_CHANNELS } from '../common/channels';
import type { ContextBridgeLike, IpcRendererLike } from './bridge';

export const APP_PAGE_KEY = 'desktopApp';

/** The settings/offline pages' API over IPC with fixed channel names (answered only for app://panel pages). */
export function createAppPageApi(ipc: Pick<IpcRendererLike, 'invoke' | 'send'>): AppPageApi {
  return Object.freeze({
    getState: () => ipc.invoke(APP_CHANNELS.getState) as Promise<AppPageState>,
    checkServer: (address: string) => ipc.invoke(APP_CHANNELS.checkServer, String(address)) as Promise<ServerCheckResult>,
    saveServer: (address: string) => ipc.invoke(APP_CHANNELS.saveServer, String(address)) as Promise<SaveServerResult>,
    retry: () => ipc.invoke(APP_CHANNELS.retry) as Promise<AppPageState>,
    openSettings: () => ipc.send(APP_CHANNELS.openSettings),
    close: () => ipc.send(APP_CHANNELS.close),
  });
}

export function exposeAppPageApi(contextBridge: ContextBridgeLike, ipc: Pick<IpcRendererLike, 'invoke' | 'send'>): void {
  contextBridge.exposeInMainWorld(APP_PAGE_KEY, createAppPageApi(ipc));
}
