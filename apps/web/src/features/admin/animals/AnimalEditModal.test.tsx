import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Animal } from '@pets/shared';
import { AnimalEditModal, onExistingImageDragStart } from './AnimalEditModal';
import { useToastStore } from '../../../ui/toast-store';
import { cleanup, click, flush, getByText, keyDown, render } from '../../../test/dom';
import { json, routedFetch, withQueryClient } from '../test-helpers';

const base: Animal = {
  id_zwierzaka: 9,
  imie: 'Kropka',
  gatunek: 'Świnka morska',
  plec: 'Samica',
  data_urodzenia: '2023-05-01',
  wykastrowany: 'Nie',
  status: 'Dostępny',
  opis: 'Wesoła.',
  stan_zdrowia: 'Zdrowa',
  TM: 'Nie',
  data_dodania: '2025-01-01T00:00:00Z',
  cover: '/api/images/a.webp',
};

function setup(animal: Animal, handlers: { onClose?: () => void; onSaved?: () => void } = {}) {
  const onClose = vi.fn(handlers.onClose);
  const onSaved = vi.fn(handlers.onSaved);
  const router = createMemoryRouter(
    [
      {
        path: '/admin/animals/browse',
        element: (
          <>
            <button type="button" id="opener">
              karta
            </button>
            <AnimalEditModal animal={animal} onClose={onClose} onSaved={onSaved} />
          </>
        ),
      },
      { path: '/admin/surveys', element: <p>ankiety</p> },
    ],
    { initialEntries: ['/admin/animals/browse'] },
  );
  const rendered = render(withQueryClient(<RouterProvider router={router} />));
  const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
  const $ = <T extends Element>(selector: string) => dialog().querySelector<T>(selector);
  return { router, onClose, onSaved, dialog, $, ...rendered };
}

function routesFor(animal: Animal, extra: Record<string, unknown> = {}) {
  return routedFetch({
    [`GET /api/animals/${animal.id_zwierzaka}`]: animal,
    [`GET /api/animals/${animal.id_zwierzaka}/images`]: ['/api/images/a.webp', '/api/images/b.webp', '/api/images/c.webp'],
    'GET /api/history': { items: [], nextBefore: null },
    ...extra,
  });
}

beforeEach(() => {
  sessionStorage.clear();
  useToastStore.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.desktop;
});

describe('dragging an existing image', () => {
  function dragEvent() {
    const data = new Map<string, string>();
    const event = {
      preventDefault: vi.fn(),
      dataTransfer: { effectAllowed: '', setData: (type: string, value: string) => data.set(type, value) },
    };
    return { event, data };
  }

  it('hands the image to the desktop app when it exists', () => {
    const startImageDrag = vi.fn();
    window.desktop = { platform: 'desktop', startImageDrag } as unknown as NonNullable<typeof window.desktop>;
    const { event } = dragEvent();
    onExistingImageDragStart(event as never, '/api/images/abc.webp');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(startImageDrag).toHaveBeenCalledWith(`${window.location.origin}/api/images/abc.webp`, 'abc.webp');
  });

  it('offers the file to the browser (DownloadURL) otherwise', () => {
    const { event, data } = dragEvent();
    onExistingImageDragStart(event as never, '/api/images/abc.png');
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(data.get('DownloadURL')).toBe(`image/png:abc.png:${window.location.origin}/api/images/abc.png`);
  });
});

