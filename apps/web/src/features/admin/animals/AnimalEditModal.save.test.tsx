import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TIMINGS, type AdminAnimal } from '@pets/shared';
import { useToastStore } from '../../../ui/toast-store';
import { FakeXhr as FakeXhrClass, installFakeXhr, type FakeXhr } from '../fake-xhr';
import { png, routedFetch, withQueryClient } from '../test-helpers';
import { AnimalEditModal } from './AnimalEditModal';

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

const SAVED = { status: 200, body: { message: 'Zapisano zmiany.', animal: base, images: [] } };

function setup() {
  const { calls } = routedFetch({
    'GET /api/animals/9/record': base,
    'GET /api/animals/9/images': ['/api/images/a.webp', '/api/images/b.webp', '/api/images/c.webp'],
    'GET /api/history': { items: [], nextBefore: null },
  });
  const onSaved = vi.fn();
  const router = createMemoryRouter(
    [{ path: '/admin/animals/browse', element: <AnimalEditModal animal={base} onClose={vi.fn()} onSaved={onSaved} /> }],
    { initialEntries: ['/admin/animals/browse'] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return { calls, onSaved };
}

/** The `data` part and the files of the one save request. */
function sentEdit(xhr: typeof FakeXhr) {
  const [request] = xhr.sent;
  const data = request?.body?.get('data');
  return {
    url: request?.url,
    data: typeof data === 'string' ? (JSON.parse(data) as Record<string, unknown>) : undefined,
    files: (request?.body?.getAll('images') ?? []).map((file) => (file as File).name),
  };
}

const toasts = () => useToastStore.getState().toasts.map((toast) => [toast.variant, toast.message]);
const saveButton = () => screen.getByRole('button', { name: 'Zapisz' });
const images = () => screen.findByRole('list', { name: 'Obecne zdjęcia' });

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The fake's record is module state, shared with the next file of this worker.
  FakeXhrClass.reset();
});

describe('edit animal modal: one save request', () => {
  it('sends the fields (emptied ones fall back), the hold, the marked images and the new thumbnail in one request', async () => {
    const xhr = installFakeXhr(SAVED);
    const { calls, onSaved } = setup();
    const user = userEvent.setup();
    await images();
    await user.clear(screen.getByLabelText(/^Imię/));
    await user.clear(screen.getByLabelText(/^Stan zdrowia/));
    await user.type(screen.getByLabelText(/^Stan zdrowia/), 'Po leczeniu');
    await user.selectOptions(screen.getByLabelText(/^Za Tęczowym Mostem/), 'Tak');
    await user.click(screen.getByRole('button', { name: 'Oznacz do usunięcia: zdjęcie 3' }));
    await user.click(screen.getByRole('button', { name: 'Ustaw jako miniaturę: zdjęcie 2' }));
    const tiles = within(await images()).getAllByRole('listitem');
    expect(within(tiles[1]!).queryByText('Miniatura')).toBeTruthy();
    expect(within(tiles[0]!).queryByText('Miniatura')).toBeNull();
    await user.click(saveButton());

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(xhr.sent).toHaveLength(1);
    expect(sentEdit(xhr)).toEqual({
      url: '/api/animals/9/edit',
      data: {
        imie: 'Kropka',
        gatunek: 'Świnka morska',
        plec: 'Samica',
        wykastrowany: 'Nie',
        stan_zdrowia: 'Po leczeniu',
        TM: 'Tak',
        opis: 'Wesoła.',
        data_urodzenia: '2023-05-01',
        // A TM animal is never available: marking it TM holds it.
        status: 'Wstrzymany',
        removedImages: ['c.webp'],
        cover: { existing: 'b.webp' },
        // The intake (issue 32) goes as the form has it.
        data_przyjecia: '2025-01-01',
        zrodlo_przyjecia: null,
        okolicznosci_przyjecia: '',
        identyfikator: '',
        data_urodzenia_dokladnosc: 'dzien',
      },
      files: [],
    });
    // Nothing else writes: no PUT, DELETE or cover call beside it.
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(toasts()).toEqual([['info', 'Zapisano zmiany.']]);
  });

  it('sends the new images in the same request and shows the upload progress meanwhile', async () => {
    let answer!: () => void;
    const xhr = installFakeXhr({ ...SAVED, progress: [[50, 100]], after: new Promise<void>((resolve) => (answer = resolve)) });
    const { onSaved } = setup();
    const user = userEvent.setup();
    await images();
    await user.click(screen.getByRole('switch', { name: 'Wstrzymaj adopcję' }));
    await user.upload(screen.getByLabelText('Wybierz zdjęcia'), [png('nowe.png'), png('drugie.png')]);
    expect(within(screen.getByRole('list', { name: 'Nowe zdjęcia' })).getAllByRole('listitem')).toHaveLength(2);
    await user.click(saveButton());

    expect(await screen.findByRole('progressbar', { name: 'Przesyłanie zdjęć: 50%' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zapisywanie…' })).toHaveProperty('disabled', true);
    answer();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sentEdit(xhr)).toMatchObject({ data: { status: 'Wstrzymany', removedImages: [] }, files: ['nowe.png', 'drugie.png'] });
    expect(sentEdit(xhr).data).not.toHaveProperty('cover');
  });

  it('checks the fields first: an invalid date sends nothing and takes the focus', async () => {
    const xhr = installFakeXhr(SAVED);
    setup();
    const user = userEvent.setup();
    await images();
    const date = screen.getByLabelText(/^Data urodzenia/);
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(saveButton());
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(xhr.sent).toHaveLength(0);
  });

  it('on a refusal saves nothing and keeps everything for another try: the field error, the marks and the new images', async () => {
    installFakeXhr({ status: 400, body: { error: 'Popraw formularz.', code: 'validation_failed', fields: { imie: 'Imię jest za długie.' } } });
    const { onSaved } = setup();
    const user = userEvent.setup();
    await images();
    await user.click(screen.getByRole('button', { name: 'Oznacz do usunięcia: zdjęcie 2' }));
    await user.upload(screen.getByLabelText('Wybierz zdjęcia'), [png('nowe.png')]);
    await user.click(saveButton());

    await waitFor(() => expect(toasts()).toEqual([['error', 'Imię jest za długie.']]));
    const name = screen.getByLabelText(/^Imię/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole('button', { name: 'Cofnij oznaczenie: zdjęcie 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usuń: nowe.png' })).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', false);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows refused images with the rejection message for as long as the add form does', async () => {
    const message = 'Niektóre pliki odrzucono. Dozwolone: JPG, PNG, GIF, WEBP.';
    installFakeXhr({ status: 400, body: { error: message, code: 'images_rejected' } });
    setup();
    const user = userEvent.setup();
    await images();
    await user.upload(screen.getByLabelText('Wybierz zdjęcia'), [png('nowe.png')]);
    await user.click(saveButton());
    await waitFor(() => expect(toasts()).toEqual([['error', message]]));
    expect(useToastStore.getState().toasts[0]?.duration).toBe(TIMINGS.toastRejection);
  });

  it('falls back to the default save failure text', async () => {
    installFakeXhr({ status: 500, body: undefined });
    setup();
    const user = userEvent.setup();
    await images();
    await user.click(saveButton());
    await waitFor(() => expect(toasts()).toEqual([['error', 'Wystąpił błąd podczas zapisywania danych zwierzaka.']]));
  });
});
