import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SurveyAdminDetail } from '@pets/shared';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useConfirmStore } from '../../../ui/confirm-store';
import { useToastStore } from '../../../ui/toast-store';
import { findConfirm, json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
import { SurveyModal } from './SurveyModal';
import { detailAnimal, detailOf } from './test-data';

/** The survey modal as staff use it, found by roles and labels: state, closing, notes, animals held elsewhere. */

const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
const posts = (calls: FetchCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.url === path);
const historyLoads = (calls: FetchCall[]) => calls.filter((call) => call.url.startsWith('/api/history'));
const EMPTY_HISTORY = { items: [], nextBefore: null };

function open(detail: SurveyAdminDetail, routes: Record<string, unknown> = {}) {
  const stub = routedFetch({
    [`GET /api/survey/details/${detail.id}`]: detail,
    'GET /api/animals/available': [],
    'GET /api/history': EMPTY_HISTORY,
    ...routes,
  });
  const onOpenSurvey = vi.fn();
  render(
    withQueryClient(
      <>
        <SurveyModal surveyId={detail.id} onClose={vi.fn()} onOpenSurvey={onOpenSurvey} />
        <ConfirmDialog />
      </>,
    ),
  );
  return { ...stub, onOpenSurvey };
}

/** The state badge beside the dialog's title. */
const badge = async (id: number) => {
  // Once the survey has loaded (its details show), the badge is there.
  await screen.findByRole('heading', { name: 'Szczegóły ankiety' });
  const heading = await screen.findByRole('heading', { name: `Ankieta #${id}`, level: 2 });
  return heading.parentElement!.textContent!.replace(`Ankieta #${id}`, '');
};
/** "Zarezerwuj: Kulka": a button whose visible word is followed by the animal's name for screen readers. */
const forAnimal = (action: string, name: string) => new RegExp(`^${action}\\s*:\\s*${name}$`);
/** The selected animal's entry, found by the name shown in it. */
const animalRow = (name: string) =>
  within(screen.getByRole('list', { name: 'Wybrane zwierzęta' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name))!;

beforeEach(() => {
  useToastStore.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useConfirmStore.setState({ request: null });
});

describe('survey modal: state, closing, notes and other surveys', () => {
  it('the badge follows a reservation: Nowa, then Z rezerwacją', async () => {
    const kulka = detailAnimal(1, 'Kulka');
    const reserved = detailOf(5, {
      bucket: 'reserved',
      animals: [{ ...kulka, reserved: true, reservedByMe: true, status: 'Zarezerwowany', reservedSince: '2026-02-01T10:00:00.000Z' }],
    });
    open(detailOf(5, { animals: [kulka] }), { 'POST /api/survey/5/reserve': { message: 'Zarezerwowano „Kulka”.', survey: reserved } });
    expect(await badge(5)).toBe('Nowa');

    await userEvent.click(await screen.findByRole('button', { name: forAnimal('Zarezerwuj', 'Kulka') }));
    await waitFor(async () => expect(await badge(5)).toBe('Z rezerwacją'));
    expect(within(animalRow('Kulka')).getByRole('button', { name: forAnimal('Cofnij rezerwację', 'Kulka') })).toBeTruthy();
    expect(toasts()).toContain('info: Zarezerwowano „Kulka”.');
  });

  it('after a 409 the loser sees the survey as it is now: the animal reserved in the other survey, no reserve button', async () => {
    const puszek = detailAnimal(2, 'Puszek', { sex: 'Samica' });
    let loads = 0;
    const after = detailOf(6, {
      animals: [{ ...puszek, reserved: true, reservedBySurveyId: 9, status: 'Zarezerwowany', elsewhere: { kind: 'reserved', surveyId: 9 } }],
    });
    open(detailOf(6, { animals: [puszek] }), {
      'GET /api/survey/details/6': () => json(200, (loads += 1) === 1 ? detailOf(6, { animals: [puszek] }) : after),
      'POST /api/survey/6/reserve': () => json(409, { error: 'Ten zwierzak jest już zarezerwowany przez inną ankietę.', code: 'animal_reserved' }),
    });

    await userEvent.click(await screen.findByRole('button', { name: forAnimal('Zarezerwuj', 'Puszek') }));
    expect(await screen.findByRole('button', { name: 'zarezerwowana w ankiecie #9' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: forAnimal('Zarezerwuj', 'Puszek') })).toBeNull();
    expect(toasts()).toContain('error: Ten zwierzak jest już zarezerwowany przez inną ankietę.');
  });

  it('an animal held by another survey names it; the name opens that survey', async () => {
    const { onOpenSurvey } = open(
      detailOf(7, {
        animals: [
          detailAnimal(3, 'Borys', { adopted: true, status: 'Adoptowany', elsewhere: { kind: 'adopted', surveyId: 12 } }),
          detailAnimal(4, 'Mela', { sex: 'Samica', adopted: true, status: 'Adoptowany', elsewhere: { kind: 'adopted', surveyId: null } }),
        ],
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'adoptowany w ankiecie #12' }));
    expect(onOpenSurvey).toHaveBeenCalledWith(12);
    expect(within(animalRow('Mela')).getByText('adoptowana bez ankiety')).toBeTruthy();
    expect(within(animalRow('Borys')).queryByRole('button', { name: /Zarezerwuj/ })).toBeNull();
  });

  it('a TM animal offers neither a reservation nor an adoption', async () => {
    open(detailOf(8, { animals: [detailAnimal(5, 'Tęczka', { tm: true })] }));
    await within(await screen.findByRole('list', { name: 'Wybrane zwierzęta' })).findByText('Tęczka');
    const row = animalRow('Tęczka');
    expect(within(row).getByText('Za Tęczowym Mostem')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Zarezerwuj/ })).toBeNull();
    expect(within(row).queryByRole('checkbox')).toBeNull();
  });

  it('closes with a reason (a description required for "Inny powód"), shows the closure, and reopens', async () => {
    const kulka = detailAnimal(1, 'Kulka');
    const closed = detailOf(10, { bucket: 'done', animals: [kulka], closure: { reason: 'inny', note: 'Wyjazd za granicę.', closedAt: '2026-03-02T09:00:00.000Z' } });
    const { calls } = open(detailOf(10, { animals: [kulka] }), {
      'POST /api/survey/10/close': { message: 'Ankieta została zamknięta.', survey: closed },
      'POST /api/survey/10/reopen': { message: 'Ankieta została ponownie otwarta.', survey: detailOf(10, { animals: [kulka] }) },
    });

    const toggle = await screen.findByRole('button', { name: 'Zamknij ankietę' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const form = screen.getByRole('form', { name: 'Zamknij ankietę' });
    await userEvent.click(within(form).getByRole('button', { name: 'Zamknij ankietę' }));
    expect(await within(form).findByText('Wybierz powód zamknięcia.')).toBeTruthy();

    await userEvent.selectOptions(within(form).getByLabelText('Powód zamknięcia'), 'Inny powód');
    await userEvent.click(within(form).getByRole('button', { name: 'Zamknij ankietę' }));
    expect(await within(form).findByText('Opisz powód zamknięcia.')).toBeTruthy();
    expect(within(form).getByLabelText('Opis powodu (wymagany)').getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls, '/api/survey/10/close')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Opis powodu (wymagany)'), 'Wyjazd za granicę.');
    await userEvent.click(within(form).getByRole('button', { name: 'Zamknij ankietę' }));
    await waitFor(() => expect(posts(calls, '/api/survey/10/close')).toHaveLength(1));
    expect(posts(calls, '/api/survey/10/close')[0]!.body).toEqual({ reason: 'inny', note: 'Wyjazd za granicę.' });

    expect(await screen.findByText('Ankieta zamknięta: Inny powód')).toBeTruthy();
    expect(screen.getByText('Wyjazd za granicę.')).toBeTruthy();
    expect(await badge(10)).toBe('Zamknięta');
    // A closed survey is only shown: no buttons on its animals, no picker.
    expect(within(animalRow('Kulka')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByLabelText(/Dodaj zwierzaka/)).toBeNull();
    expect(toasts()).toContain('info: Ankieta została zamknięta.');

    await userEvent.click(screen.getByRole('button', { name: 'Otwórz ponownie' }));
    await waitFor(async () => expect(await badge(10)).toBe('Nowa'));
    expect(posts(calls, '/api/survey/10/reopen')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Zamknij ankietę' })).toBeTruthy();
  });

  it('asks before closing a survey that holds reservations (they are released)', async () => {
    const kulka = detailAnimal(1, 'Kulka', { reserved: true, reservedByMe: true, status: 'Zarezerwowany' });
    const { calls } = open(detailOf(11, { bucket: 'reserved', animals: [kulka] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zamknij ankietę' }));
    const form = screen.getByRole('form', { name: 'Zamknij ankietę' });
    await userEvent.selectOptions(within(form).getByLabelText('Powód zamknięcia'), 'Spam');
    await userEvent.click(within(form).getByRole('button', { name: 'Zamknij ankietę' }));
    const question = await findConfirm();
    expect(within(question).getByText('Czy na pewno chcesz zamknąć tę ankietę? Jej rezerwacje zostaną zwolnione.')).toBeTruthy();
    await userEvent.click(within(question).getByRole('button', { name: 'Anuluj' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posts(calls, '/api/survey/11/close')).toHaveLength(0);
  });

  it('a survey with an adoption offers no closing', async () => {
    open(detailOf(12, { bucket: 'done', finished: true, animals: [detailAnimal(1, 'Kulka', { adopted: true, adoptedByMe: true, status: 'Adoptowany' })] }), {
      'GET /api/adoptions/contracts': { items: [], total: 0 },
    });
    expect(await badge(12)).toBe('zakończona');
    expect(screen.queryByRole('button', { name: 'Zamknij ankietę' })).toBeNull();
  });

  it('adds a note above the history: empty and over-long notes are refused before sending', async () => {
    const { calls } = open(detailOf(13), {
      'POST /api/survey/13/notes': () => json(201, { message: 'Dodano notatkę.', note: { id: 1, at: '2026-03-01T10:00:00.000Z', actor: 'admin', text: 'Telefon' } }),
    });
    const history = await screen.findByRole('region', { name: 'Notatki i historia' });
    const field = within(history).getByLabelText('Treść notatki');
    await userEvent.click(within(history).getByRole('button', { name: 'Dodaj notatkę' }));
    expect(await within(history).findByText('Wpisz treść notatki.')).toBeTruthy();

    await userEvent.click(field);
    await userEvent.paste('x'.repeat(5001));
    await userEvent.click(within(history).getByRole('button', { name: 'Dodaj notatkę' }));
    expect(await within(history).findByText('Notatka może mieć najwyżej 5000 znaków.')).toBeTruthy();
    expect(posts(calls, '/api/survey/13/notes')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'Telefon: wizyta w sobotę.');
    const loadsBefore = historyLoads(calls).length;
    await userEvent.click(within(history).getByRole('button', { name: 'Dodaj notatkę' }));
    await waitFor(() => expect(posts(calls, '/api/survey/13/notes')).toHaveLength(1));
    expect(posts(calls, '/api/survey/13/notes')[0]!.body).toEqual({ text: 'Telefon: wizyta w sobotę.' });
    await waitFor(() => expect(historyLoads(calls).length).toBeGreaterThan(loadsBefore));
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(toasts()).toContain('info: Dodano notatkę.');
  });
});
