import { adminEventPath, createRecentIds, describeAdminEvent, isAdminEvent, type AdminEvent } from '@pets/shared';

/** What the center needs of Electron's Notification. */
export interface NotificationLike {
  on(event: 'click' | 'close', listener: () => void): unknown;
  show(): void;
}

export interface NotificationOptions {
  title: string;
  body: string;
  icon?: string;
  silent: boolean;
}

export interface NotificationCenterDeps {
  createNotification(options: NotificationOptions): NotificationLike;
  isSupported(): boolean;
  /** A click on the notification of this event. */
  onClick(event: AdminEvent): void;
  iconPath?: string;
  /** How many event ids are remembered for de-duplication (oldest forgotten first). */
  capacity?: number;
}

export interface NotificationCenter {
  /** Shows the event's notification; false when it was malformed, a duplicate or unsupported. */
  notify(event: unknown): boolean;
  /** Notifications still on screen (kept referenced so their click handlers are not collected). */
  readonly active: number;
}

/** At most this many notifications are kept referenced at once. */
const MAX_ACTIVE = 50;

/**
 * Native notifications for admin events, each event id once: a stream that reconnects and
 * replays an event, or a page reload that hears it again, shows nothing new.
 */
export function createNotificationCenter(deps: NotificationCenterDeps): NotificationCenter {
  const seen = createRecentIds(deps.capacity ?? 500);
  const active = new Set<NotificationLike>();

  return {
    notify(event) {
      if (!isAdminEvent(event)) return false;
      if (!deps.isSupported()) return false;
      if (!seen.add(event.id)) return false;
      const { title, body } = describeAdminEvent(event);
      const notification = deps.createNotification({ title, body, silent: false, ...(deps.iconPath ? { icon: deps.iconPath } : {}) });
      if (active.size >= MAX_ACTIVE) {
        const oldest = active.values().next().value;
        if (oldest) active.delete(oldest);
      }
      active.add(notification);
      notification.on('click', () => {
        active.delete(notification);
        deps.onClick(event);
      });
      notification.on('close', () => active.delete(notification));
      notification.show();
      return true;
    },
    get active() {
      return active.size;
    },
  };
}

export interface ClickRoutingDeps {
  /** Shows, restores and focuses the panel window. */
  showPanel(): void;
  /** True when the panel window shows the configured server (its React app can route itself). */
  panelIsLoaded(): boolean;
  /** Sends the event to the panel's renderer (the bridge's onNotificationClick handlers). */
  sendToPanel(event: AdminEvent): void;
  /** Opens the panel at a path (the server's /admin/...): used when it is not loaded yet. */
  openPanelAt(path: string): void;
}

/**
 * A click on a notification: focus the window and let the renderer open the survey
 * (openSurveyDetails) or the mailbox; if the panel is not loaded (offline page, settings), open it
 * at the right screen instead.
 */
export function routeNotificationClick(event: AdminEvent, deps: ClickRoutingDeps): void {
  if (deps.panelIsLoaded()) {
    deps.showPanel();
    deps.sendToPanel(event);
    return;
  }
  deps.openPanelAt(adminEventPath(event));
}
