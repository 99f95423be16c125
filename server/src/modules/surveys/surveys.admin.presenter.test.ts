import { describe, expect, it } from 'vitest';
import { DEFAULT_ANIMAL_IMAGE } from '@pets/shared';
import { coverPath, isoOrNull, presentAnswers, type StoredAnswer, type StoredNote } from './surveys.admin.presenter.js';
import { likeContains, phoneSearch } from './surveys.admin.queries.js';

const answer = (position: number, question_label: string, value: unknown, group_label: string | null = null, question_id: number | null = position): StoredAnswer => ({
  question_id,
  question_label,
  group_label,
  position,
  value,
});

describe('presentAnswers', () => {
  const options = new Map([
    [11, 'Klatka'],
    [12, 'Wybieg'],
    [13, 'Inne'],
  ]);

  it('shows texts, option labels for checkbox ids, Tak/Nie for booleans and a dash for empty answers', () => {
    const entries = presentAnswers(
      [
        answer(1, 'Imię zwierzaka, które planujesz', '  Fistaszek  '),
        answer(2, 'Co przygotujesz?', [11, 12]),
        answer(3, 'Masz inne zwierzęta?', true),
        answer(4, 'Alergie?', false),
        answer(5, 'Uwagi', ''),
        answer(6, 'Lista', []),
        answer(7, 'Brak wartości', null),
      ],
      [],
      options,
    );
    expect(entries).toEqual([
      { question: 'Imię zwierzaka, które planujesz', answer: 'Fistaszek' },
      { question: 'Co przygotujesz?', answer: 'Klatka, Wybieg' },
      { question: 'Masz inne zwierzęta?', answer: 'Tak' },
      { question: 'Alergie?', answer: 'Nie' },
      { question: 'Uwagi', answer: '—' },
      { question: 'Lista', answer: '—' },
      { question: 'Brak wartości', answer: '—' },
    ]);
  });

  it('appends each clarification to its option (checkbox by id, radio by label) and lists orphans last', () => {
    const notes: StoredNote[] = [
      { option_id: 13, option_label: 'Inne', question_id: 2, text: 'karuzela' },
      { option_id: 21, option_label: 'Tak, inne', question_id: 3, text: 'kot' },
      { option_id: 99, option_label: 'Opcja usunięta', question_id: null, text: 'dopisek bez odpowiedzi' },
    ];
    const entries = presentAnswers([answer(2, 'Co przygotujesz?', [11, 13]), answer(3, 'Masz inne zwierzęta?', 'Tak, inne')], notes, options);
    expect(entries).toEqual([
      { question: 'Co przygotujesz?', answer: 'Klatka, Inne (karuzela)' },
      { question: 'Masz inne zwierzęta?', answer: 'Tak, inne (kot)' },
      { question: 'Opcja usunięta', answer: 'dopisek bez odpowiedzi' },
    ]);
  });

  it('falls back to the clarification label or the id when an option no longer exists', () => {
    const entries = presentAnswers(
      [answer(1, 'Wybór', [40, 41])],
      [{ option_id: 40, option_label: 'Stara opcja', question_id: null, text: 'opis' }],
      new Map(),
    );
    expect(entries).toEqual([{ question: 'Wybór', answer: 'Stara opcja (opis), #41' }]);
  });

  it('keeps questionnaire order and groups the entries of one section together', () => {
    const entries = presentAnswers(
      [
        answer(3, 'C', 'c', 'Warunki'),
        answer(1, 'A', 'a', 'O Tobie'),
        answer(2, 'B', 'b', 'Warunki'),
        answer(4, 'D', 'd', 'O Tobie'),
        answer(5, 'E', 'e', null),
      ],
      [],
      new Map(),
    );
    expect(entries.map((entry) => [entry.group ?? null, entry.question])).toEqual([
      ['O Tobie', 'A'],
      ['O Tobie', 'D'],
      ['Warunki', 'B'],
      ['Warunki', 'C'],
      [null, 'E'],
    ]);
  });

  it('answers an empty list for a survey without answers', () => {
    expect(presentAnswers([], [], new Map())).toEqual([]);
  });
});

describe('list helpers', () => {
  it('escapes LIKE wildcards', () => {
    expect(likeContains('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('reads phone-like queries without spaces, with 00 as +', () => {
    expect(phoneSearch('600 700-800')).toBe('%600700800%');
    expect(phoneSearch('0048 600')).toBe('%+48600%');
    expect(phoneSearch('(22) 123')).toBe('%22123%');
    expect(phoneSearch('12')).toBeNull();
    expect(phoneSearch('anna 600')).toBeNull();
  });

  it('gives the cover or the default image, and ISO dates', () => {
    expect(coverPath(null)).toBe(DEFAULT_ANIMAL_IMAGE);
    expect(coverPath('abc.webp')).toBe('/api/images/abc.webp');
    expect(isoOrNull(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z');
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull('nonsense')).toBeNull();
  });
});
