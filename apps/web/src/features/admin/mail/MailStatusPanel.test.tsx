import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../test-helpers';
import type { MailStatus } from '@pets/shared';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComposeForm } from '../ui/compose/ComposeForm';
import { MailPage } from './MailPage';
import { MailStatusPanel } from './MailStatusPanel';

const LOCAL_ONLY = 'Wysyłka poczty nie jest skonfigurowana: wiadomości są zapisywane tylko lokalnie i nie wychodzą z serwera.';
const COMPOSE_LOCAL_ONLY = 'Wysyłka poczty nie jest skonfigurowana: ta wiadomość zostanie zapisana tylko lokalnie i nie dotrze do adresata.';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const LOCAL: MailStatus = {
  smtp: { configured: false, lastSuccessAt: null, lastError: null, queued: 0, failed: 0, oldestQueuedAt: null },
  imap: { configured: false, lastSuccessAt: null, lastError: null },
};
const SMTP_FAILING: MailStatus = {
  smtp: {
    configured: true,
    lastSuccessAt: '2026-11-24T08:00:00.000Z',
    lastError: { at: '2026-11-25T09:30:00.000Z', message: 'ESOCKET CONN connect ECONNREFUSED 10.0.0.5:587' },
    queued: 3,
    failed: 1,
    oldestQueuedAt: '2026-11-25T09:00:00.000Z',
  },
  imap: { configured: true, lastSuccessAt: '2026-11-25T09:31:00.000Z', lastError: null },
};

/** The status list as "term: definition" pairs, as a screen reader reads them. */
const statusList = () => {
  const definitions = screen.getAllByRole('definition');
  return screen.getAllByRole('term').map((term, index) => `${term.textContent}: ${definitions[index]?.textContent}`);
};
/** The fold-out "Stan poczty" (a <details>, role group), open or not. */
const statusDetails = () => screen.getByRole<HTMLDetailsElement>('group');
const localOnly = () => screen.queryByText(LOCAL_ONLY);

describe('mail mode and state for staff', () => {
  let status: MailStatus | null;

  beforeEach(() => {
    status = LOCAL;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/mail/messages')) return json({ items: [], total: 0, sync: { ok: true, lastSuccessAt: null } });
        return url === '/api/mail/status' && status ? json(status) : json({ error: 'Błąd', code: 'server_error' }, 500);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says plainly on the mailbox screen that nothing leaves the server without SMTP', async () => {
    render(withQueryClient(<MailStatusPanel />));
    expect(await screen.findByText(LOCAL_ONLY)).toBeTruthy();
    expect(statusList()).toEqual([
      'Wysyłka (SMTP): nieskonfigurowana: wiadomości zostają na serwerze',
      'W kolejce do wysłania: 0',
      'Niewysłane po wszystkich próbach (ostatnie 7 dni): 0',
      'Odbiór (IMAP): Skrzynka pokazuje wiadomości z formularza kontaktowego zapisane w serwisie (odbiór poczty przez IMAP nie jest skonfigurowany).',
    ]);
    expect(statusDetails().open).toBe(false);
  });

  it('shows the last success, the last error and the queue, opened when sending has trouble', async () => {
    status = SMTP_FAILING;
    render(withQueryClient(<MailStatusPanel />));
    expect(await screen.findByText('Stan poczty: problem z wysyłką')).toBeTruthy();
    expect(localOnly()).toBeNull();
    expect(statusDetails().open).toBe(true);
    const list = statusList();
    expect(list[0]).toBe('Wysyłka (SMTP): skonfigurowana');
    expect(list[1]).toMatch(/^Ostatnia udana wysyłka: 24\.11\.2026/);
    expect(list[2]).toMatch(/^Ostatni błąd wysyłki: 25\.11\.2026.*: ESOCKET CONN connect ECONNREFUSED 10\.0\.0\.5:587$/);
    expect(list).toContain('W kolejce do wysłania: 3');
    expect(list.find((line) => line.startsWith('Najdłużej czekająca wiadomość'))).toMatch(/^Najdłużej czekająca wiadomość: w kolejce od 25\.11\.2026/);
    expect(list).toContain('Niewysłane po wszystkich próbach (ostatnie 7 dni): 1');
    expect(list).toContain('Odbiór (IMAP): skonfigurowany');
    expect(list).toContain('Ostatni błąd odbioru: brak');
  });

  it('opens by itself when messages have waited longer than 15 minutes, though no send failed', async () => {
    const waiting = new Date(Date.now() - 20 * 60_000).toISOString();
    status = { ...SMTP_FAILING, smtp: { ...SMTP_FAILING.smtp, lastError: null, failed: 0, oldestQueuedAt: waiting } };
    render(withQueryClient(<MailStatusPanel />));
    expect(await screen.findByText('Stan poczty: wiadomości czekają na wysłanie dłużej niż 15 minut')).toBeTruthy();
    expect(statusDetails().open).toBe(true);
  });

  it('reads the status again when the mailbox screen refreshes', async () => {
    const router = createMemoryRouter([{ path: '/admin/mail', element: <MailPage /> }], { initialEntries: ['/admin/mail'] });
    render(withQueryClient(<RouterProvider router={router} />));
    expect(await screen.findByText(LOCAL_ONLY)).toBeTruthy();
    status = SMTP_FAILING;
    await userEvent.click(await screen.findByRole('button', { name: 'Odśwież' }));
    expect(await screen.findByText('Stan poczty: problem z wysyłką')).toBeTruthy();
    expect(localOnly()).toBeNull();
  });

  it('shows nothing when the status cannot be read', async () => {
    status = null;
    const { container } = render(withQueryClient(<MailStatusPanel />));
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe('');
  });

  it('warns in the compose form that the recipient will get nothing, only while SMTP is not configured', async () => {
    render(withQueryClient(<ComposeForm defaultTo="anna@example.test" />));
    expect(await screen.findByText(COMPOSE_LOCAL_ONLY, { exact: false })).toBeTruthy();
    cleanup();

    status = SMTP_FAILING;
    render(withQueryClient(<ComposeForm defaultTo="anna@example.test" />));
    expect(screen.getByRole('form', { name: 'Odpowiedź e-mailem' })).toBeTruthy();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/mail/status', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(COMPOSE_LOCAL_ONLY, { exact: false })).toBeNull();
  });
});
