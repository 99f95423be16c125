import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AdminAnimal } from '@pets/shared';
import { AnimalEditModal, onExistingImageDragStart } from './AnimalEditModal';
import { useToastStore } from '../../../ui/toast-store';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, routedFetch, withQueryClient } from '../test-helpers';

const base: AdminAnimal = {
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
  zdrowie: null,
  data_przyjecia: '2025-01-01',
  zrodlo_przyjecia: null,
  okolicznosci_przyjecia: '',
  identyfikator: '',
  data_urodzenia_dokladnosc: 'dzien',
};

/** The modal as staff see it, once the animal has loaded (its form's first section shows). */
async function setup(animal: AdminAnimal, handlers: { onClose?: () => void; onSaved?: () => void } = {}) {
  const onClose = vi.fn(handlers.onClose);
  const onSaved = vi.fn(handlers.onSaved);
  const router = createMemoryRouter(
    [
      {
        path: '/admin/animals/browse',
        element: (
          <>
            <AnimalEditModal animal={animal} onClose={onClose} onSaved={onSaved} />
          </>
        ),
      },
      { path: '/admin/surveys', element: <p>ankiety</p> },
    ],
    { initialEntries: ['/admin/animals/browse'] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  const dialog = await screen.findByRole('dialog', { name: `Edytuj: ${animal.imie}` });
  await within(dialog).findByRole('group', { name: 'Dane zwierzaka' });
  return { router, onClose, onSaved, dialog, user: userEvent.setup() };
}

function routesFor(animal: AdminAnimal, extra: Record<string, unknown> = {}) {
  return routedFetch({
    [`GET /api/animals/${animal.id_zwierzaka}/record`]: animal,
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
    const { dialog } = await setup(base);
    const history = await within(dialog).findByRole('list', { name: 'Historia zmian' });
    await within(history).findByText(/Zmieniono dane zwierzaka/);
    expect(history.textContent).toContain('imię: Kulka → Kropka');
    expect(history.textContent).toContain('anna');
  });

  it('is a modal dialog named after the animal, with its status; Escape closes it', async () => {
    routesFor(base);
    const { dialog, onClose, user } = await setup(base);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Status: Dostępna')).toBeTruthy();
    await user.keyboard('{Escape}');
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
    try {
      const { dialog, router, user } = await setup(reserved);
      const toggle = within(dialog).getByRole<HTMLButtonElement>('switch', { name: 'Wstrzymaj adopcję' });
      expect(toggle.disabled).toBe(true);
      expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toContain('przez ankiety');
      await within(dialog).findByText('04.03.2025');
      expect(within(dialog).getByText('Anna Nowak')).toBeTruthy();
      expect(within(dialog).getByRole('link', { name: 'anna@example.com' })).toBeTruthy();
      expect(within(dialog).getByRole('link', { name: '+48600100200' })).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Pokaż ankietę' }));
      // The surveys screen's hand-over (survey-handoff.ts): the id for a screen about to mount, the event for a mounted one.
      expect(sessionStorage.getItem('admin.surveys.openId')).toBe('31');
      expect(events).toEqual([{ id: 31 }]);
      expect(router.state.location.pathname).toBe('/admin/surveys');
    } finally {
      window.removeEventListener('openSurveyDetails', listener);
    }
  });

  it('says when the reservation cannot be loaded', async () => {
    const reserved = { ...base, status: 'Zarezerwowany' as const };
    routesFor(reserved, { 'GET /api/animals/9/reservation': () => json(500, {}) });
    const { dialog } = await setup(reserved);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Nie udało się pobrać informacji o rezerwacji.');
  });

  it('marks images for deletion with undo (the save sends the marks: AnimalEditModal.save.test.tsx)', async () => {
    routesFor(base);
    const { dialog, user } = await setup(base);
    const images = await within(dialog).findByRole('list', { name: 'Obecne zdjęcia' });
    const tiles = () => within(images).getAllByRole('listitem');
    expect(tiles()).toHaveLength(3);
    expect(within(tiles()[0]!).getByText('Miniatura')).toBeTruthy();
    expect(within(tiles()[0]!).getByRole('img', { name: 'Zdjęcie 1 z 3' }).getAttribute('draggable')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Oznacz do usunięcia: zdjęcie 2' }));
    expect(within(tiles()[1]!).getByText('Do usunięcia')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cofnij oznaczenie: zdjęcie 2' }));
    expect(within(tiles()[1]!).queryByText('Do usunięcia')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Oznacz do usunięcia: zdjęcie 3' }));
    expect(within(dialog).getByText('Oznaczone do usunięcia: 1. Zostaną usunięte po kliknięciu „Zapisz”.')).toBeTruthy();
  });

  it('says when the images cannot be loaded', async () => {
    routedFetch({ 'GET /api/animals/9/record': base, 'GET /api/animals/9/images': () => json(500, {}) });
    const { dialog } = await setup(base);
    expect(await within(dialog).findByText('Wystąpił błąd podczas pobierania zdjęć zwierzaka.')).toBeTruthy();
  });
});
