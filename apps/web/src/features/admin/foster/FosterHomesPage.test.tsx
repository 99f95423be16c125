import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { FOSTER_MESSAGES as F } from '@pets/shared';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useToastStore } from '../../../ui/toast-store';
import { answerConfirm, json, routedFetch, withQueryClient } from '../test-helpers';
import { ACCEPT_QUESTION } from './ApplicationsPanel';
import { FosterHomesPage } from './FosterHomesPage';
import { REJECT_PHOTO_QUESTION } from './PhotosPanel';
import { application, homeDetail, homeSummary, on } from './test-data';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function setup(search = '') {
  const router = createMemoryRouter(
    [
      { path: '/admin/domy-tymczasowe', element: <FosterHomesPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [`/admin/domy-tymczasowe${search}`] },
  );
  render(
    withQueryClient(
      <>
        <RouterProvider router={router} />
        <ConfirmDialog />
      </>,
    ),
  );
  return { router, user: userEvent.setup() };
}

const NEW = [application(4), application(6, { firstName: 'Piotr', lastName: 'Nowak', city: 'Wieliczka', postcode: '32-020', vetTransport: null, housing: '' })];
const history = { 'GET /api/history': { items: [], nextBefore: null } };
const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Domy tymczasowe: Zgłoszenia', () => {
  it('shows each new application with its contact, answers and date, and their number on the tab', async () => {
    routedFetch({ 'GET /api/foster/applications?status=nowe': NEW });
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Domy tymczasowe' })).toBeTruthy();
    const tab = screen.getByRole('tab', { name: /Zgłoszenia/ });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Zgłoszenia' });
    await waitFor(() => expect(tab.textContent).toContain('2'));
    const [anna, piotr] = within(list).getAllByRole('article');
    const card = within(anna!);
    expect(card.getByRole('heading', { name: 'Anna Kowalska' })).toBeTruthy();
    expect(card.getByText('Kraków, 30-001 · zgłoszenie z 1 grudnia')).toBeTruthy();
    expect(card.getByRole('link', { name: 'anna@example.com' }).getAttribute('href')).toBe('mailto:anna@example.com');
    expect(card.getByRole('link', { name: '600700800' }).getAttribute('href')).toBe('tel:+48600700800');
    expect(card.getByText('Królik, Świnka morska')).toBeTruthy();
    expect(card.getByText('Miałam dwa króliki przez 8 lat.')).toBeTruthy();
    expect(card.getByText('Lipiec (urlop).')).toBeTruthy();
    expect(card.getByText('Transport do weterynarza').nextElementSibling?.textContent).toBe('Tak');
    const other = within(piotr!);
    expect(other.getByText('Transport do weterynarza').nextElementSibling?.textContent).toBe('Brak odpowiedzi');
    expect(other.getByText('Warunki mieszkaniowe').nextElementSibling?.textContent).toBe('nie podano');
  });

  it('accepts after the confirmation and opens the new home’s page', async () => {
    const { calls } = routedFetch({
      'GET /api/foster/applications?status=nowe': NEW,
      'POST /api/foster/applications/4/accept': () => json(201, { message: F.accepted, home: homeDetail(9) }),
      ...history,
    });
    const { user } = setup();
    await screen.findByRole('list', { name: 'Zgłoszenia' });
    await user.click(screen.getByRole('button', { name: 'Przyjmij zgłoszenie: Anna Kowalska' }));
    expect(await answerConfirm('Anuluj')).toBe(ACCEPT_QUESTION);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Przyjmij zgłoszenie: Anna Kowalska' }));
    await answerConfirm('Przyjmij');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/domy-tymczasowe/9'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/foster/applications/4/accept']);
    expect(toasts()).toContain(`info: ${F.accepted}`);
  });

  it('declines only with a reason, which is sent', async () => {
    const { calls } = routedFetch({
      'GET /api/foster/applications?status=nowe': NEW,
      'POST /api/foster/applications/6/decline': () => json(200, { message: F.declined, application: application(6, { status: 'odrzucone' }) }),
      ...history,
    });
    const { user } = setup();
    await screen.findByRole('list', { name: 'Zgłoszenia' });
    await user.click(screen.getByRole('button', { name: 'Odrzuć zgłoszenie: Piotr Nowak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzuć zgłoszenie: Piotr Nowak' });
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć zgłoszenie' }));
    expect(within(dialog).getByText(F.declineReasonRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Powód odmowy \(widzi go tylko zespół\)/), 'Za daleko od fundacji.');
    await user.click(within(dialog).getByRole('button', { name: 'Odrzuć zgłoszenie' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Odrzuć zgłoszenie: Piotr Nowak' })).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/foster/applications/6/decline', body: { reason: 'Za daleko od fundacji.' } });
    expect(toasts()).toContain(`info: ${F.declined}`);
  });

  it('shows who decided a decided application, when, and why; the filter is in the address', async () => {
    routedFetch({
      'GET /api/foster/applications?status=nowe': NEW,
      'GET /api/foster/applications?status=odrzucone': [
        application(3, { status: 'odrzucone', declineReason: 'Brak miejsca na klatkę.', decidedAt: on('12-02'), decidedBy: 'ola' }),
      ],
    });
    const { user, router } = setup();
    await screen.findByRole('list', { name: 'Zgłoszenia' });
    await user.selectOptions(screen.getByLabelText('Pokaż zgłoszenia'), 'Odrzucone');
    expect(router.state.location.search).toBe('?zgloszenia=odrzucone');
    const card = within(await screen.findByRole('article'));
    expect(card.getByText(/^Odrzucone .* przez ola\.$/)).toBeTruthy();
    expect(card.getByText('Powód: Brak miejsca na klatkę.')).toBeTruthy();
    expect(card.queryByRole('button', { name: /Przyjmij/ })).toBeNull();
  });

  it('says so when nothing waits, pointing to the public page', async () => {
    routedFetch({ 'GET /api/foster/applications?status=nowe': [] });
    setup();
    expect(await screen.findByText(/Brak nowych zgłoszeń\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: '„Zostań domem tymczasowym”' }).getAttribute('href')).toBe('/dom-tymczasowy');
  });
});

