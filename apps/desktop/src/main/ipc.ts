import type { IpcMain, IpcMainEvent, IpcMainInvokeEvent } from 'electron';
import { originOf } from '../common/server-address';

/**
 * Who may call the main process (Electron security checklist: validate the sender of all IPC
 * messages). The panel's channels answer only the main frame of a page on the configured server
 * origin; the app-page channels only the main frame of the app's own pages. Subframes (an e-mail
 * shown in an iframe, an ad, anything embedded) and any other origin are refused.
 */
export type SenderRole = 'panel' | 'app-page';

export interface SenderPolicy {
  serverOrigin(): string | null;
  /** Origins of the app's own pages: app://panel, plus the Vite dev server while developing. */
  appPageOrigins: readonly string[];
}

/** What the check reads of a WebFrameMain: its URL and whether it has a parent frame. */
type FrameLike = { readonly url: string; readonly parent: unknown };

/** The role of the calling frame, or null when it may call nothing. */
export function senderRole(frame: FrameLike | null | undefined, policy: SenderPolicy): SenderRole | null {
  if (!frame) return null;
  if (frame.parent !== null) return null;
  const origin = originOf(frame.url);
  if (origin === null) return null;
  const server = policy.serverOrigin();
  if (server !== null && origin === server) return 'panel';
  if (policy.appPageOrigins.includes(origin)) return 'app-page';
  return null;
}

export class IpcRefusedError extends Error {
  override readonly name = 'IpcRefusedError';
  constructor(channel: string) {
    super(`Odmowa dostępu: ${channel}`);
  }
}

export interface IpcRoute {
  role: SenderRole;
  /** 'invoke' answers ipcRenderer.invoke (its result goes back), 'send' handles ipcRenderer.send. */
  kind: 'invoke' | 'send';
  handler(event: IpcMainInvokeEvent | IpcMainEvent, ...args: unknown[]): unknown;
}

/**
 * Registers every route behind the sender check. A refused invoke rejects in the renderer; a
 * refused send is dropped. Either way the handler never runs and onRefused is told.
 */
export function registerIpcRoutes(
  ipcMain: Pick<IpcMain, 'handle' | 'on'>,
  routes: Record<string, IpcRoute>,
  policy: SenderPolicy,
  onRefused?: (channel: string, url: string | null) => void,
): void {
  for (const [channel, route] of Object.entries(routes)) {
    const allowed = (event: IpcMainInvokeEvent | IpcMainEvent) => {
      const frame = event.senderFrame;
      if (senderRole(frame, policy) === route.role) return true;
      onRefused?.(channel, frame?.url ?? null);
      return false;
    };
    if (route.kind === 'invoke') {
      ipcMain.handle(channel, async (event, ...args: unknown[]) => {
        if (!allowed(event)) throw new IpcRefusedError(channel);
        return route.handler(event, ...args);
      });
    } else {
      ipcMain.on(channel, (event, ...args: unknown[]) => {
        if (!allowed(event)) return;
        try {
          const result = route.handler(event, ...args);
          if (result instanceof Promise) result.catch(() => undefined);
        } catch {
          // A bad call from the renderer must not take the main process down.
        }
      });
    }
  }
}
