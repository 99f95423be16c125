import { describe, expect, it } from 'vitest';
import { CLI_TEXTS, formatListTime } from './cli-texts.js';

const all = (count: number) => ({ animals: count, images: count, surveys: count, adopters: count, reservations: count, adoptions: count, posts: count, pages: count });

describe('admin CLI texts: counted nouns agree with their numbers', () => {
  it.each([
    [1, 'Usunięto 1 zwierzę (1 zdjęcie), 1 ankietę, 1 adoptującego, 1 rezerwację, 1 adopcję, 1 wpis, 1 stronę.'],
    [2, 'Usunięto 2 zwierzęta (2 zdjęcia), 2 ankiety, 2 adoptujących, 2 rezerwacje, 2 adopcje, 2 wpisy, 2 strony.'],
    [5, 'Usunięto 5 zwierząt (5 zdjęć), 5 ankiet, 5 adoptujących, 5 rezerwacji, 5 adopcji, 5 wpisów, 5 stron.'],
    [12, 'Usunięto 12 zwierząt (12 zdjęć), 12 ankiet, 12 adoptujących, 12 rezerwacji, 12 adopcji, 12 wpisów, 12 stron.'],
    [22, 'Usunięto 22 zwierzęta (22 zdjęcia), 22 ankiety, 22 adoptujących, 22 rezerwacje, 22 adopcje, 22 wpisy, 22 strony.'],
    [0, 'Usunięto 0 zwierząt (0 zdjęć), 0 ankiet, 0 adoptujących, 0 rezerwacji, 0 adopcji, 0 wpisów, 0 stron.'],
  ])('the demo counts for %i', (count, deleted) => {
    expect(CLI_TEXTS.demoRemoved(all(count))).toBe(`${deleted} Dane przykładowe nie zostaną już wczytane ponownie.`);
  });

  it.each([
    [0, 'zakończono 0 sesji'],
    [1, 'zakończono 1 sesję'],
    [3, 'zakończono 3 sesje'],
    [5, 'zakończono 5 sesji'],
    [14, 'zakończono 14 sesji'],
    [24, 'zakończono 24 sesje'],
  ])('%i ended sessions', (count, ended) => {
    expect(CLI_TEXTS.disabled('ola', count)).toBe(`Wyłączono konto „ola”: nie może się już logować; ${ended}.`);
    expect(CLI_TEXTS.passwordChanged('ola', count)).toBe(`Zmieniono hasło konta „ola”; ${ended}.`);
  });

  it('kept demo adopters and released animals, with the pronoun and participle that fit', () => {
    expect(CLI_TEXTS.demoAdoptersKept(1)).toBe('Zachowano 1 przykładowego adoptującego, bo odwołują się do niego prawdziwe ankiety lub adopcje.');
    expect(CLI_TEXTS.demoAdoptersKept(3)).toBe('Zachowano 3 przykładowych adoptujących, bo odwołują się do nich prawdziwe ankiety lub adopcje.');
    expect(CLI_TEXTS.animalsReleased(1)).toBe('Znów dostępne do adopcji: 1 zwierzę spoza danych przykładowych, zarezerwowane przez przykładową ankietę.');
    expect(CLI_TEXTS.animalsReleased(2)).toBe('Znów dostępne do adopcji: 2 zwierzęta spoza danych przykładowych, zarezerwowane przez przykładowe ankiety.');
    expect(CLI_TEXTS.animalsReleased(7)).toBe('Znów dostępne do adopcji: 7 zwierząt spoza danych przykładowych, zarezerwowanych przez przykładowe ankiety.');
  });
});

describe('admin CLI texts: dates', () => {
  it('writes the list’s moments as the panel does, on Warsaw time whatever the server’s zone', () => {
    expect(formatListTime(new Date('2026-01-15T23:30:00Z'))).toBe('16.01.2026, 00:30');
    expect(formatListTime(new Date('2026-10-25T00:30:00Z'))).toBe('25.10.2026, 02:30');
    expect(formatListTime(new Date('2026-10-25T01:30:00Z'))).toBe('25.10.2026, 02:30');
  });
});
