import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryItem, HistoryPage } from '@pets/shared';
import { json, routedFetch, withQueryClient } from '../test-helpers';
import { Timeline } from './Timeline';

function entry(id: number, overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    id,
    at: '2026-11-20T10:15:00.000Z',
    actor: 'ania',
    action: 'survey.note_added',
    label: 'Dodano notatkę',
    subjectType: 'survey',
    subjectId: 12,
    details: {},
    ...overrides,
  };
}

const page = (items: HistoryItem[], nextBefore: number | null = null): HistoryPage => ({ items, nextBefore });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Timeline', () => {
  it('shows who did what and when, with notes, changes and sent e-mails', async () => {
    const stub = routedFetch({
      'GET /api/history?subjectType=survey&subjectId=12': page([
        entry(3, { details: { text: 'Telefon: wizyta we wtorek o 17.' } }),
        entry(2, { action: 'animal.updated', label: 'Zmieniono dane zwierzaka', details: { changes: { imie: { from: 'Kulka', to: 'Kuleczka' } } } }),
        entry(1, { action: 'mail.sent', label: 'Wysłano e-mail', actor: 'system', details: { to: 'jan@example.com', subject: 'Zaproszenie', body: 'Dzień dobry!' } }),
      ]),
    });
    vi.stubGlobal('fetch', stub.fetch);
    render(withQueryClient(<Timeline subjectType="survey" subjectId={12} />));

    const list = await screen.findByRole('list', { name: 'Historia' });
    const entries = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(entries).toHaveLength(3);
    expect(within(entries[0]!).getByText('Dodano notatkę')).toBeTruthy();
    expect(within(entries[0]!).getByText('Telefon: wizyta we wtorek o 17.')).toBeTruthy();
    expect(within(entries[0]!).getByText(/ania/)).toBeTruthy();
    expect(within(entries[1]!).getByText('imię: Kulka → Kuleczka')).toBeTruthy();
    expect(within(entries[2]!).getByText('Zaproszenie (do: jan@example.com)')).toBeTruthy();
    expect(within(entries[2]!).getByText('Dzień dobry!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Historia' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pokaż starsze' })).toBeNull();
  });

  it('loads older entries on request', async () => {
    const stub = routedFetch({
      'GET /api/history?subjectType=animal&subjectId=4&before=9': page([entry(8, { label: 'Starszy wpis' })]),
      'GET /api/history?subjectType=animal&subjectId=4': page([entry(9, { label: 'Nowszy wpis' })], 9),
    });
    vi.stubGlobal('fetch', stub.fetch);
    render(withQueryClient(<Timeline subjectType="animal" subjectId={4} />));

    await userEvent.click(await screen.findByRole('button', { name: 'Pokaż starsze' }));
    expect(await screen.findByText('Starszy wpis')).toBeTruthy();
    expect(screen.getByText('Nowszy wpis')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pokaż starsze' })).toBeNull();
  });

  it('says when there is nothing yet, and offers a retry after a failure', async () => {
    let fail = true;
    const stub = routedFetch({
      'GET /api/history?subjectType=adopter&subjectId=5': () => (fail ? json(500, { error: 'Błąd serwera.' }) : json(200, page([]))),
    });
    vi.stubGlobal('fetch', stub.fetch);
    render(withQueryClient(<Timeline subjectType="adopter" subjectId={5} />));

    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Brak wpisów w historii.')).toBeTruthy();
  });
});
