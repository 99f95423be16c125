import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MESSAGES } from '@pets/shared';
import { ApiError } from '../../lib/api';
import { useToastStore } from '../../ui/toast-store';
import { cleanup, click, flush, getByText, keyDown, render } from '../../test/dom';
import { SpeciesSurveyModal } from './SpeciesSurveyModal';
import type { Getter } from './species-survey';
import { withQueryClient } from '../../test/query-client';

// The modal's library part is a lazy chunk in the app; here it renders at once, as these tests expect.
vi.mock('../../ui/Modal', async () => ({ Modal: (await import('../../ui/ModalDialog')).default }));

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
  const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
  return { onClose, router, dialog };
}

function option(dialog: HTMLElement, species: string): HTMLButtonElement {
  const found = Array.from(dialog.querySelectorAll<HTMLButtonElement>('.species-modal__option')).find(
    (button) => button.querySelector('span')?.textContent === species,
  );
  if (!found) throw new Error(`brak opcji ${species}`);
  return found;
}

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
    expect(dialog()?.textContent).toContain('Sprawdzamy dostępne ankiety');
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    await flush();
    const options = Array.from(dialog()!.querySelectorAll('.species-modal__option')).map((button) => button.textContent?.replace('→', '').trim());
    expect(options).toEqual(['Królik', 'Mysz']);
  });

  it('says so when no species has a survey (404 or an empty list for all)', async () => {
    const { dialog } = setup(fakeGet([]));
    await flush();
    expect(dialog()?.textContent).toContain('Brak dostępnych ankiet dla gatunków.');
  });

  it('shows the error card when the check fails, and the retry loads again', async () => {
    let fail = true;
    const get: Getter = vi.fn(async (path: string) => {
      if (fail) throw new ApiError({ status: 500, code: 'internal', message: 'x' });
      if (path.endsWith('Mysz')) return [{ id_pytania: 1 }];
      throw notFound();
    });
    const { dialog } = setup(get);
    await flush();
    expect(dialog()?.textContent).toContain(MESSAGES.survey.listCheckFailedTitle);
    expect(dialog()?.textContent).toContain('Spróbuj ponownie za chwilę.');
    fail = false;
    click(getByText(dialog()!, 'Spróbuj ponownie', 'button'));
    await flush();
    expect(dialog()?.textContent).toContain('Mysz');
  });

  it('without available animals shows the neutral toast for 3.5 s and stays open', async () => {
    const { dialog, router, onClose } = setup(fakeGet(['Szczur'], { Szczur: [] }));
    await flush();
    click(option(dialog()!, 'Szczur'));
    await flush();
    const toasts = useToastStore.getState().toasts;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ message: 'Przepraszamy — aktualnie nie ma dostępnych zwierząt dla tego gatunku.', variant: 'info', duration: 3500 });
    expect(router.state.location.pathname).toBe('/adoptuje');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with an available animal closes and opens the species survey (URL-encoded)', async () => {
    const { dialog, router, onClose } = setup(fakeGet(['Świnka morska'], { 'Świnka morska': [{ id_zwierzaka: 4 }] }));
    await flush();
    click(option(dialog()!, 'Świnka morska'));
    await flush();
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/ankieta-gatunek/%C5%9Awinka%20morska');
  });

  it('a failed availability check shows its message', async () => {
    const { dialog } = setup(fakeGet(['Mysz'], { Mysz: new ApiError({ status: 500, code: 'x', message: 'x' }) }));
    await flush();
    click(option(dialog()!, 'Mysz'));
    await flush();
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe('Nie udało się sprawdzić dostępności. Spróbuj ponownie.');
  });

  it('Escape and the close button close it', async () => {
    const { onClose } = setup(fakeGet([]));
    await flush();
    keyDown(document.body, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    click(document.querySelector('.modal__close')!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
