import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MESSAGES, type AnimalListItem, type SurveyAdminDetail } from '@pets/shared';
import { cleanup, click, flush, getByText, render } from '../../../test/dom';
import { useConfirmStore } from '../../../ui/confirm-store';
import { useToastStore } from '../../../ui/toast-store';
import { json, routedFetch, setValue, submit, withQueryClient, type FetchCall } from '../test-helpers';
import { SurveyModal } from './SurveyModal';
import { detailAnimal, detailOf } from './test-data';

const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const row = (name: string) =>
  Array.from(dialog().querySelectorAll<HTMLElement>('.selected-animal')).find((item) => item.querySelector('.selected-animal__name')?.textContent === name)!;
const button = (root: HTMLElement, label: string) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find((item) => item.textContent?.startsWith(label))!;
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

async function answerConfirm(expected: string, yes: boolean) {
  await flush();
  expect(useConfirmStore.getState().request?.message).toBe(expected);
  act(() => useConfirmStore.getState().answer(yes));
  await flush();
}

function open(detail: SurveyAdminDetail, routes: Record<string, unknown> = {}) {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  const stub = routedFetch({
    [`GET /api/survey/details/${detail.id}`]: detail,
    'GET /api/animals/available': [available(50, 'Bułka'), available(1, 'Kulka')],
    'GET /api/history': { items: [], nextBefore: null },
    ...routes,
  });
  render(withQueryClient(<SurveyModal surveyId={detail.id} onClose={onClose} onChanged={onChanged} />));
  return { ...stub, onClose, onChanged };
}

beforeEach(() => {
  useToastStore.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => useConfirmStore.getState().answer(false));
});

