import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type SurveyAdminDetail } from '@pets/shared';
import { useToastStore } from '../../../ui/toast-store';
import { json, routedFetch, withQueryClient, type FetchCall } from '../test-helpers';
import { SurveysPage } from './SurveysPage';
import { detailAnimal, detailOf, listItem } from './test-data';

/**
 * What one "Zarezerwuj" in the survey modal costs on the wire: the action itself, then only the
 * refetches of what is shown and changed (the open tab's list, the survey's timeline). The tabs
 * not shown are refetched when staff open them, not at once.
 */

const bucketOf = (call: FetchCall) => new URL(call.url, 'http://x').searchParams.get('bucket');
const describeCall = (call: FetchCall) => {
  const url = new URL(call.url, 'http://x');
  const bucket = url.searchParams.get('bucket');
  return `${call.method} ${url.pathname}${bucket ? `?bucket=${bucket}` : ''}`;
};

function stub() {
  let reserved = false;
  const detail = (): SurveyAdminDetail =>
    detailOf(5, {
      bucket: reserved ? 'reserved' : 'new',
      animals: [detailAnimal(1, 'Kulka', reserved ? { reserved: true, reservedByMe: true, reservedBySurveyId: 5, status: 'Zarezerwowany' } : {})],
    });
  const stubbed = routedFetch({
    'GET /api/survey/surveys': (call: FetchCall) => {
      const inNew = bucketOf(call) === 'new' && !reserved;
      const inReserved = bucketOf(call) === 'reserved' && reserved;
      return json(200, { items: inNew || inReserved ? [listItem(5)] : [], total: inNew || inReserved ? 1 : 0, staleDays: 14 });
    },
    'GET /api/survey/details/5': () => json(200, detail()),
    'POST /api/survey/5/reserve': () => {
      reserved = true;
      return json(200, { message: MESSAGES.admin.reserved('Kulka'), survey: detail() });
    },
    'GET /api/animals/available': [],
    'GET /api/history': { items: [], nextBefore: null },
    'GET /api/mail-templates': { templates: [], placeholders: [] },
    'GET /api/mail/status': {
      smtp: { configured: true, lastSuccessAt: null, lastError: null, queued: 0, failed: 0, oldestQueuedAt: null },
      imap: { configured: false, lastSuccessAt: null, lastError: null },
    },
  });
  return stubbed;
}

/** Lets every answer and the refetches it starts settle. */
async function settle() {
  for (let index = 0; index < 10; index += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}

beforeEach(() => {
  sessionStorage.clear();
  useToastStore.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reserving in the survey modal', () => {
  it('costs one POST and the refetches of the open tab and the timeline only', async () => {
    const { calls } = stub();
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/admin/surveys', element: <SurveysPage /> }], { initialEntries: ['/admin/surveys?ankieta=5'] });
    render(withQueryClient(<RouterProvider router={router} />));
    const dialog = await screen.findByRole('dialog', { name: 'Ankieta #5' });
    const reserve = await within(dialog).findByRole('button', { name: /^Zarezerwuj ?: Kulka$/ });
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Nowe1', 'Z rezerwacją0', 'Zakończone0']));
    await settle();

    const before = calls.length;
    await user.click(reserve);
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(MESSAGES.admin.reserved('Kulka')));
    await within(dialog).findByRole('button', { name: /^Cofnij rezerwację ?: Kulka$/ });
    await settle();
    const after = calls.slice(before).map(describeCall);

    expect(after.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/survey/5/reserve']);
    expect(after.filter((call) => call.startsWith('GET')).sort()).toEqual(['GET /api/history', 'GET /api/survey/surveys?bucket=new']);

    // The tab shown next is refetched then, and shows where the survey went.
    await user.click(screen.getByRole('tab', { name: /^Z rezerwacją/ }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Z rezerwacją/ }).textContent).toBe('Z rezerwacją1'));
    expect(calls.slice(before).map(describeCall).filter((call) => call === 'GET /api/survey/surveys?bucket=reserved')).toHaveLength(1);
  });
});
