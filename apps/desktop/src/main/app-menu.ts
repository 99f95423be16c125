import type { MenuItemConstructorOptions } from 'electron';
import { APP_TITLE } from './tray';

export interface AppMenuActions {
  openPanel(): void;
  openSettings(): void;
  reload(): void;
  about(): void;
  quit(): void;
}

/**
 * The application menu in Polish. Standard editing and view commands use Electron roles (so
 * shortcuts and platform behaviour stay native) with Polish labels; developer tools only in
 * development builds. 'Zakończ' really quits (closing the window only hides it to the tray).
 */
export function buildAppMenuTemplate(actions: AppMenuActions, options: { isMac: boolean; isDev: boolean }): MenuItemConstructorOptions[] {
  const quit: MenuItemConstructorOptions = { label: 'Zakończ', accelerator: 'CmdOrCtrl+Q', click: () => actions.quit() };
  const settings: MenuItemConstructorOptions = { label: 'Ustawienia serwera…', accelerator: 'CmdOrCtrl+,', click: () => actions.openSettings() };
  const macApp: MenuItemConstructorOptions[] = options.isMac
    ? [
        {
          label: APP_TITLE,
          submenu: [
            { label: `O programie ${APP_TITLE}`, click: () => actions.about() },
            { type: 'separator' },
            settings,
            { type: 'separator' },
            { role: 'hide', label: `Ukryj ${APP_TITLE}` },
            { role: 'hideOthers', label: 'Ukryj pozostałe' },
            { role: 'unhide', label: 'Pokaż wszystkie' },
            { type: 'separator' },
            quit,
          ],
        },
      ]
    : [];
  const file: MenuItemConstructorOptions = {
    label: 'Plik',
    submenu: [
      { label: 'Otwórz panel', accelerator: 'CmdOrCtrl+Shift+P', click: () => actions.openPanel() },
      ...(options.isMac ? [] : [settings]),
      { type: 'separator' },
      { role: 'close', label: 'Zamknij okno' },
      ...(options.isMac ? [] : [quit]),
    ],
  };
  const edit: MenuItemConstructorOptions = {
    label: 'Edycja',
    submenu: [
      { role: 'undo', label: 'Cofnij' },
      { role: 'redo', label: 'Ponów' },
      { type: 'separator' },
      { role: 'cut', label: 'Wytnij' },
      { role: 'copy', label: 'Kopiuj' },
      { role: 'paste', label: 'Wklej' },
      { role: 'selectAll', label: 'Zaznacz wszystko' },
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: 'Widok',
    submenu: [
      { label: 'Odśwież', accelerator: 'CmdOrCtrl+R', click: () => actions.reload() },
      { type: 'separator' },
      { role: 'zoomIn', label: 'Powiększ' },
      { role: 'zoomOut', label: 'Pomniejsz' },
      { role: 'resetZoom', label: 'Rzeczywisty rozmiar' },
      { type: 'separator' },
      { role: 'togglefullscreen', label: 'Pełny ekran' },
      ...(options.isDev ? [{ type: 'separator' } as const, { role: 'toggleDevTools', label: 'Narzędzia deweloperskie' } as const] : []),
    ],
  };
  const window: MenuItemConstructorOptions = {
    label: 'Okno',
    submenu: [
      { role: 'minimize', label: 'Minimalizuj' },
      ...(options.isMac ? [{ role: 'zoom', label: 'Powiększ okno' } as const] : []),
      { role: 'close', label: 'Zamknij' },
    ],
  };
  const help: MenuItemConstructorOptions = {
    label: 'Pomoc',
    submenu: [{ label: 'O aplikacji', click: () => actions.about() }],
  };
  return [...macApp, file, edit, view, window, help];
}
