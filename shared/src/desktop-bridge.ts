import type { AdminEvent } from './api-types.js';

/** A file handed over by the desktop app (native picker or drop), already read by the main process. */
export interface DesktopFile {
  name: string;
  type: string;
  size: number;
  data: ArrayBuffer;
}

/**
 * The single object the Electron preload exposes as `window.desktop`. The admin code
 * feature-detects it, so the same React code runs in a browser without it.
 */
export interface DesktopBridge {
  readonly platform: 'desktop';
  readonly version: string;
  /** Shows a native notification for an admin event (de-duplicated by event id in the main process). */
  notify(event: AdminEvent): void;
  /** Registers the handler for clicks on native notifications; returns an unsubscribe function. */
  onNotificationClick(handler: (event: AdminEvent) => void): () => void;
  /** Updates the tray's unread counter. */
  setUnreadCount(count: number): void;
  /** Opens the native file picker for images. */
  pickImages(): Promise<DesktopFile[]>;
  /** Starts dragging an existing animal image out of the app as a file. */
  startImageDrag(imageUrl: string, filename: string): void;
  /** Opens the desktop settings page (server address). */
  openSettings(): void;
}

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}
