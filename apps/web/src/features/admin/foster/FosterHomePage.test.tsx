import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FOSTER_MESSAGES as F } from '@pets/shared';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useToastStore } from '../../../ui/toast-store';
import { answerConfirm, json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
import { FosterHomePage } from './FosterHomePage';
import { SEND_LINK_QUESTION } from './HomeLinkSection';
import { homeDetail, on, YEAR } from './test-data';

function setup() {
  const router = createMemoryRouter([{ path: '/admin/domy-tymczasowe/:id', element: <FosterHomePage /> }], { initialEntries: ['/admin/domy-tymczasowe/9'] });
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

const HOME = homeDetail(9);
const routes = {
  'GET /api/foster/homes/9': HOME,
  'GET /api/foster/homes/9/agreement': { agreement: null },
  'GET /api/history': { items: [], nextBefore: null },
  'GET /api/animals': [],
};
const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/admin/domy-tymczasowe/:id', () => {
  it('shows the contact, the animals living there, the carer’s reports and the reminders sent', async () => {
    routedFetch(routes);
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Kowalska' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Domy tymczasowe' }).getAttribute('href')).toBe('/admin/domy-tymczasowe?widok=domy');
    expect(screen.getByRole('link', { name: 'anna@example.com' }).getAttribute('href')).toBe('mailto:anna@example.com');

    const animals = within(screen.getByRole('list', { name: 'Zwierzaki w tym domu' }));
    expect(animals.getByRole('link', { name: 'Marchewka' }).getAttribute('href')).toBe('/admin/animals/browse?zwierzak=14');
    expect(animals.getAllByRole('listitem')[0]!.textContent).toBe('Marchewka (Królik) – od 20 listopada Adoptuje opiekun: Marchewka');

    const reports = within(screen.getByRole('list', { name: 'Wpisy opiekuna' })).getAllByRole('listitem');
    expect(reports[0]!.textContent).toContain('Problem ze zdrowiem · Marchewka');
    expect(reports[0]!.textContent).toContain('Nie je od rana.');
    expect(reports[1]!.textContent).toContain('Waga · Kropka');

    expect(screen.getByText('Przypomnienie wysłane 6 grudnia: Szczepienie RHD – Marchewka, termin 7 grudnia')).toBeTruthy();
    expect(screen.getByText('Link wysłany 3 grudnia, ostatnio otwarty 5 grudnia.')).toBeTruthy();
  });

  it('sends the carer a new link only after the confirmation', async () => {
    const sent = homeDetail(9, { linkSentAt: on('12-07'), linkLastUsedAt: null });
    const { calls } = routedFetch({ ...routes, 'POST /api/foster/homes/9/link': () => json(200, { message: F.linkSent, home: sent }) });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Wyślij link opiekunowi' }));
    expect(await answerConfirm('Anuluj')).toBe(SEND_LINK_QUESTION);
    expect(writes(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Wyślij link opiekunowi' }));
    await answerConfirm('Wyślij link');
    expect(await screen.findByText('Link wysłany 7 grudnia, jeszcze nieotwarty.')).toBeTruthy();
    expect(writes(calls).map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/foster/homes/9/link']);
    expect(toasts()).toContain(`info: ${F.linkSent}`);
  });

  it('revokes the link after asking', async () => {
    const revoked = homeDetail(9, { linkSentAt: null, linkLastUsedAt: null });
    const { calls } = routedFetch({ ...routes, 'DELETE /api/foster/homes/9/link': () => json(200, { message: F.linkRevoked, home: revoked }) });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Unieważnij link' }));
    await answerConfirm('Unieważnij link');
    expect(await screen.findByText('Link niewysłany.')).toBeTruthy();
    expect(writes(calls).map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/foster/homes/9/link']);
  });

  it('saves the edited data with an added unavailable period; a period without dates is refused here', async () => {
    const { calls } = routedFetch({
      ...routes,
      'PUT /api/foster/homes/9': (call: FetchCall) => json(200, { message: F.homeSaved, home: { ...HOME, ...(call.body as object) } }),
    });
    const { user } = setup();
    const form = within(await screen.findByRole('form', { name: 'Dane domu tymczasowego' }));
    await user.clear(form.getByLabelText(/^Ile zwierzaków naraz/));
    await user.type(form.getByLabelText(/^Ile zwierzaków naraz/), '4');
    await user.click(form.getByRole('checkbox', { name: 'Świnka morska' }));
    await user.click(form.getByRole('button', { name: 'Dodaj termin' }));
    await user.click(form.getByRole('button', { name: 'Zapisz' }));
    expect(await form.findAllByText(F.periodInvalid)).not.toHaveLength(0);
    expect(writes(calls)).toEqual([]);

    const period = within(form.getByRole('listitem', { name: 'Termin 1' }));
    await user.type(period.getByLabelText(/^Od/), `${YEAR + 1}-07-01`);
    await user.type(period.getByLabelText(/^Do/), `${YEAR + 1}-07-14`);
    await user.type(period.getByLabelText('Uwagi'), 'urlop');
    await user.click(form.getByRole('checkbox', { name: 'Aktywny dom tymczasowy' }));
    await user.click(form.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(toasts()).toContain(`info: ${F.homeSaved}`));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      url: '/api/foster/homes/9',
      body: {
        firstName: 'Anna',
        capacity: 4,
        species: ['Świnka morska', 'Królik'],
        active: false,
        notes: 'Woli samice.',
        unavailable: [{ from: `${YEAR + 1}-07-01`, to: `${YEAR + 1}-07-14`, note: 'urlop' }],
      },
    });
  });

  it('removes a period: the ones after it move up, and only the rest is saved', async () => {
    const periods = [
      { id: 1, from: `${YEAR + 1}-07-01`, to: `${YEAR + 1}-07-14`, note: 'urlop' },
      { id: 2, from: `${YEAR + 1}-08-01`, to: `${YEAR + 1}-08-03`, note: 'wyjazd' },
    ];
    const { calls } = routedFetch({
      ...routes,
      'GET /api/foster/homes/9': { ...HOME, unavailable: periods },
      'PUT /api/foster/homes/9': (call: FetchCall) => json(200, { message: F.homeSaved, home: { ...HOME, ...(call.body as object) } }),
    });
    const { user } = setup();
    const form = within(await screen.findByRole('form', { name: 'Dane domu tymczasowego' }));
    await user.click(form.getByRole('button', { name: 'Usuń termin 1' }));
    expect(form.queryByRole('listitem', { name: 'Termin 2' })).toBeNull();
    const left = within(form.getByRole('listitem', { name: 'Termin 1' }));
    expect((left.getByLabelText('Uwagi') as HTMLInputElement).value).toBe('wyjazd');
    await user.click(form.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(toasts()).toContain(`info: ${F.homeSaved}`));
    expect((writes(calls)[0]!.body as { unavailable: unknown }).unavailable).toEqual([{ from: `${YEAR + 1}-08-01`, to: `${YEAR + 1}-08-03`, note: 'wyjazd' }]);
  });

  it('says the server’s refusal under its field', async () => {
    routedFetch({
      ...routes,
      'PUT /api/foster/homes/9': () => json(400, { error: 'Popraw zaznaczone pola.', code: 'validation_failed', fields: { email: 'Podaj poprawny adres e-mail.' } }),
    });
    const { user } = setup();
    const form = within(await screen.findByRole('form', { name: 'Dane domu tymczasowego' }));
    await user.click(form.getByRole('button', { name: 'Zapisz' }));
    expect(await form.findByText('Podaj poprawny adres e-mail.')).toBeTruthy();
    expect(form.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows an error with a retry when the home cannot be read', async () => {
    routedFetch({ 'GET /api/foster/homes/9': () => json(404, { error: F.homeNotFound, code: 'not_found' }) });
    setup();
    expect(await screen.findByText(F.homeNotFound)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});