describe('Domy tymczasowe: Domy', () => {
  it('lists the homes with their place, species, room and link', async () => {
    routedFetch({
      'GET /api/foster/applications?status=nowe': [],
      'GET /api/foster/homes?status=aktywne': [homeSummary(9), homeSummary(11, { firstName: 'Ewa', lastName: 'Lis', city: 'Tarnów', capacity: 1, animalCount: 0, linkSentAt: null, linkLastUsedAt: null })],
    });
    const { user, router } = setup();
    await user.click(screen.getByRole('tab', { name: 'Domy' }));
    expect(router.state.location.search).toBe('?widok=domy');
    const list = await screen.findByRole('list', { name: 'Domy tymczasowe' });
    const [anna, ewa] = within(list).getAllByRole('article');
    expect(within(anna!).getByRole('link', { name: 'Anna Kowalska' }).getAttribute('href')).toBe('/admin/domy-tymczasowe/9');
    expect(within(anna!).getByText('Kraków')).toBeTruthy();
    expect(within(anna!).getByText('2 z 3 miejsc')).toBeTruthy();
    expect(within(anna!).getByText('Link wysłany 3 grudnia, ostatnio otwarty 5 grudnia')).toBeTruthy();
    expect(within(ewa!).getByText('0 z 1 miejsca')).toBeTruthy();
    expect(within(ewa!).getByText('Link niewysłany')).toBeTruthy();
  });

  it('points to the public page when there are no homes yet', async () => {
    routedFetch({ 'GET /api/foster/applications?status=nowe': [], 'GET /api/foster/homes?status=nieaktywne': [] });
    setup('?widok=domy&domy=nieaktywne');
    expect(await screen.findByText(/Nie ma nieaktywnych domów tymczasowych\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: '„Zostań domem tymczasowym”' }).getAttribute('href')).toBe('/dom-tymczasowy');
  });
});

describe('Domy tymczasowe: Zdjęcia od DT', () => {
  const PHOTO = { id: 21, animalId: 14, animalName: 'Marchewka', fosterHomeId: 9, fosterHomeName: 'Anna Kowalska (Kraków)', url: '/api/foster/photos/21/image', createdAt: on('12-06') };

  it('adds a photo to the gallery, and rejects one only after asking', async () => {
    const { calls } = routedFetch({
      'GET /api/foster/applications?status=nowe': [],
      'GET /api/foster/photos': [PHOTO, { ...PHOTO, id: 22 }],
      'POST /api/foster/photos/21/approve': () => json(200, { message: F.photoApproved }),
      'POST /api/foster/photos/22/reject': () => json(200, { message: F.photoRejected }),
    });
    const { user } = setup('?widok=zdjecia');
    const list = await screen.findByRole('list', { name: 'Zdjęcia czekające na zatwierdzenie' });
    const [first, second] = within(list).getAllByRole('figure');
    expect(within(first!).getByRole('img').getAttribute('src')).toBe('/api/foster/photos/21/image');
    expect(within(first!).getByRole('link', { name: 'Marchewka' }).getAttribute('href')).toBe('/admin/animals/browse?zwierzak=14');
    expect(within(first!).getByRole('link', { name: 'Anna Kowalska (Kraków)' }).getAttribute('href')).toBe('/admin/domy-tymczasowe/9');

    await user.click(within(first!).getByRole('button', { name: /^Dodaj do galerii/ }));
    await waitFor(() => expect(toasts()).toContain(`info: ${F.photoApproved}`));
    await user.click(within(second!).getByRole('button', { name: /^Odrzuć/ }));
    expect(await answerConfirm('Odrzuć')).toBe(REJECT_PHOTO_QUESTION);
    await waitFor(() => expect(toasts()).toContain(`info: ${F.photoRejected}`));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/foster/photos/21/approve', '/api/foster/photos/22/reject']);
  });

  it('says so when no photo waits', async () => {
    routedFetch({ 'GET /api/foster/applications?status=nowe': [], 'GET /api/foster/photos': [] });
    setup('?widok=zdjecia');
    expect(await screen.findByText(/Żadne zdjęcie nie czeka na zatwierdzenie/)).toBeTruthy();
  });
});
