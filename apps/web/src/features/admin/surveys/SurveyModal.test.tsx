import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type AnimalListItem, type StaffRole, type SurveyAdminDetail } from '@pets/shared';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useConfirmStore } from '../../../ui/confirm-store';
import { useToastStore } from '../../../ui/toast-store';
import { findConfirm, json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
import { SurveyModal } from './SurveyModal';
import { detailAnimal, detailOf } from './test-data';

type User = ReturnType<typeof userEvent.setup>;

const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
const dialog = () => screen.getByRole('dialog', { name: /^Ankieta #/ });
const region = (name: string) => within(dialog()).getByRole('region', { name });
const selected = () => within(dialog()).queryByRole('list', { name: 'Wybrane zwierzęta' });
/** The selected animal's entry, found by the name shown in it. */
const row = (name: string) => within(selected()!).getAllByRole('listitem').find((item) => within(item).queryByText(name))!;
/**
 * An animal's action button or checkbox: "<action>: <animal>", the animal's name being for screen
 * readers only. happy-dom computes no CSS, so the name as computed here has a space before ':'.
 */
const action = (label: string, animal: string) => new RegExp(`^${label} ?: ${animal}$`);
const posts = (calls: FetchCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.url.endsWith(path));

function available(id: number, imie: string): AnimalListItem {
  return {
    id_zwierzaka: id,
    imie,
    gatunek: 'Królik',
    plec: 'Samica',
    data_urodzenia: null,
    wykastrowany: 'Nie',
    status: 'Dostępny',
    stan_zdrowia: '',
    TM: 'Nie',
    data_dodania: '2026-01-01T00:00:00Z',
    cover: '/static/default-animal.webp',
  };
}

/** Lets the answers of the fetch stub settle (waitFor would wait on the faked setTimeout). */
async function settle() {
  for (let index = 0; index < 3; index += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

async function answerConfirm(user: User, expected: string, yes: boolean) {
  const question = await findConfirm();
  expect(within(question).getByText(expected)).toBeTruthy();
  await user.click(within(question).getByRole('button', { name: yes ? 'Tak' : 'Anuluj' }));
}

async function open(detail: SurveyAdminDetail, routes: Record<string, unknown> = {}, user: User = userEvent.setup(), role: StaffRole = 'administrator') {
  const onClose = vi.fn();
  const onOpenSurvey = vi.fn();
  const stub = routedFetch({
    [`GET /api/survey/details/${detail.id}`]: detail,
    'GET /api/animals/available': [available(50, 'Bułka'), available(1, 'Kulka')],
    'GET /api/history': { items: [], nextBefore: null },
    ...routes,
  });
  render(
    withQueryClient(
      <>
        <SurveyModal surveyId={detail.id} onClose={onClose} onOpenSurvey={onOpenSurvey} />
        <ConfirmDialog />
      </>,
      { role },
    ),
  );
  await screen.findByRole('heading', { name: 'Szczegóły ankiety' });
  return { ...stub, onClose, onOpenSurvey, user };
}

beforeEach(() => {
  useToastStore.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useConfirmStore.setState({ request: null });
});

describe('survey modal', () => {
  it('shows the adopter, details, animals, and the answers by section', async () => {
    await open(
      detailOf(5, {
        animals: [detailAnimal(1, 'Kulka'), detailAnimal(2, 'Puszek', { reserved: true, reservedBySurveyId: 8, status: 'Zarezerwowany', elsewhere: { kind: 'reserved', surveyId: 8 } })],
        answers: [
          { question: 'Gdzie mieszkasz?', answer: 'Mieszkanie', group: 'Warunki' },
          { question: 'Inne zwierzęta?', answer: 'Nie', group: 'Warunki' },
          { question: 'Uwagi', answer: '—' },
        ],
      }),
    );
    expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe('Ankieta #5');
    for (const text of ['Anna Nowak', '00-001 Warszawa', '05.01.2026']) expect(within(dialog()).getAllByText(new RegExp(text)).length).toBeGreaterThan(0);
    expect(within(dialog()).getAllByText(/anna@example\.com/).length).toBeGreaterThan(0);
    expect(row('Puszek').textContent).toContain('zarezerwowany w ankiecie #8');
    expect(within(row('Puszek')).queryByRole('button', { name: action('Zarezerwuj', 'Puszek') })).toBeNull();
    const answers = region('Odpowiedzi');
    expect(within(answers).getByRole('heading', { level: 4 }).textContent).toBe('Warunki');
    expect(within(answers).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['Mieszkanie', 'Nie', '—']);
    // The reply form is prefilled.
    const reply = within(dialog()).getByRole('form', { name: 'Odpowiedź e-mailem' });
    expect([(within(reply).getByLabelText('Do') as HTMLInputElement).value, (within(reply).getByLabelText('Temat') as HTMLInputElement).value]).toEqual([
      'anna@example.com',
      'Odpowiedź na ankietę',
    ]);
  });

  it('offers a volunteer only reading and a note: no reservation, adoption, closing, contract, reply or history', async () => {
    const { calls } = await open(
      detailOf(9, { animals: [detailAnimal(1, 'Kulka'), detailAnimal(2, 'Puszek', { reserved: true, reservedByMe: true, status: 'Zarezerwowany' })] }),
      {},
      userEvent.setup(),
      'wolontariusz',
    );
    expect(row('Kulka').textContent).toContain('Kulka');
    expect(within(dialog()).queryAllByRole('button', { name: /Zarezerwuj|Anuluj rezerwację|Usuń|Adoptuj/ })).toEqual([]);
    expect(within(dialog()).queryAllByRole('checkbox')).toEqual([]);
    expect(within(dialog()).queryByRole('button', { name: 'Zamknij ankietę' })).toBeNull();
    expect(within(dialog()).queryByLabelText(/^Dodaj zwierzaka/)).toBeNull();
    expect(within(dialog()).queryByRole('form', { name: 'Odpowiedź e-mailem' })).toBeNull();
    // A note can be added; the history (which holds the e-mails sent) is not asked for.
    expect(within(region('Notatki')).getByRole('textbox')).toBeTruthy();
    expect(calls.filter((call) => call.url.startsWith('/api/history') || call.url.includes('other-applicants'))).toEqual([]);
  });

  it('says "Brak odpowiedzi." without answers and hides the picker once finished', async () => {
    await open(detailOf(6, { finished: true, bucket: 'done', animals: [detailAnimal(1, 'Kulka', { adopted: true, adoptedByMe: true, status: 'Adoptowany' })] }));
    expect(within(region('Odpowiedzi')).getByText(MESSAGES.admin.noAnswers)).toBeTruthy();
    expect(within(dialog()).queryByLabelText(/^Dodaj zwierzaka/)).toBeNull();
    // The state badge sits in the dialog's header, next to the title.
    expect(within(dialog()).getAllByText('zakończona').length).toBeGreaterThan(0);
  });

  it('reserves and unreserves with the spec toasts, showing the server’s answer', async () => {
    const free = detailOf(7, { animals: [detailAnimal(1, 'Kulka')] });
    const reserved = detailOf(7, { bucket: 'reserved', animals: [detailAnimal(1, 'Kulka', { reserved: true, reservedByMe: true, status: 'Zarezerwowany', reservedSince: '2026-02-01T10:00:00Z' })] });
    const { calls, user } = await open(free, {
      'POST /api/survey/7/reserve': { message: 'x', survey: reserved },
      'POST /api/survey/7/unreserve': { message: 'x', survey: free },
    });
    await user.click(within(row('Kulka')).getByRole('button', { name: action('Zarezerwuj', 'Kulka') }));
    await waitFor(() => expect(toasts()).toContain('info: Zarezerwowano „Kulka”.'));
    expect(posts(calls, '/reserve')[0]!.body).toEqual({ animalId: 1 });
    expect(row('Kulka').textContent).toContain('Zarezerwowany przez tę ankietę od 01.02.2026');

    await user.click(within(row('Kulka')).getByRole('button', { name: action('Cofnij rezerwację', 'Kulka') }));
    await waitFor(() => expect(toasts()).toContain('info: Cofnięto rezerwację „Kulka”.'));
    expect(within(row('Kulka')).getByRole('button', { name: action('Zarezerwuj', 'Kulka') })).toBeTruthy();
  });

  it('shows the server’s refusal, else the default text', async () => {
    const { user } = await open(detailOf(8, { animals: [detailAnimal(1, 'Kulka'), detailAnimal(2, 'Puszek')] }), {
      'POST /api/survey/8/reserve': (call: FetchCall) =>
        (call.body as { animalId: number }).animalId === 1
          ? json(409, { error: 'Ten zwierzak jest już zarezerwowany przez inną ankietę.', code: 'animal_reserved' })
          : json(500, {}),
    });
    await user.click(within(row('Kulka')).getByRole('button', { name: action('Zarezerwuj', 'Kulka') }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await waitFor(() => expect(within(row('Puszek')).getByRole('button', { name: action('Zarezerwuj', 'Puszek') }).hasAttribute('disabled')).toBe(false));
    await user.click(within(row('Puszek')).getByRole('button', { name: action('Zarezerwuj', 'Puszek') }));
    await waitFor(() => expect(toasts()).toEqual(['error: Ten zwierzak jest już zarezerwowany przez inną ankietę.', `error: ${MESSAGES.admin.reserveFailed}`]));
  });

  it('refuses to remove an animal this survey reserved, without asking the server', async () => {
    const { calls, user } = await open(detailOf(9, { animals: [detailAnimal(1, 'Kulka', { reserved: true, reservedByMe: true, status: 'Zarezerwowany' })] }));
    await user.click(within(row('Kulka')).getByRole('button', { name: action('Usuń', 'Kulka') }));
    expect(toasts()).toEqual(['error: Nie można usunąć – zwierzak zarezerwowany przez tę ankietę.']);
    expect(row('Kulka')).toBeDefined();
    expect(posts(calls, '/selected-animals')).toHaveLength(0);
  });

  it('saves the selection 300 ms after a change, only if it changed, and silently on failure', async () => {
    let fail = true;
    const { calls } = await open(
      detailOf(10, { animals: [detailAnimal(1, 'Kulka'), detailAnimal(2, 'Puszek')] }),
      {
        'POST /api/survey/10/selected-animals': () =>
          fail ? json(500, {}) : json(200, { message: 'ok', survey: detailOf(10, { animals: [detailAnimal(2, 'Puszek')] }) }),
      },
    );
    await screen.findByRole('option', { name: 'Bułka (Królik)' });
    // fireEvent, not user-event, from here on: Testing Library's async wrapper around user-event
    // waits on a setTimeout, which this test fakes to count the 300 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(row('Kulka')).getByRole('button', { name: action('Usuń', 'Kulka') }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(posts(calls, '/selected-animals')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await settle();
    expect(posts(calls, '/selected-animals').map((call) => call.body)).toEqual([{ animals: [2] }]);
    expect(toasts()).toEqual([]);

    // Add Bułka from the picker, then remove her again before the delay: nothing new to save except the first failure's retry.
    fail = false;
    fireEvent.change(within(dialog()).getByLabelText('Dodaj zwierzaka (Królik)'), { target: { value: within(dialog()).getByRole<HTMLOptionElement>('option', { name: 'Bułka (Królik)' }).value } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Dodaj' }));
    expect(row('Bułka')).toBeDefined();
    fireEvent.click(within(row('Bułka')).getByRole('button', { name: action('Usuń', 'Bułka') }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    await settle();
    expect(posts(calls, '/selected-animals').map((call) => call.body)).toEqual([{ animals: [2] }, { animals: [2] }]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(posts(calls, '/selected-animals')).toHaveLength(2);
  });

  it('shows where the survey differs from the stored adopter and applies it in one click', async () => {
    const differences = [
      { field: 'lastName' as const, surveyValue: 'Nowicka', adopterValue: 'Nowak' },
      { field: 'phone' as const, surveyValue: '+48511222333', adopterValue: '' },
    ];
    const { calls, user } = await open(detailOf(13, { contactDifferences: differences }), {
      'POST /api/survey/13/apply-contact': { message: 'Zapisano dane z ankiety u adoptującego.', survey: detailOf(13) },
    });
    const box = within(dialog()).getByRole('group', { name: 'Dane różnią się od zapisanych' });
    const rows = within(box)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [within(tr).getByRole('rowheader'), ...within(tr).getAllByRole('cell')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Nazwisko', 'Nowicka', 'Nowak'],
      ['Telefon', '+48511222333', '—'],
    ]);
    await user.click(within(box).getByRole('button', { name: 'Zastosuj dane z ankiety' }));
    await waitFor(() => expect(toasts()).toContain('info: Zapisano dane z ankiety u adoptującego.'));
    expect(posts(calls, '/apply-contact')).toHaveLength(1);
    expect(within(dialog()).queryByRole('group', { name: 'Dane różnią się od zapisanych' })).toBeNull();
  });

  it('keeps the difference and shows the server refusal when applying fails', async () => {
    const differences = [{ field: 'city' as const, surveyValue: 'Kraków', adopterValue: 'Warszawa' }];
    const { user } = await open(detailOf(14, { contactDifferences: differences }), {
      'POST /api/survey/14/apply-contact': () => json(409, { error: 'Ta ankieta nie jest powiązana z żadnym adoptującym.', code: 'survey_without_adopter' }),
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Zastosuj dane z ankiety' }));
    await waitFor(() => expect(toasts()).toContain('error: Ta ankieta nie jest powiązana z żadnym adoptującym.'));
    expect(within(within(dialog()).getByRole('group', { name: 'Dane różnią się od zapisanych' })).getByText('Kraków')).toBeTruthy();
  });

  it('adopts the picked animals after the confirmation, then closes', async () => {
    const { calls, onClose, user } = await open(detailOf(11, { animals: [detailAnimal(1, 'Kulka'), detailAnimal(2, 'Puszek')] }), {
      'POST /api/survey/11/adopt-bulk': { message: 'Adoptowano :)', survey: detailOf(11, { finished: true, bucket: 'done' }), contractAdoptionId: 41 },
    });
    const adopt = within(dialog()).getByRole('button', { name: /^Adoptuj zaznaczone/ }) as HTMLButtonElement;
    expect(adopt.disabled).toBe(true);
    await user.click(within(row('Puszek')).getByRole('checkbox', { name: action('Do adopcji', 'Puszek') }));
    expect(adopt.textContent).toBe('Adoptuj zaznaczone (1)');
    await user.click(adopt);
    // The spec's question, and under it who gets whom.
    expect(within(await findConfirm()).getByRole('region', { name: 'Adopcja' }).textContent).toBe('Puszek → Anna Nowak');
    await answerConfirm(user, 'Czy na pewno chcesz adoptować?', false);
    expect(posts(calls, '/adopt-bulk')).toHaveLength(0);
    await user.click(adopt);
    await answerConfirm(user, 'Czy na pewno chcesz adoptować?', true);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls, '/adopt-bulk')[0]!.body).toEqual({ animalIds: [2] });
    expect(toasts()).toContain('info: Adoptowano :)');
    // The next step is in the toast: the new contract.
    expect(useToastStore.getState().toasts.find((toast) => toast.message === 'Adoptowano :)')?.action).toEqual({
      label: 'Pobierz umowę',
      href: '/api/adoptions/41/contract.pdf',
      download: 'umowa-adopcyjna-41.pdf',
    });
  });

  it('cancels an adoption after the confirmation naming the animal, then closes', async () => {
    const { calls, onClose, user } = await open(
      detailOf(12, { finished: true, bucket: 'done', animals: [detailAnimal(3, 'Miodek', { adopted: true, adoptedByMe: true, status: 'Adoptowany' })] }),
      { 'POST /api/survey/12/cancel-adoption': { message: 'ok', survey: detailOf(12) } },
    );
    await user.click(within(row('Miodek')).getByRole('button', { name: action('Anuluj adopcję', 'Miodek') }));
    await answerConfirm(user, 'Czy na pewno chcesz anulować adopcję „Miodek”?', true);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls, '/cancel-adoption')[0]!.body).toEqual({ animalId: 3 });
    expect(toasts()).toContain('info: Adopcję anulowano.');
  });

  it('checks the reply form and sends it', async () => {
    let fail = false;
    const { calls, user } = await open(detailOf(13), {
      'POST /api/contact/admin/send': () => (fail ? json(502, { error: 'Serwer poczty nie odpowiada.', code: 'smtp' }) : json(202, { message: 'Wiadomość wysłana.' })),
    });
    const form = within(dialog()).getByRole('form', { name: 'Odpowiedź e-mailem' });
    const to = within(form).getByLabelText('Do');
    const subject = within(form).getByLabelText('Temat');
    const body = within(form).getByLabelText('Treść') as HTMLTextAreaElement;
    const send = within(form).getByRole('button', { name: 'Wyślij' });
    await user.clear(to);
    await user.type(to, 'zly adres');
    await user.clear(subject);
    await user.type(subject, 'ab');
    await user.click(send);
    for (const [field, error] of [
      [to, 'Podaj poprawny adres e-mail.'],
      [subject, 'Temat musi mieć co najmniej 3 znaki.'],
      [body, 'Treść wiadomości nie może być pusta.'],
    ] as const) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(within(form).getByText(error).id).toBe(field.getAttribute('aria-describedby'));
    }
    expect(posts(calls, '/contact/admin/send')).toHaveLength(0);
    await user.clear(to);
    await user.type(to, 'anna@example.com');
    await user.clear(subject);
    await user.type(subject, 'Odpowiedź na ankietę');
    // Typed text is read literally here: '{' and '[' would be user-event key names.
    await user.type(body, 'Dzień dobry,{Enter}<zapraszamy>');
    expect(within(form).queryByText(/^Podaj|^Temat musi|^Treść wiadomości/)).toBeNull();
    await user.click(send);
    await waitFor(() => expect(toasts()).toContain('info: Wiadomość wysłana.'));
    const sent = posts(calls, '/contact/admin/send')[0]!.body as { to: string; subject: string; text: string };
    expect(sent).toEqual({ to: 'anna@example.com', subject: 'Odpowiedź na ankietę', text: 'Dzień dobry,\n<zapraszamy>', surveyId: 13 });
    expect(body.value).toBe('');

    fail = true;
    await user.type(body, 'Druga wiadomość');
    await user.click(send);
    await waitFor(() => expect(toasts()).toContain('error: Serwer poczty nie odpowiada.'));
    expect(within(form).getByRole('button', { name: 'Wyślij' })).toBeTruthy();
  });
});
