import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { HISTORY_MESSAGES, type HistoryItem, type HistoryPage as HistoryPageData } from '@pets/shared';
import { json, routedFetch, withQueryClient } from '../test-helpers';
import { HistoryPage } from './HistoryPage';

function entry(id: number, overrides: Partial<HistoryItem> = {}): HistoryItem {
  return { id, at: '2026-03-02T10:15:00.000Z', actor: 'anna', action: 'animal.updated', label: 'Zmieniono dane zwierzaka', subjectType: 'animal', subjectId: 4, details: {}, ...overrides };
}
const page = (items: HistoryItem[], nextBefore: number | null = null): HistoryPageData => ({ items, nextBefore });
const ACCOUNTS = [{ id: 1, username: 'anna', createdAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null, disabledAt: null, linkExpiresAt: null }];

function setup(search = '') {
  const router = createMemoryRouter(
    [
      { path: '/admin/history', element: <HistoryPage /> },
      { path: '/admin/surveys', element: <p>ankiety</p> },
    ],
    { initialEntries: [`/admin/history${search}`] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return { router, user: userEvent.setup() };
}

/** The entries: the list's own items (an entry's list of changes nests items of its own). */
const entries = async () => {
  const list = await screen.findByRole('list', { name: 'Wpisy historii' });
  return within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('Historia (/admin/history)', () => {
  it('lists who did what, newest first, each row linked to its subject', async () => {
    routedFetch({
      'GET /api/team/accounts': ACCOUNTS,
      'GET /api/history': page([
        entry(9, { details: { changes: { imie: { from: 'Kulka', to: 'Kuleczka' } } } }),
        entry(8, { action: 'survey.reserved', label: 'Zarezerwowano', subjectType: 'survey', subjectId: 12 }),
        entry(7, { action: 'adopter.data_exported', label: 'Pobrano dane osobowe (RODO)', subjectType: 'adopter', subjectId: 3 }),
        entry(6, { action: 'auth.sign_in_failed', label: 'Nieudane logowanie', actor: 'system', subjectType: 'admin_user', subjectId: 1 }),
        entry(5, { action: 'export.downloaded', label: 'Pobrano eksport danych', subjectType: 'export', subjectId: null }),
      ]),
    });
    const { user, router } = setup();
    const rows = await entries();
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByText('imię: Kulka → Kuleczka')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Zwierzak #4' }).getAttribute('href')).toBe('/admin/animals/browse?zwierzak=4');
    expect(within(rows[2]!).getByRole('link', { name: 'Adoptujący #3' }).getAttribute('href')).toBe('/admin/adopters?profil=3');
    expect(within(rows[3]!).getByRole('link', { name: 'Konto „anna”' }).getAttribute('href')).toBe('/admin/team');
    expect(within(rows[4]!).getByText('Eksport danych')).toBeTruthy();
    expect(within(rows[4]!).queryByRole('link')).toBeNull();
    // A survey opens on the surveys screen from its address.
    await user.click(within(rows[1]!).getByRole('link', { name: 'Ankieta #12' }));
    expect(router.state.location.pathname).toBe('/admin/surveys');
    expect(router.state.location.search).toBe('?ankieta=12');
  });

  it('filters by who, kind of action, subject and days, in the address, and pages with "Pokaż starsze"', async () => {
    const { calls } = routedFetch({
      'GET /api/team/accounts': ACCOUNTS,
      'GET /api/history?actor=anna&action=animal.&subjectType=animal&subjectId=4&from=2026-03-01&to=2026-03-31&before=9': page([entry(8, { label: 'Starszy wpis' })]),
      'GET /api/history?actor=anna&action=animal.&subjectType=animal&subjectId=4&from=2026-03-01&to=2026-03-31': page([entry(9, { label: 'Nowszy wpis' })], 9),
      'GET /api/history': page([entry(10)]),
    });
    const { user, router } = setup();
    await entries();
    await user.selectOptions(screen.getByLabelText('Kto'), 'anna');
    await user.selectOptions(screen.getByLabelText('Czynność'), 'Zwierzaki: wszystkie');
    await user.selectOptions(screen.getByLabelText('Dotyczy'), 'Zwierzak');
    await user.type(screen.getByLabelText('Numer (np. ankiety)'), '4');
    await user.type(screen.getByLabelText('Od dnia'), '2026-03-01');
    await user.type(screen.getByLabelText('Do dnia'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    await waitFor(() => expect(router.state.location.search).toBe('?actor=anna&action=animal.&subjectType=animal&subjectId=4&from=2026-03-01&to=2026-03-31'));
    expect(await screen.findByText('Nowszy wpis')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: HISTORY_MESSAGES.more }));
    expect(await screen.findByText('Starszy wpis')).toBeTruthy();
    expect(screen.getByText('Nowszy wpis')).toBeTruthy();
    expect(screen.queryByRole('button', { name: HISTORY_MESSAGES.more })).toBeNull();
    expect(calls.filter((call) => call.url.startsWith('/api/history')).map((call) => call.url.includes('before=9'))).toEqual([false, false, true]);

    // The filters survive a reload: the same address shows them filled in.
    cleanup();
    setup('?actor=anna&subjectType=animal&subjectId=4');
    expect(((await screen.findByLabelText('Kto')) as HTMLSelectElement).value).toBe('anna');
    expect((screen.getByLabelText('Numer (np. ankiety)') as HTMLInputElement).value).toBe('4');
  });

  it('tells what is wrong before asking, and shows the server’s Polish refusal of a bad address', async () => {
    const { calls } = routedFetch({
      'GET /api/team/accounts': ACCOUNTS,
      'GET /api/history?from=2026-02-31': () => json(400, { error: HISTORY_MESSAGES.invalidQuery, code: 'validation_failed' }),
      'GET /api/history': page([]),
    });
    const { user } = setup();
    expect(await screen.findByText(HISTORY_MESSAGES.empty)).toBeTruthy();
    await user.type(screen.getByLabelText('Numer (np. ankiety)'), '4');
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(await screen.findByText('Wybierz też, czego dotyczy numer.')).toBeTruthy();
    expect(calls.filter((call) => call.url.startsWith('/api/history'))).toHaveLength(1);

    cleanup();
    setup('?from=2026-02-31');
    expect(await screen.findByText(HISTORY_MESSAGES.invalidQuery)).toBeTruthy();
  });
});
