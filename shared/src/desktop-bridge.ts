import type { AdminEvent } from './api-types.js';
import { isSpecies } from './species.js';

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
  /**
   * Shows a native notification for an admin event (de-duplicated by event id in the main process,
   * which also checks the event's shape: a malformed one is ignored).
   */
  notify(event: AdminEvent): void;
  /**
   * Registers the handler for clicks on native notifications (the window is already shown and
   * focused); returns an unsubscribe function. The handler gets only the event.
   */
  onNotificationClick(handler: (event: AdminEvent) => void): () => void;
  /** Updates the tray's unread counter (a whole number, 0 clears it). */
  setUnreadCount(count: number): void;
  /**
   * Opens the native file picker for images. Files over the limits (LIMITS.images: type, size,
   * count) are left unread and reported by the app itself with the usual rejection message.
   */
  pickImages(): Promise<DesktopFile[]>;
  /**
   * Starts dragging an existing animal image out of the app as a file: call it from `dragstart`
   * (after `preventDefault()`) with the image's absolute URL on the panel's server
   * (`/api/images/<filename>`) and its stored file name; the app drags the original upload.
   */
  startImageDrag(imageUrl: string, filename: string): void;
  /** Opens the desktop settings page (server address). */
  openSettings(): void;
}

/** Where a click on an admin event's notification leads in the panel. */
export function adminEventPath(event: AdminEvent): '/admin/surveys' | '/admin/mail' {
  return event.type === 'survey.created' ? '/admin/surveys' : '/admin/mail';
}

const EVENT_TEXT_MAX = 120;

function clip(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > EVENT_TEXT_MAX ? `${oneLine.slice(0, EVENT_TEXT_MAX - 1)}…` : oneLine;
}

/**
 * The title and text of an admin event's notification, the same for native notifications (desktop
 * app), Web Notifications and in-app toasts (browser): who wrote, and about what.
 */
export function describeAdminEvent(event: AdminEvent): { title: string; body: string } {
  if (event.type === 'survey.created') {
    return { title: 'Nowa ankieta adopcyjna', body: `${clip(event.adopterName) || 'Bez nazwiska'} · ${event.species}` };
  }
  return { title: 'Nowa wiadomość', body: `${clip(event.fromName) || 'Nieznany nadawca'}: ${clip(event.subject) || '(bez tematu)'}` };
}

const TEXT_FIELD_MAX = 1000;
const isText = (value: unknown, max = TEXT_FIELD_MAX): value is string => typeof value === 'string' && value.length <= max;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * Checks the shape of an admin event that crossed a trust boundary (the event stream, or the
 * renderer calling the desktop bridge). Anything else is ignored by its receivers.
 */
export function isAdminEvent(value: unknown): value is AdminEvent {
  if (!value || typeof value !== 'object') return false;
  const event = value as Record<string, unknown>;
  if (!isText(event['id'], 200) || event['id'] === '') return false;
  if (event['type'] === 'survey.created') {
    return isId(event['surveyId']) && isSpecies(event['species']) && isText(event['adopterName']) && isText(event['createdAt'], 100);
  }
  if (event['type'] === 'mail.received') {
    return isId(event['messageId']) && isText(event['fromName']) && isText(event['subject']) && isText(event['receivedAt'], 100);
  }
  return false;
}

/**
 * Event ids already handled, in bounded memory: the oldest are forgotten first. A reconnecting
 * stream that replays an event, or a second listener passing it on, is recognised by its id.
 */
export interface RecentIds {
  /** Records the id; false when it was already recorded (a duplicate). */
  add(id: string): boolean;
  has(id: string): boolean;
  readonly size: number;
}

export function createRecentIds(capacity = 500): RecentIds {
  const ids = new Set<string>();
  return {
    add(id) {
      if (ids.has(id)) return false;
      ids.add(id);
      if (ids.size > capacity) {
        const oldest = ids.values().next().value;
        if (oldest !== undefined) ids.delete(oldest);
      }
      return true;
    },
    has: (id) => ids.has(id),
    get size() {
      return ids.size;
    },
  };
}

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}
