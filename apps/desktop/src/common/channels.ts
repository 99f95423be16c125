/**
 * IPC channel names, fixed at build time and shared by the main process and the two preloads.
 * Every handler in the main process checks who is calling (see main/ipc.ts): the `panel`
 * channels answer only the main frame of the configured server origin, the `app` channels only
 * the app's own pages (settings, offline) served from app://panel.
 */
export const PANEL_CHANNELS = {
  notify: 'panel:notify',
  setUnreadCount: 'panel:set-unread-count',
  pickImages: 'panel:pick-images',
  startImageDrag: 'panel:start-image-drag',
  openSettings: 'panel:open-settings',
  /** Main -> renderer: a native notification was clicked (payload: the AdminEvent). */
  notificationClick: 'panel:notification-click',
} as const;

export const APP_CHANNELS = {
  getState: 'app:get-state',
  checkServer: 'app:check-server',
  saveServer: 'app:save-server',
  retry: 'app:retry',
  openSettings: 'app:open-settings',
  close: 'app:close',
} as const;

export type PanelChannel = (typeof PANEL_CHANNELS)[keyof typeof PANEL_CHANNELS];
export type AppChannel = (typeof APP_CHANNELS)[keyof typeof APP_CHANNELS];
