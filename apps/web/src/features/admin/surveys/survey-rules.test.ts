import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADOPTION_MESSAGES, MESSAGES, type SurveyAdminAnimal } from '@pets/shared';
import {
  animalStateLabel,
  surveyStateText,
  canAdopt,
  canReserve,
  composeRequest,
  createSelectionSaver,
  groupAnswers,
  removalRefusal,
  sameSelection,
  validateCompose,
} from './survey-rules';

const animal = (patch: Partial<SurveyAdminAnimal> = {}): SurveyAdminAnimal => ({
  id: 1,
  name: 'Fistaszek',
  cover: '/static/default-animal.webp',
  species: 'Królik',
  status: 'Dostępny',
  tm: false,
  selected: true,
  reserved: false,
  reservedByMe: false,
  reservedSince: null,
  reservedBySurveyId: null,
  adopted: false,
  adoptedByMe: false,
  adoptedAt: null,
  sex: null,
  elsewhere: null,
  otherOpenSurveys: 0,
  ...patch,
});

describe('what an animal in a survey allows', () => {
  it.each([
    ['free', {}, true, true],
    ['reserved by this survey', { reserved: true, reservedByMe: true, status: 'Zarezerwowany' as const }, false, true],
    ['reserved by another survey', { reserved: true, reservedBySurveyId: 7, status: 'Zarezerwowany' as const }, false, false],
    ['adopted', { adopted: true, status: 'Adoptowany' as const }, false, false],
    ['on hold', { status: 'Wstrzymany' as const }, false, false],
    ['Za Tęczowym Mostem', { tm: true }, false, false],
  ])('%s: reserve %s, adopt %s', (_label, patch, reserve, adopt) => {
    expect(canReserve(animal(patch))).toBe(reserve);
    expect(canAdopt(animal(patch))).toBe(adopt);
  });

  it('refuses removing an animal this survey reserved (spec text) or adopted', () => {
    expect(removalRefusal(animal({ reservedByMe: true }))).toBe('Nie można usunąć – zwierzak zarezerwowany przez tę ankietę.');
    expect(removalRefusal(animal({ adoptedByMe: true }))).toBe(ADOPTION_MESSAGES.adoptedCannotRemove);
    expect(removalRefusal(animal())).toBeNull();
  });

  it('labels the state as the survey sees it', () => {
    expect(animalStateLabel(animal({ reserved: true, reservedByMe: true }))).toBe('Zarezerwowany przez tę ankietę');
    expect(animalStateLabel(animal({ reserved: true, reservedBySurveyId: 12 }))).toBe('Zarezerwowany');
    expect(animalStateLabel(animal({ adopted: true, adoptedByMe: true }))).toBe('Adoptowany przez tę ankietę');
    expect(animalStateLabel(animal({ tm: true }))).toBe('Za Tęczowym Mostem');
    expect(animalStateLabel(animal())).toBe('Dostępny');
  });

  it("names the survey's state: the bucket, 'zakończona' after an adoption, the reason once closed", () => {
    expect(surveyStateText({ bucket: 'new', closure: null })).toBe('Nowa');
    expect(surveyStateText({ bucket: 'reserved', closure: null })).toBe('Z rezerwacją');
    expect(surveyStateText({ bucket: 'done', closure: null })).toBe('zakończona');
    expect(surveyStateText({ bucket: 'done', closure: { reason: 'spam', note: null, closedAt: '2026-01-01T00:00:00Z' } })).toBe('Spam');
    expect(surveyStateText({ bucket: 'done', closure: { reason: 'inny', note: 'Wyjazd', closedAt: '2026-01-01T00:00:00Z' } })).toBe('Zamknięta');
  });
});

describe('groupAnswers', () => {
  it('keeps consecutive entries of a section together under its heading', () => {
    expect(
      groupAnswers([
        { question: 'A', answer: 'a', group: 'O Tobie' },
        { question: 'B', answer: 'b', group: 'O Tobie' },
        { question: 'C', answer: 'c', group: 'Warunki' },
        { question: 'D', answer: 'd' },
      ]),
    ).toEqual([
      { group: 'O Tobie', entries: [expect.objectContaining({ question: 'A' }), expect.objectContaining({ question: 'B' })] },
      { group: 'Warunki', entries: [expect.objectContaining({ question: 'C' })] },
      { group: null, entries: [expect.objectContaining({ question: 'D' })] },
    ]);
    expect(groupAnswers([])).toEqual([]);
  });
});

describe('selection auto-save', () => {
  afterEach(() => vi.useRealTimers());

  it('saves 300 ms after the last change, only when the selection differs from the saved one', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => undefined);
    const saver = createSelectionSaver([1, 2], save);
    saver.change([1, 2, 3]);
    await vi.advanceTimersByTimeAsync(200);
    saver.change([1, 2, 3, 4]);
    await vi.advanceTimersByTimeAsync(299);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith([1, 2, 3, 4]);

    // Back to what was saved (in another order): nothing to save.
    saver.change([4, 3, 2, 1]);
    await vi.advanceTimersByTimeAsync(300);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('fails silently and tries again with the next change', async () => {
    vi.useFakeTimers();
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const saver = createSelectionSaver([], save);
    saver.change([5]);
    await vi.advanceTimersByTimeAsync(300);
    saver.change([5, 6]);
    await vi.advanceTimersByTimeAsync(300);
    expect(save.mock.calls).toEqual([[[5]], [[5, 6]]]);
    saver.change([5, 6]);
    await vi.advanceTimersByTimeAsync(300);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('flush saves a pending change at once; reset forgets it', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => undefined);
    const saver = createSelectionSaver([], save);
    saver.change([9]);
    await saver.flush();
    expect(save).toHaveBeenCalledWith([9]);
    saver.change([9, 10]);
    saver.reset([9, 10, 11]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('compares selections as sets', () => {
    expect(sameSelection([1, 2], [2, 1])).toBe(true);
    expect(sameSelection([1, 2], [1, 2, 3])).toBe(false);
  });
});

describe('reply form', () => {
  it('gives the three messages of SPEC section 5', () => {
    expect(validateCompose({ to: 'zly adres', subject: ' ab ', body: '  \n ' })).toEqual({
      to: MESSAGES.compose.invalidRecipient,
      subject: MESSAGES.compose.subjectTooShort,
      body: MESSAGES.compose.bodyEmpty,
    });
    expect(MESSAGES.compose.invalidRecipient).toBe('Podaj poprawny adres e-mail.');
    expect(MESSAGES.compose.subjectTooShort).toBe('Temat musi mieć co najmniej 3 znaki.');
    expect(MESSAGES.compose.bodyEmpty).toBe('Treść wiadomości nie może być pusta.');
    expect(validateCompose({ to: ' anna@example.com ', subject: 'Odp', body: 'x' })).toEqual({});
  });

  it('sends the body as text, never as HTML (the server builds the e-mail from it)', () => {
    const request = composeRequest({ to: ' anna@example.com ', subject: ' Odpowiedź na ankietę ', body: 'Dzień dobry,\n<b>Kulka</b> & "Puszek"' });
    expect(request).toEqual({ to: 'anna@example.com', subject: 'Odpowiedź na ankietę', text: 'Dzień dobry,\n<b>Kulka</b> & "Puszek"' });
  });
});