describe('edit animal modal', () => {
  it('shows the animal’s history below the form: who changed what, and when', async () => {
    routesFor(base, {
      'GET /api/history?subjectType=animal&subjectId=9': {
        items: [
          {
            id: 5,
            at: '2026-03-02T10:15:00.000Z',
            actor: 'anna',
            action: 'animal.updated',
            label: 'Zmieniono dane zwierzaka',
            subjectType: 'animal',
            subjectId: 9,
            details: { changes: { imie: { from: 'Kulka', to: 'Kropka' } } },
          },
        ],
        nextBefore: null,
      },
    });
    const { dialog } = setup(base);
    await flush();
    await flush();
    const list = dialog().querySelector('ol[aria-labelledby]');
    const heading = dialog().querySelector(`#${CSS.escape(list?.getAttribute('aria-labelledby') ?? '')}`);
    expect(heading?.textContent).toBe('Historia zmian');
    expect(list?.textContent).toContain('Zmieniono dane zwierzaka');
    expect(list?.textContent).toContain('imię: Kulka → Kropka');
    expect(list?.textContent).toContain('anna');
  });

  it('is a labelled dialog with a status badge; Escape closes it', async () => {
    routesFor(base);
    const { dialog, onClose } = setup(base);
    await flush();
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog().getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Edytuj: Kropka');
    expect(dialog().querySelector('.status-badge')?.textContent).toBe('Status: Dostępny');
    keyDown(dialog(), 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside', async () => {
    routesFor(base);
    const { onClose } = setup(base);
    await flush();
    const backdrop = document.querySelector('.admin-dialog-backdrop')!;
    backdrop.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    backdrop.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('disables the switch for a reserved animal, explains why, and shows the reservation with "Pokaż ankietę"', async () => {
    const reserved = { ...base, status: 'Zarezerwowany' as const };
    routesFor(reserved, {
      'GET /api/animals/9/reservation': {
        active: true,
        since: '2025-03-04T12:00:00Z',
        surveyId: 31,
        adopter: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com', phone: '+48600100200' },
      },
    });
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('openSurveyDetails', listener);
    const { $, dialog, router } = setup(reserved);
    await flush(5);
    const toggle = $<HTMLButtonElement>('[role="switch"]')!;
    expect(toggle.disabled).toBe(true);
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toContain('przez ankiety');
    const text = dialog().textContent!;
    expect(text).toContain('04.03.2025');
    expect(text).toContain('Anna Nowak');
    expect(text).toContain('anna@example.com');
    expect(text).toContain('+48600100200');
    click(getByText(dialog(), 'Pokaż ankietę', 'button'));
    await flush();
    window.removeEventListener('openSurveyDetails', listener);
    expect(sessionStorage.getItem('admin.surveys.openId')).toBe('31');
    expect(events).toEqual([{ id: 31 }]);
    expect(router.state.location.pathname).toBe('/admin/surveys');
  });

  it('says when the reservation cannot be loaded', async () => {
    const reserved = { ...base, status: 'Zarezerwowany' as const };
    routesFor(reserved, { 'GET /api/animals/9/reservation': () => json(500, {}) });
    const { dialog } = setup(reserved);
    await flush(5);
    expect(dialog().textContent).toContain('Nie udało się pobrać informacji o rezerwacji.');
  });

  it('marks images for deletion with undo (the save sends the marks: AnimalEditModal.save.test.tsx)', async () => {
    routesFor(base);
    const { dialog } = setup(base);
    await flush();
    const tiles = () => Array.from(dialog().querySelectorAll('[aria-label="Obecne zdjęcia"] > li'));
    expect(tiles()).toHaveLength(3);
    expect(tiles()[0]!.textContent).toContain('Miniatura');
    expect(tiles()[0]!.querySelector('img')?.getAttribute('draggable')).toBe('true');
    click(getByText(dialog(), 'Oznacz do usunięcia: zdjęcie 2', 'button'));
    expect(tiles()[1]!.classList.contains('image-tile--marked')).toBe(true);
    click(getByText(dialog(), 'Cofnij oznaczenie: zdjęcie 2', 'button'));
    expect(tiles()[1]!.classList.contains('image-tile--marked')).toBe(false);
    click(getByText(dialog(), 'Oznacz do usunięcia: zdjęcie 3', 'button'));
    expect(dialog().textContent).toContain('Oznaczone do usunięcia: 1. Zostaną usunięte po kliknięciu „Zapisz”.');
  });

  it('says when the images cannot be loaded', async () => {
    routedFetch({ 'GET /api/animals/9': base, 'GET /api/animals/9/images': () => json(500, {}) });
    const { dialog } = setup(base);
    await flush();
    expect(dialog().textContent).toContain('Wystąpił błąd podczas pobierania zdjęć zwierzaka.');
  });

  it('keeps Tab inside the dialog and gives the focus back to the opener', async () => {
    routesFor(base);
    document.body.insertAdjacentHTML('beforeend', '<button id="before">przed</button>');
    const before = document.getElementById('before')!;
    before.focus();
    const { dialog, unmount } = setup(base);
    await flush();
    expect(document.activeElement).toBe(dialog());
    const buttons = Array.from(dialog().querySelectorAll<HTMLElement>('button:not([disabled])'));
    buttons.at(-1)!.focus();
    keyDown(buttons.at(-1)!, 'Tab');
    expect(dialog().contains(document.activeElement)).toBe(true);
    unmount();
    expect(document.activeElement).toBe(before);
  });
});
