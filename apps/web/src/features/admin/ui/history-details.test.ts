import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '@pets/shared';
import { historyDetailView } from './history-details';

const item = (subjectType: string, action: string, details: Record<string, unknown>): HistoryItem => ({
  id: 1,
  at: '2026-03-01T10:00:00.000Z',
  actor: 'ania',
  action,
  label: action,
  subjectType,
  subjectId: 4,
  details,
});

describe('what a timeline entry of a survey action shows', () => {
  it('names the animals on the survey, the survey on the animal, and the fields in Polish', () => {
    expect(
      historyDetailView(item('survey', 'survey.reserved', { animals: [{ id: 2, name: 'Kulka' }], changes: { state: { from: 'Nowa', to: 'Z rezerwacją' } } })),
    ).toMatchObject({ context: 'zwierzak: Kulka', changes: ['stan ankiety: Nowa → Z rezerwacją'], text: null });
    expect(historyDetailView(item('animal', 'survey.reserved', { surveyId: 12, changes: { status: { from: 'Dostępny', to: 'Zarezerwowany' } } }))).toMatchObject({
      context: 'Ankieta #12',
      changes: ['status: Dostępny → Zarezerwowany'],
    });
    expect(
      historyDetailView(
        item('survey', 'survey.selection_changed', {
          animals: [
            { id: 2, name: 'Kulka' },
            { id: 3, name: 'Pestka' },
          ],
          changes: { selection: { from: ['Kulka'], to: ['Pestka'] } },
        }),
      ),
    ).toMatchObject({ context: 'zwierzęta: Kulka, Pestka', changes: ['wybór zwierząt: Kulka → Pestka'] });
  });

  it("shows a closing reason in words, or staff's description", () => {
    expect(historyDetailView(item('survey', 'survey.closed', { reason: 'odrzucona' })).text).toBe('Odrzucona przez fundację');
    expect(historyDetailView(item('survey', 'survey.closed', { reason: 'inny', reasonText: 'Wyjazd.' })).text).toBe('Wyjazd.');
    expect(historyDetailView(item('survey', 'survey.note_added', { text: 'Telefon.' })).text).toBe('Telefon.');
  });
});

describe('what an entry of a settings change shows', () => {
  it('names the fields of the foundation data that changed, in Polish, without their values', () => {
    expect(historyDetailView(item('foundation', 'foundation.updated', { fields: ['nip', 'bankAccount', 'address'] }))).toMatchObject({
      context: 'zmienione pola: NIP, numer konta, adres',
      changes: [],
      text: null,
    });
  });
});
