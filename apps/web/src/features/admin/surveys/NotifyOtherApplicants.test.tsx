import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OtherApplicantsResponse } from '@pets/shared';
import { cleanup, click, flush, render } from '../../../test/dom';
import { byRole } from '../../../test/queries';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useConfirmStore } from '../../../ui/confirm-store';
import { useToastStore } from '../../../ui/toast-store';
import { answerConfirm, findConfirm, json, routedFetch, type FetchCall, withQueryClient } from '../test-helpers';
import { NotifyOtherApplicants, NotifyPendingApplicants } from './NotifyOtherApplicants';

const INFO: OtherApplicantsResponse = {
  animalId: 5,
  animalName: 'Kicek',
  holder: { kind: 'reserved', surveyId: 10 },
  applicants: [
    { surveyId: 11, name: 'Ola Otwarta', createdAt: '2026-05-01T10:00:00Z', notifiedAt: null },
    { surveyId: 12, name: 'Rafał Nowy', createdAt: '2026-05-02T10:00:00Z', notifiedAt: null },
    { surveyId: 9, name: 'Ewa Wcześniej', createdAt: '2026-04-02T10:00:00Z', notifiedAt: '2026-05-03T10:00:00Z' },
  ],
  pending: 2,
  preview: { key: 'animal_unavailable', surveyId: 11, subject: 'Ankieta nr 11: zwierzak już znalazł dom', body: 'Dzień dobry Ola,\n\nKicek już znalazł dom.', missing: [] },
};

const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
const notifyCalls = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST' && call.url === '/api/animals/5/notify-other-applicants');

beforeEach(() => {
  useToastStore.getState().reset();
  useConfirmStore.setState({ request: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Powiadom pozostałych chętnych', () => {
  it('shows the recipients and the message before sending, then says how many were sent', async () => {
    const onNotified = vi.fn();
    const { calls } = routedFetch({
      'GET /api/animals/5/other-applicants': INFO,
      'POST /api/animals/5/notify-other-applicants': () => json(200, { message: 'Wysłano 2 wiadomości.', notified: 2, surveyIds: [11, 12] }),
    });
    render(
      withQueryClient(
        <>
          <NotifyOtherApplicants animalId={5} count={2} onNotified={onNotified} />
          <ConfirmDialog />
        </>,
      ),
    );
    const button = byRole<HTMLButtonElement>(document, 'button', 'Powiadom pozostałych chętnych (2)');

    click(button);
    await flush();
    const question = await findConfirm();
    expect(await answerConfirm('Anuluj')).toBe(
      'Wysłać 2 wiadomości do pozostałych chętnych na „Kicek”? Każda osoba dostanie wiadomość z szablonu „Zwierzak już znalazł dom” ze swoimi danymi. Tego nie da się cofnąć.',
    );
    // The recipients and the preview, as written, in the scrollable 'Podgląd wiadomości'.
    expect(within(question).getByRole('region', { name: 'Podgląd wiadomości' }).textContent).toBe(
      [
        'Odbiorcy: Ola Otwarta (ankieta #11), Rafał Nowy (ankieta #12)',
        '',
        'Podgląd wiadomości do ankiety #11:',
        'Temat: Ankieta nr 11: zwierzak już znalazł dom',
        '',
        'Dzień dobry Ola,\n\nKicek już znalazł dom.',
      ].join('\n'),
    );
    await flush();
    expect(notifyCalls(calls)).toHaveLength(0);

    click(button);
    await answerConfirm('Wyślij');
    await flush();
    expect(notifyCalls(calls)).toHaveLength(1);
    expect(toasts()).toContain('info: Wysłano 2 wiadomości.');
    expect(onNotified).toHaveBeenCalledWith(2);
  });

  it('shows nothing for 0, and says so when everybody was told meanwhile', async () => {
    const onNotified = vi.fn();
    const { calls } = routedFetch({ 'GET /api/animals/5/other-applicants': { ...INFO, pending: 0, preview: null } });
    const { container } = render(withQueryClient(<NotifyOtherApplicants animalId={5} count={0} />));
    expect(container.textContent).toBe('');
    cleanup();
    render(
      withQueryClient(
        <>
          <NotifyOtherApplicants animalId={5} count={1} onNotified={onNotified} />
          <ConfirmDialog />
        </>,
      ),
    );
    click(byRole(document, 'button', 'Powiadom pozostałych chętnych (1)'));
    await flush();
    expect(screen.queryByRole('dialog', { name: 'Potwierdzenie' })).toBeNull();
    expect(toasts()).toContain('info: Wszyscy pozostali chętni zostali już powiadomieni.');
    expect(notifyCalls(calls)).toHaveLength(0);
    expect(onNotified).toHaveBeenCalledWith(0);
  });

  it('under a held animal: the button only while some other applicants were not told yet', async () => {
    routedFetch({
      'GET /api/animals/5/other-applicants': INFO,
      'GET /api/animals/6/other-applicants': { ...INFO, animalId: 6, animalName: 'Puszek', pending: 0, preview: null, applicants: [] },
    });
    render(
      withQueryClient(
        <>
          <NotifyPendingApplicants animalId={5} />
          <NotifyPendingApplicants animalId={6} />
        </>,
      ),
    );
    expect(await screen.findByRole('button', { name: 'Powiadom pozostałych chętnych (2)' })).toBeTruthy();
    expect(document.body.textContent).toBe('Powiadom pozostałych chętnych (2)');
  });
});