describe('survey modal', () => {
  it('shows the adopter, details, animals, and the answers by section', async () => {
    open(
      detailOf(5, {
        animals: [detailAnimal(1, 'Kulka'), detailAnimal(2, 'Puszek', { reserved: true, reservedBySurveyId: 8, status: 'Zarezerwowany', elsewhere: { kind: 'reserved', surveyId: 8 } })],
        answers: [
          { question: 'Gdzie mieszkasz?', answer: 'Mieszkanie', group: 'Warunki' },
          { question: 'Inne zwierzęta?', answer: 'Nie', group: 'Warunki' },
          { question: 'Uwagi', answer: '—' },
        ],
      }),
    );
    await flush();
    expect(dialog().querySelector('h2')?.textContent).toBe('Ankieta #5');
    expect(dialog().textContent).toContain('Anna Nowak');
    expect(dialog().textContent).toContain('anna@example.com');
    expect(dialog().textContent).toContain('00-001 Warszawa');
    expect(dialog().textContent).toContain('05.01.2026');
    expect(row('Puszek').textContent).toContain('zarezerwowany w ankiecie #8');
    expect(button(row('Puszek'), 'Zarezerwuj')).toBeUndefined();
    expect(dialog().querySelector('.survey-answers__group')?.textContent).toBe('Warunki');
    expect(Array.from(dialog().querySelectorAll('.survey-answers__item dd')).map((dd) => dd.textContent)).toEqual(['Mieszkanie', 'Nie', '—']);
    // The reply form is prefilled.
    const inputs = dialog().querySelectorAll<HTMLInputElement>('.survey-reply input');
    expect([inputs[0]!.value, inputs[1]!.value]).toEqual(['anna@example.com', 'Odpowiedź na ankietę']);
  });

  it('says "Brak odpowiedzi." without answers and hides the picker once finished', async () => {
    open(detailOf(6, { finished: true, bucket: 'done', animals: [detailAnimal(1, 'Kulka', { adopted: true, adoptedByMe: true, status: 'Adoptowany' })] }));
    await flush();
    expect(dialog().textContent).toContain(MESSAGES.admin.noAnswers);
    expect(dialog().querySelector('.survey-picker')).toBeNull();
    expect(dialog().querySelector('.survey-badge')?.textContent).toBe('zakończona');
  });

  it('reserves and unreserves with the spec toasts, showing the server’s answer', async () => {
    const free = detailOf(7, { animals: [detailAnimal(1, 'Kulka')] });
    const reserved = detailOf(7, { bucket: 'reserved', animals: [detailAnimal(1, 'Kulka', { reserved: true, reservedByMe: true, status: 'Zarezerwowany', reservedSince: '2026-02-01T10:00:00Z' })] });
    const { calls, onChanged } = open(free, {
      'POST /api/survey/7/reserve': { message: 'x', survey: reserved },
      'POST /api/survey/7/unreserve': { message: 'x', survey: free },
    });
    await flush();
    click(button(row('Kulka'), 'Zarezerwuj'));
    await flush();
    expect(posts(calls, '/reserve')[0]!.body).toEqual({ animalId: 1 });
    expect(toasts()).toContain('info: Zarezerwowano „Kulka”.');
    expect(row('Kulka').textContent).toContain('Zarezerwowany przez tę ankietę od 01.02.2026');
    expect(onChanged).toHaveBeenCalled();

    click(button(row('Kulka'), 'Cofnij rezerwację'));
    await flush();
    expect(toasts()).toContain('info: Cofnięto rezerwację „Kulka”.');
    expect(button(row('Kulka'), 'Zarezerwuj')).toBeDefined();
  });

  it('shows the server’s refusal, else the default text', async () => {
    open(detailOf(8, { animals: [detailAnimal(1, 'Kulka'), detailAnimal(2, 'Puszek')] }), {
      'POST /api/survey/8/reserve': (call: FetchCall) =>
        (call.body as { animalId: number }).animalId === 1
          ? json(409, { error: 'Ten zwierzak jest już zarezerwowany przez inną ankietę.', code: 'animal_reserved' })
          : json(500, {}),
    });
    await flush();
    click(button(row('Kulka'), 'Zarezerwuj'));
    await flush();
    click(button(row('Puszek'), 'Zarezerwuj'));
    await flush();
    expect(toasts()).toEqual(['error: Ten zwierzak jest już zarezerwowany przez inną ankietę.', `error: ${MESSAGES.admin.reserveFailed}`]);
  });

  it('refuses to remove an animal this survey reserved, without asking the server', async () => {
    const { calls } = open(detailOf(9, { animals: [detailAnimal(1, 'Kulka', { reserved: true, reservedByMe: true, status: 'Zarezerwowany' })] }));
    await flush();
    click(button(row('Kulka'), 'Usuń'));
    await flush();
    expect(toasts()).toEqual(['error: Nie można usunąć – zwierzak zarezerwowany przez tę ankietę.']);
    expect(row('Kulka')).toBeDefined();
    expect(posts(calls, '/selected-animals')).toHaveLength(0);
  });

  it('saves the selection 300 ms after a change, only if it changed, and silently on failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let fail = true;
    const { calls } = open(detailOf(10, { animals: [detailAnimal(1, 'Kulka'), detailAnimal(2, 'Puszek')] }), {
      'POST /api/survey/10/selected-animals': () =>
        fail ? json(500, {}) : json(200, { message: 'ok', survey: detailOf(10, { animals: [detailAnimal(2, 'Puszek')] }) }),
    });
    await flush();
    click(button(row('Kulka'), 'Usuń'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(posts(calls, '/selected-animals')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await flush();
    expect(posts(calls, '/selected-animals').map((call) => call.body)).toEqual([{ animals: [2] }]);
    expect(toasts()).toEqual([]);

    // Add Bułka from the picker, then remove her again before the delay: nothing new to save except the first failure's retry.
    fail = false;
    setValue(dialog().querySelector('.survey-picker select'), '50');
    click(button(dialog(), 'Dodaj'));
    expect(row('Bułka')).toBeDefined();
    click(button(row('Bułka'), 'Usuń'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    await flush();
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
    const { calls, onChanged } = open(detailOf(13, { contactDifferences: differences }), {
      'POST /api/survey/13/apply-contact': { message: 'Zapisano dane z ankiety u adoptującego.', survey: detailOf(13) },
    });
    await flush();
    const box = dialog().querySelector<HTMLElement>('.contact-differences')!;
    expect(box.querySelector('h4')?.textContent).toBe('Dane różnią się od zapisanych');
    const rows = Array.from(box.querySelectorAll('tbody tr')).map((tr) => Array.from(tr.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Nazwisko', 'Nowicka', 'Nowak'],
      ['Telefon', '+48511222333', '—'],
    ]);
    click(button(box, 'Zastosuj dane z ankiety'));
    await flush();
    expect(posts(calls, '/apply-contact')).toHaveLength(1);
    expect(toasts()).toContain('info: Zapisano dane z ankiety u adoptującego.');
    expect(onChanged).toHaveBeenCalled();
    expect(dialog().querySelector('.contact-differences')).toBeNull();
  });

  it('keeps the difference and shows the server refusal when applying fails', async () => {
    const differences = [{ field: 'city' as const, surveyValue: 'Kraków', adopterValue: 'Warszawa' }];
    open(detailOf(14, { contactDifferences: differences }), {
      'POST /api/survey/14/apply-contact': () => json(409, { error: 'Ta ankieta nie jest powiązana z żadnym adoptującym.', code: 'survey_without_adopter' }),
    });
    await flush();
    click(button(dialog(), 'Zastosuj dane z ankiety'));
    await flush();
    expect(toasts()).toContain('error: Ta ankieta nie jest powiązana z żadnym adoptującym.');
    expect(dialog().querySelector('.contact-differences')?.textContent).toContain('Kraków');
  });

  it('adopts the picked animals after the confirmation, then closes', async () => {
    const { calls, onClose } = open(detailOf(11, { animals: [detailAnimal(1, 'Kulka'), detailAnimal(2, 'Puszek')] }), {
      'POST /api/survey/11/adopt-bulk': { message: 'Adoptowano :)', survey: detailOf(11, { finished: true, bucket: 'done' }) },
    });
    await flush();
    const adopt = button(dialog(), 'Adoptuj zaznaczone');
    expect(adopt.disabled).toBe(true);
    click(row('Puszek').querySelector('input[type="checkbox"]')!);
    expect(adopt.textContent).toBe('Adoptuj zaznaczone (1)');
    click(adopt);
    await answerConfirm('Czy na pewno chcesz adoptować?', false);
    expect(posts(calls, '/adopt-bulk')).toHaveLength(0);
    click(adopt);
    await answerConfirm('Czy na pewno chcesz adoptować?', true);
    expect(posts(calls, '/adopt-bulk')[0]!.body).toEqual({ animalIds: [2] });
    expect(toasts()).toContain('info: Adoptowano :)');
    expect(onClose).toHaveBeenCalled();
  });

  it('cancels an adoption after the confirmation naming the animal, then closes', async () => {
    const { calls, onClose } = open(
      detailOf(12, { finished: true, bucket: 'done', animals: [detailAnimal(3, 'Miodek', { adopted: true, adoptedByMe: true, status: 'Adoptowany' })] }),
      { 'POST /api/survey/12/cancel-adoption': { message: 'ok', survey: detailOf(12) } },
    );
    await flush();
    click(button(row('Miodek'), 'Anuluj adopcję'));
    await answerConfirm('Czy na pewno chcesz anulować adopcję „Miodek”?', true);
    expect(posts(calls, '/cancel-adoption')[0]!.body).toEqual({ animalId: 3 });
    expect(toasts()).toContain('info: Adopcję anulowano.');
    expect(onClose).toHaveBeenCalled();
  });

  it('checks the reply form and sends it', async () => {
    let fail = false;
    const { calls } = open(detailOf(13), {
      'POST /api/contact/admin/send': () => (fail ? json(502, { error: 'Serwer poczty nie odpowiada.', code: 'smtp' }) : json(202, { message: 'Wiadomość wysłana.' })),
    });
    await flush();
    const form = dialog().querySelector('form.survey-reply')!;
    const [to, subject] = Array.from(form.querySelectorAll('input'));
    const body = form.querySelector('textarea')!;
    setValue(to!, 'zly adres');
    setValue(subject!, 'ab');
    submit(form);
    await flush();
    expect(Array.from(form.querySelectorAll('.survey-reply__error')).map((item) => item.textContent)).toEqual([
      'Podaj poprawny adres e-mail.',
      'Temat musi mieć co najmniej 3 znaki.',
      'Treść wiadomości nie może być pusta.',
    ]);
    expect(posts(calls, '/contact/admin/send')).toHaveLength(0);
    setValue(to!, 'anna@example.com');
    setValue(subject!, 'Odpowiedź na ankietę');
    setValue(body, 'Dzień dobry,\n<zapraszamy>');
    expect(form.querySelectorAll('.survey-reply__error')).toHaveLength(0);
    submit(form);
    await flush();
    const sent = posts(calls, '/contact/admin/send')[0]!.body as { to: string; subject: string; text: string };
    expect(sent).toEqual({ to: 'anna@example.com', subject: 'Odpowiedź na ankietę', text: 'Dzień dobry,\n<zapraszamy>' });
    expect(toasts()).toContain('info: Wiadomość wysłana.');
    expect(body.value).toBe('');

    fail = true;
    setValue(body, 'Druga wiadomość');
    submit(form);
    await flush();
    expect(toasts()).toContain('error: Serwer poczty nie odpowiada.');
    expect(getByText(form, 'Wyślij', 'button')).toBeTruthy();
  });
});
