import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildAppMenuTemplate } from './app-menu';

function labels(items: MenuItemConstructorOptions[]): unknown[] {
  return items.filter((item) => item.type !== 'separator').map((item) => (Array.isArray(item.submenu) ? { [item.label!]: labels(item.submenu) } : item.label));
}

const actions = () => ({ openPanel: vi.fn(), openSettings: vi.fn(), reload: vi.fn(), about: vi.fn(), quit: vi.fn() });

describe('application menu', () => {
  it('is in Polish, without developer tools in a release build', () => {
    expect(labels(buildAppMenuTemplate(actions(), { isMac: false, isDev: false }))).toEqual([
      { Plik: ['Otwórz panel', 'Ustawienia serwera…', 'Zamknij okno', 'Zakończ'] },
      { Edycja: ['Cofnij', 'Ponów', 'Wytnij', 'Kopiuj', 'Wklej', 'Zaznacz wszystko'] },
      { Widok: ['Odśwież', 'Powiększ', 'Pomniejsz', 'Rzeczywisty rozmiar', 'Pełny ekran'] },
      { Okno: ['Minimalizuj', 'Zamknij'] },
      { Pomoc: ['O aplikacji'] },
    ]);
  });

  it('adds developer tools in development and the app menu on macOS', () => {
    const template = buildAppMenuTemplate(actions(), { isMac: true, isDev: true });
    expect(template[0]!.label).toBe('Panel Fundacji');
    const view = template.find((item) => item.label === 'Widok')!.submenu as MenuItemConstructorOptions[];
    expect(view.some((item) => item.role === 'toggleDevTools')).toBe(true);
  });

  it("'Zakończ' really quits and the settings item opens the settings page", () => {
    const a = actions();
    const file = buildAppMenuTemplate(a, { isMac: false, isDev: false })[0]!.submenu as MenuItemConstructorOptions[];
    file.find((item) => item.label === 'Zakończ')!.click!({} as never, undefined, {} as never);
    file.find((item) => item.label === 'Ustawienia serwera…')!.click!({} as never, undefined, {} as never);
    expect(a.quit).toHaveBeenCalled();
    expect(a.openSettings).toHaveBeenCalled();
  });
});
