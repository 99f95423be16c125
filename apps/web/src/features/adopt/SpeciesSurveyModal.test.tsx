import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MESSAGES } from '@pets/shared';
import { ApiError } from '../../lib/api';
import { useToastStore } from '../../ui/toast-store';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SpeciesSurveyModal } from './SpeciesSurveyModal';
import type { Getter } from './species-survey';
import { withQueryClient } from '../../test/query-client';

// The modal's library part is a lazy chunk in the app; here it renders at once, as these tests expect.
vi.mock('../../ui/Modal', async () => ({ Modal: (await import('../../ui/Dialog')).Dialog }));

afterEach(() => {
  cleanup();
  useToastStore.getState().reset();
});

const notFound = () => new ApiError({ status: 404, code: 'not_found', message: 'Nie znaleziono.' });

function setup(get: Getter) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/adoptuje', element: <SpeciesSurveyModal onClose={onClose} get={get} /> },
      { path: '/ankieta-gatunek/:species', element: <p>ankieta gatunku</p> },
    ],
    { initialEntries: ['/adoptuje'] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  const dialog = () => within(screen.getByRole('dialog', { name: 'Wybierz gatunek' }));
  return { onClose, router, dialog, user: userEvent.setup() };
}

/** The species to choose, as listed (once the list has loaded). */
const speciesButtons = async () => within(await screen.findByRole('list')).getAllByRole('button');
const speciesNames = async () => (await speciesButtons()).map((button) => (button.textContent ?? '').replace('→', '').trim());
const option = (species: string) => screen.findByRole('button', { name: new RegExp(`^${species}`) });

/** Questions exist for the given species; availability per species from `available`. */
function fakeGet(withSurvey: string[], available: Record<string, unknown[] | Error> = {}): Getter {
  return vi.fn(async (path: string, options: { query?: Record<string, string> }) => {
    if (path === '/animals/available') {
      const answer = available[options.query?.gatunek ?? ''];
      if (answer instanceof Error) throw answer;
      return answer ?? [];
    }
    const species = decodeURIComponent(path.replace('/survey/questions/', ''));
    if (withSurvey.includes(species)) return [{ id_pytania: 1 }];
    throw notFound();
  });
}

describe('SpeciesSurveyModal', () => {
  it('shows a loader, then only the species that have a survey', async () => {
    const { dialog } = setup(fakeGet(['Mysz', 'Królik']));
    expect(dialog().getByText(/Sprawdzamy dostępne ankiety/)).toBeTruthy();
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    expect(await speciesNames()).toEqual(['Królik', 'Mysz']);
  });

  it('says so when no species has a survey (404 or an empty list for all)', async () => {
    const { dialog } = setup(fakeGet([]));
    expect(await dialog().findByText('Brak dostępnych ankiet dla gatunków.')).toBeTruthy();
  });

  it('shows the error card when the check fails, and the retry loads again', async () => {
    let fail = true;
    const get: Getter = vi.fn(async (path: string) => {
      if (fail) throw new ApiError({ status: 500, code: 'internal', message: 'x' });
      if (path.endsWith('Mysz')) return [{ id_pytania: 1 }];
      throw notFound();
    });
    const { dialog, user } = setup(get);
    expect(await dialog().findByText(MESSAGES.survey.listCheckFailedTitle)).toBeTruthy();
    expect(dialog().getByText(/Spróbuj ponownie za chwilę\./)).toBeTruthy();
    fail = false;
    await user.click(dialog().getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await speciesNames()).toEqual(['Mysz']);
  });

  it('without available animals shows the neutral toast for 3.5 s and stays open', async () => {
    const { router, onClose, user } = setup(fakeGet(['Szczur'], { Szczur: [] }));
    await user.click(await option('Szczur'));
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    const toasts = useToastStore.getState().toasts;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ message: 'Przepraszamy — aktualnie nie ma dostępnych zwierząt dla tego gatunku.', variant: 'info', duration: 3500 });
    expect(router.state.location.pathname).toBe('/adoptuje');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with an available animal closes and opens the species survey (URL-encoded)', async () => {
    const { router, onClose, user } = setup(fakeGet(['Świnka morska'], { 'Świnka morska': [{ id_zwierzaka: 4 }] }));
    await user.click(await option('Świnka morska'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/ankieta-gatunek/%C5%9Awinka%20morska');
  });

  it('a failed availability check shows its message', async () => {
    const { dialog, user } = setup(fakeGet(['Mysz'], { Mysz: new ApiError({ status: 500, code: 'x', message: 'x' }) }));
    await user.click(await option('Mysz'));
    expect((await dialog().findByRole('alert')).textContent).toBe('Nie udało się sprawdzić dostępności. Spróbuj ponownie.');
  });

  it('Escape and the close button close it', async () => {
    const { dialog, onClose, user } = setup(fakeGet([]));
    await dialog().findByText('Brak dostępnych ankiet dla gatunków.');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await user.click(dialog().getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});
