import type { MenuItemConstructorOptions } from 'electron';

export const APP_TITLE = 'Panel Fundacji';

/** '1 nowe powiadomienie', '3 nowe powiadomienia', '5 nowych powiadomień', '22 nowe powiadomienia'. */
export function unreadLabel(count: number): string {
  const n = Math.abs(count);
  if (n === 1) return '1 nowe powiadomienie';
  const lastTwo = n % 100;
  const last = n % 10;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${n} nowe powiadomienia`;
  return `${n} nowych powiadomień`;
}

export interface TrayState {
  tooltip: string;
  /** Text next to the icon (macOS menu bar); empty without unread events. */
  title: string;
  /** Badge of the dock / launcher icon (macOS, Unity); 0 hides it. */
  badge: number;
}

/** A counter from the renderer: a whole number from 0 to 9999, anything else is 0. */
export function normalizeUnread(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(9999, Math.floor(value)));
}

export function trayState(unread: number): TrayState {
  const count = normalizeUnread(unread);
  if (count === 0) return { tooltip: APP_TITLE, title: '', badge: 0 };
  return { tooltip: `${APP_TITLE} — ${unreadLabel(count)}`, title: count > 99 ? '99+' : String(count), badge: count };
}

export function trayMenuTemplate(actions: { open(): void; quit(): void }, unread = 0): MenuItemConstructorOptions[] {
  const count = normalizeUnread(unread);
  return [
    { label: 'Otwórz panel', click: () => actions.open() },
    ...(count > 0 ? [{ label: unreadLabel(count), enabled: false } satisfies MenuItemConstructorOptions] : []),
    { type: 'separator' },
    { label: 'Zakończ', click: () => actions.quit() },
  ];
}

export interface TrayControllerDeps<Menu> {
  tray: { setToolTip(text: string): void; setTitle(title: string): void; setContextMenu(menu: Menu): void; on(event: 'click', listener: () => void): unknown };
  buildMenu(template: MenuItemConstructorOptions[]): Menu;
  setBadgeCount?(count: number): void;
  open(): void;
  quit(): void;
}

/** The tray icon: unread count in its tooltip (and title, badge), 'Otwórz panel' / 'Zakończ', click opens. */
export function createTrayController<Menu>(deps: TrayControllerDeps<Menu>): { setUnread(count: unknown): void; readonly unread: number } {
  let unread = 0;
  const render = () => {
    const state = trayState(unread);
    deps.tray.setToolTip(state.tooltip);
    deps.tray.setTitle(state.title);
    deps.tray.setContextMenu(deps.buildMenu(trayMenuTemplate({ open: deps.open, quit: deps.quit }, unread)));
    deps.setBadgeCount?.(state.badge);
  };
  deps.tray.on('click', () => deps.open());
  render();
  return {
    setUnread(count) {
      const next = normalizeUnread(count);
      if (next === unread) return;
      unread = next;
      render();
    },
    get unread() {
      return unread;
    },
  };
}
