/** Small stand-ins for Electron objects in the unit tests (no Electron binary is needed). */
import type { HandlerDetails, WebContents, WindowOpenHandlerResponse } from 'electron';

type Listener = (...args: unknown[]) => unknown;

export interface FakeEvent {
  preventDefault(): void;
  defaultPrevented: boolean;
  url?: string;
  isMainFrame?: boolean;
}

export function fakeEvent(fields: Partial<FakeEvent> = {}): FakeEvent {
  const event: FakeEvent = {
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
    ...fields,
  };
  return event;
}

export function fakeWebContents() {
  const listeners = new Map<string, Listener[]>();
  let openHandler: ((details: HandlerDetails) => WindowOpenHandlerResponse) | null = null;
  const contents = {
    on(name: string, listener: Listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
      return contents;
    },
    setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse) {
      openHandler = handler;
    },
  };
  return {
    contents: contents as unknown as Pick<WebContents, 'on' | 'setWindowOpenHandler'>,
    emit(name: string, ...args: unknown[]) {
      for (const listener of listeners.get(name) ?? []) listener(...args);
    },
    listenerCount: (name: string) => listeners.get(name)?.length ?? 0,
    windowOpen(url: string): WindowOpenHandlerResponse {
      if (!openHandler) throw new Error('no window open handler');
      return openHandler({ url, frameName: '', features: '', disposition: 'new-window', referrer: { url: '', policy: 'default' } } as HandlerDetails);
    },
  };
}
