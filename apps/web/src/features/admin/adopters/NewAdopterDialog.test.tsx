import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ADOPTION_MESSAGES, MESSAGES, RESERVATION_MESSAGES, type AdopterAdminProfile } from '@pets/shared';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useConfirmStore } from '../../../ui/confirm-store';
import { useToastStore } from '../../../ui/toast-store';
import { findConfirm, json, routedFetch, withQueryClient } from '../test-helpers';
import { AdoptersPage } from './AdoptersPage';

const CREATED: AdopterAdminProfile = {
  id: 41,
  adopter: { firstName: 'Bogna', lastName: 'Nowacka', email: 'bogna@example.com', phone: '600700800', zip: '', city: 'Gdynia', updatedAt: '2026-03-01T10:00:00Z' },
  adoptedAnimals: [],
  surveys: [],
  erasedAt: null,
  reservedAnimals: [],
};

const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);

function setup() {
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '/admin/adopters', element: <AdoptersPage /> }], { initialEntries: ['/admin/adopters'] });
  render(withQueryClient(<RouterProvider router={router} />));
  return { user };
}

beforeEach(() => {
  useToastStore.getState().reset();
  useConfirmStore.setState({ request: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"Nowy adoptujący" on the adopters screen', () => {
  it('checks the fields, creates the adopter and opens their profile', async () => {
    const { calls } = routedFetch({
      'GET /api/adopters?': { items: [], total: 0 },
      'POST /api/adopters': () => json(201, { message: ADOPTION_MESSAGES.adopterCreated, profile: CREATED }),
      'GET /api/adopters/41': CREATED,
      'GET /api/animals/available': [],
      'GET /api/history': { items: [], total: 0 },
      'GET /api/adoptions/contracts': { items: [], total: 0 },
      'GET /api/mail-templates': [],
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Nowy adoptujący' }));
    const dialog = screen.getByRole('dialog', { name: 'Nowy adoptujący' });

    await user.click(within(dialog).getByRole('button', { name: 'Dodaj adoptującego' }));
    expect(await within(dialog).findByText(ADOPTION_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(await within(dialog).findByText(ADOPTION_MESSAGES.lastNameRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Imię/)));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Imię/), 'Bogna');
    // After the first attempt each field is checked again as it is typed in.
    expect(within(dialog).queryByText(ADOPTION_MESSAGES.firstNameRequired)).toBeNull();
    expect(within(dialog).getByLabelText(/^Imię/).getAttribute('aria-invalid')).toBeNull();
    expect(await within(dialog).findByText(ADOPTION_MESSAGES.lastNameRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Nazwisko/), 'Nowacka');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'bogna@example.com');
    await user.type(within(dialog).getByLabelText('Telefon'), '600 700 800');
    await user.type(within(dialog).getByLabelText('Miasto'), 'Gdynia');
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj adoptującego' }));

    expect(await screen.findByRole('dialog', { name: 'Adoptujący: Bogna Nowacka' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Nowy adoptujący' })).toBeNull();
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/adopters');
    expect(post?.body).toEqual({ firstName: 'Bogna', lastName: 'Nowacka', email: 'bogna@example.com', phone: '600 700 800', zip: '', city: 'Gdynia' });
    expect(toasts()).toContain(`info: ${ADOPTION_MESSAGES.adopterCreated}`);
  });

  it('shows the server’s refusal of a taken e-mail address by the field', async () => {
    const taken = ADOPTION_MESSAGES.adopterEmailTakenNamed('zaneta@example.com');
    routedFetch({
      'GET /api/adopters?': { items: [], total: 0 },
      'POST /api/adopters': () => json(409, { error: taken, code: 'email_taken' }),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Nowy adoptujący' }));
    const dialog = screen.getByRole('dialog', { name: 'Nowy adoptujący' });
    await user.type(within(dialog).getByLabelText(/^Imię/), 'Ż');
    await user.type(within(dialog).getByLabelText(/^Nazwisko/), 'Ł');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'zaneta@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj adoptującego' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(taken)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^E-mail/)));
    expect(toasts()).toContain(`error: ${taken}`);
    expect(screen.getByRole('dialog', { name: 'Nowy adoptujący' })).toBeTruthy();
  });
});

describe('animals reserved for an adopter in their profile', () => {
  const reserved: AdopterAdminProfile = {
    ...CREATED,
    reservedAnimals: [{ animalId: 7, since: '2026-03-02T10:00:00Z', animal: { name: 'Pestka', species: 'Królik', cover: '/img/default.png' } }],
  };

  it('adopts one without a survey after confirmation', async () => {
    const { calls } = routedFetch({
      'GET /api/adopters?': { items: [], total: 0 },
      'GET /api/adopters/41': reserved,
      'POST /api/adopters/41/unreserve': { message: RESERVATION_MESSAGES.unreservedNamed('Pestka'), profile: CREATED },
      'POST /api/adopters/41/adoptions': () => json(201, { message: ADOPTION_MESSAGES.adoptionCreated, profile: CREATED }),
      'GET /api/animals/available': [],
      'GET /api/history': { items: [], total: 0 },
      'GET /api/adoptions/contracts': { items: [], total: 0 },
      'GET /api/mail-templates': [],
    });
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/admin/adopters', element: <AdoptersPage /> }], { initialEntries: ['/admin/adopters?profile=41'] });
    render(
      withQueryClient(
        <>
          <RouterProvider router={router} />
          <ConfirmDialog />
        </>,
      ),
    );
    const list = await screen.findByRole('list', { name: 'Zarezerwowane dla tej osoby' });
    expect(within(list).getByText('Pestka')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: /^Adoptuj\s*: Pestka$/ }));
    const question = await findConfirm();
    expect(within(question).getByText(MESSAGES.confirm.adopt)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/adopters/41/adoptions')).toBe(true));
    expect(calls.find((call) => call.url === '/api/adopters/41/adoptions')?.body).toEqual({ animalId: 7 });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Zarezerwowane dla tej osoby' })).toBeNull());
  });

  it('releases the reservation after confirmation', async () => {
    const { calls } = routedFetch({
      'GET /api/adopters?': { items: [], total: 0 },
      'GET /api/adopters/41': reserved,
      'POST /api/adopters/41/unreserve': { message: RESERVATION_MESSAGES.unreservedNamed('Pestka'), profile: CREATED },
      'GET /api/animals/available': [],
      'GET /api/history': { items: [], total: 0 },
      'GET /api/adoptions/contracts': { items: [], total: 0 },
      'GET /api/mail-templates': [],
    });
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/admin/adopters', element: <AdoptersPage /> }], { initialEntries: ['/admin/adopters?profile=41'] });
    render(
      withQueryClient(
        <>
          <RouterProvider router={router} />
          <ConfirmDialog />
        </>,
      ),
    );
    const list = await screen.findByRole('list', { name: 'Zarezerwowane dla tej osoby' });
    await user.click(within(list).getByRole('button', { name: /^Cofnij rezerwację\s*: Pestka$/ }));
    const question = await findConfirm();
    expect(within(question).getByText('Cofnąć rezerwację „Pestka” dla tego adoptującego?')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cofnij rezerwację' }));
    await waitFor(() => expect(toasts()).toContain(`info: ${RESERVATION_MESSAGES.unreservedNamed('Pestka')}`));
    expect(calls.find((call) => call.url === '/api/adopters/41/unreserve')?.body).toEqual({ animalId: 7 });
  });
});
