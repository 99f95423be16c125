import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createTrayController, normalizeUnread, trayMenuTemplate, trayState, unreadLabel } from './tray';

describe('tray state', () => {
  it('shows the unread count in the tooltip with Polish plural forms', () => {
    expect(trayState(0)).toEqual({ tooltip: 'Panel Fundacji', title: '', badge: 0 });
    expect(trayState(1).tooltip).toBe('Panel Fundacji — 1 nowe powiadomienie');
    expect(trayState(3).tooltip).toBe('Panel Fundacji — 3 nowe powiadomienia');
    expect(trayState(5).tooltip).toBe('Panel Fundacji — 5 nowych powiadomień');
    expect(unreadLabel(12)).toBe('12 nowych powiadomień');
    expect(unreadLabel(22)).toBe('22 nowe powiadomienia');
    expect(unreadLabel(114)).toBe('114 nowych powiadomień');
    expect(trayState(150)).toEqual({ tooltip: 'Panel Fundacji — 150 nowych powiadomień', title: '99+', badge: 150 });
  });

  it('takes only whole non-negative counts from the renderer', () => {
    expect(normalizeUnread(-3)).toBe(0);
    expect(normalizeUnread(2.7)).toBe(2);
    expect(normalizeUnread('5')).toBe(0);
    expect(normalizeUnread(Number.POSITIVE_INFINITY)).toBe(0);
    expect(normalizeUnread(1e9)).toBe(9999);
  });

  it("has 'Otwórz panel' and 'Zakończ' in its menu", () => {
    const open = vi.fn();
    const quit = vi.fn();
    const template = trayMenuTemplate({ open, quit });
    expect(template.map((item) => item.label ?? item.type)).toEqual(['Otwórz panel', 'separator', 'Zakończ']);
    template[0]!.click!({} as never, undefined, {} as never);
    template[2]!.click!({} as never, undefined, {} as never);
    expect(open).toHaveBeenCalledTimes(1);
    expect(quit).toHaveBeenCalledTimes(1);
    expect(trayMenuTemplate({ open, quit }, 2).map((item) => item.label ?? item.type)).toEqual(['Otwórz panel', '2 nowe powiadomienia', 'separator', 'Zakończ']);
  });
});

describe('tray controller', () => {
  it('updates tooltip, title, menu and badge when the count changes, and opens on click', () => {
    const calls: string[] = [];
    let click: (() => void) | undefined;
    const open = vi.fn();
    const badge = vi.fn();
    const controller = createTrayController<MenuItemConstructorOptions[]>({
      tray: {
        setToolTip: (text) => calls.push(`tooltip:${text}`),
        setTitle: (text) => calls.push(`title:${text}`),
        setContextMenu: (menu) => calls.push(`menu:${menu.length}`),
        on: (_event, listener) => (click = listener),
      },
      buildMenu: (template) => template,
      setBadgeCount: badge,
      open,
      quit: vi.fn(),
    });
    expect(calls).toEqual(['tooltip:Panel Fundacji', 'title:', 'menu:3']);
    controller.setUnread(2);
    expect(calls.slice(3)).toEqual(['tooltip:Panel Fundacji — 2 nowe powiadomienia', 'title:2', 'menu:4']);
    expect(badge).toHaveBeenLastCalledWith(2);
    controller.setUnread(2);
    expect(calls).toHaveLength(6);
    controller.setUnread(0);
    expect(badge).toHaveBeenLastCalledWith(0);
    expect(controller.unread).toBe(0);
    click?.();
    expect(open).toHaveBeenCalled();
  });
});
