import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SURVEY_FOSTER_MESSAGES as M } from '@pets/shared';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useToastStore } from '../../../ui/toast-store';
import { answerConfirm, json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
import { FosterHomePage } from './FosterHomePage';
import { homeDetail } from './test-data';

function Where() {
  const location = useLocation();
  return <p>Jesteś na: {`${location.pathname}${location.search}`}</p>;
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/admin/domy-tymczasowe/:id', element: <FosterHomePage /> },
      { path: '/admin/adopters', element: <Where /> },
    ],
    { initialEntries: ['/admin/domy-tymczasowe/9'] },
  );
  render(
    withQueryClient(
      <>
        <RouterProvider router={router} />
        <ConfirmDialog />
      </>,
    ),
  );
  return userEvent.setup();
}

const routes = {
  'GET /api/foster/homes/9': homeDetail(9),
  'GET /api/foster/homes/9/agreement': { agreement: null },
  'GET /api/history': { items: [], nextBefore: null },
};
const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
const writes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET').map((call) => [`${call.method} ${call.url}`, call.body]);
const adoptButton = (name: string) => screen.findByRole('button', { name: new RegExp(`^Adoptuje opiekun ?: ${name}$`) });

beforeEach(() => useToastStore.getState().reset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"Adoptuje opiekun" on a foster home’s page (issue 33, item 7)', () => {
  it('asks first, then records the adoption and opens the adopter’s profile with a toast', async () => {
    const message = M.carerAdopted('Marchewka', 'Anna Kowalska');
    const { calls } = routedFetch({ ...routes, 'POST /api/foster/homes/9/adopt': () => json(201, { message, adopterId: 77 }) });
    const user = setup();

    await user.click(await adoptButton('Marchewka'));
    expect(await answerConfirm('Anuluj')).toBe('Anna Kowalska zostanie adoptującym; dane przepiszemy z domu tymczasowego.');
    expect(writes(calls)).toEqual([]);

    await user.click(await adoptButton('Marchewka'));
    await answerConfirm('Zapisz adopcję');
    expect(await screen.findByText('Jesteś na: /admin/adopters?profil=77')).toBeTruthy();
    expect(writes(calls)).toEqual([['POST /api/foster/homes/9/adopt', { animalId: 14 }]]);
    expect(toasts()).toEqual([`info: ${message}`]);
  });

  it('says the refusal in a toast and stays on the page', async () => {
    routedFetch({
      ...routes,
      'POST /api/foster/homes/9/adopt': () => json(409, { error: M.carerAnimalNotInHome, code: 'animal_not_in_home' }),
    });
    const user = setup();
    await user.click(await adoptButton('Kropka'));
    const question = await screen.findByRole('dialog', { name: 'Potwierdzenie' });
    expect(within(question).getByText('Kropka → Anna Kowalska')).toBeTruthy();
    await answerConfirm('Zapisz adopcję');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Kowalska' })).toBeTruthy();
    await vi.waitFor(() => expect(toasts()).toEqual([`error: ${M.carerAnimalNotInHome}`]));
  });
});
