import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../test-helpers';
import type { MailStatus } from '@pets/shared';
import { cleanup, flush, render } from '../../../test/dom';
import { ComposeForm } from '../ui/compose/ComposeForm';
import { MailStatusPanel } from './MailStatusPanel';

const LOCAL_ONLY = 'Wysyłka poczty nie jest skonfigurowana: wiadomości są zapisywane tylko lokalnie i nie wychodzą z serwera.';
const COMPOSE_LOCAL_ONLY = 'Wysyłka poczty nie jest skonfigurowana: ta wiadomość zostanie zapisana tylko lokalnie i nie dotrze do adresata.';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const LOCAL: MailStatus = {
  smtp: { configured: false, lastSuccessAt: null, lastError: null, queued: 0, failed: 0 },
  imap: { configured: false, lastSuccessAt: null, lastError: null },
};
const SMTP_FAILING: MailStatus = {
  smtp: {
    configured: true,
    lastSuccessAt: '2026-11-24T08:00:00.000Z',
    lastError: { at: '2026-11-25T09:30:00.000Z', message: 'ESOCKET CONN connect ECONNREFUSED 10.0.0.5:587' },
    queued: 3,
    failed: 1,
  },
  imap: { configured: true, lastSuccessAt: '2026-11-25T09:31:00.000Z', lastError: null },
};

/** The terms of the status list as "term: description" pairs. */
const statusList = (root: ParentNode) =>
  Array.from(root.querySelectorAll('.mail-status__list dt')).map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('mail mode and state for staff', () => {
  let status: MailStatus | null;

  beforeEach(() => {
    status = LOCAL;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/mail/status' && status ? json(status) : json({ error: 'Błąd', code: 'server_error' }, 500))),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says plainly on the mailbox screen that nothing leaves the server without SMTP', async () => {
    const { container } = render(<MailStatusPanel />);
    await flush();
    expect(container.querySelector('.mail-mode-notice')?.textContent).toBe(LOCAL_ONLY);
    expect(statusList(container)).toEqual([
      'Wysyłka (SMTP): nieskonfigurowana: wiadomości zostają na serwerze',
      'W kolejce do wysłania: 0',
      'Niewysłane po wszystkich próbach: 0',
      'Odbiór (IMAP): Skrzynka pokazuje wiadomości z formularza kontaktowego zapisane w serwisie (odbiór poczty przez IMAP nie jest skonfigurowany).',
    ]);
    expect(container.querySelector('details')?.open).toBe(false);
  });

  it('shows the last success, the last error and the queue, opened when sending has trouble', async () => {
    status = SMTP_FAILING;
    const { container } = render(<MailStatusPanel />);
    await flush();
    expect(container.querySelector('.mail-mode-notice')).toBeNull();
    expect(container.querySelector('summary')?.textContent).toBe('Stan poczty: problem z wysyłką');
    expect(container.querySelector('details')?.open).toBe(true);
    const list = statusList(container);
    expect(list[0]).toBe('Wysyłka (SMTP): skonfigurowana');
    expect(list[1]).toMatch(/^Ostatnia udana wysyłka: 24\.11\.2026/);
    expect(list[2]).toMatch(/^Ostatni błąd wysyłki: 25\.11\.2026.*: ESOCKET CONN connect ECONNREFUSED 10\.0\.0\.5:587$/);
    expect(list).toContain('W kolejce do wysłania: 3');
    expect(list).toContain('Niewysłane po wszystkich próbach: 1');
    expect(list).toContain('Odbiór (IMAP): skonfigurowany');
    expect(list).toContain('Ostatni błąd odbioru: brak');
  });

  it('reads the status again when the screen refreshes', async () => {
    const { container, rerender } = render(<MailStatusPanel refreshKey={0} />);
    await flush();
    expect(container.querySelector('.mail-mode-notice')).not.toBeNull();
    status = SMTP_FAILING;
    rerender(<MailStatusPanel refreshKey={1} />);
    await flush();
    expect(container.querySelector('.mail-mode-notice')).toBeNull();
    expect(container.querySelector('summary')?.textContent).toBe('Stan poczty: problem z wysyłką');
  });

  it('shows nothing when the status cannot be read', async () => {
    status = null;
    const { container } = render(<MailStatusPanel />);
    await flush();
    expect(container.textContent).toBe('');
  });

  it('warns in the compose form that the recipient will get nothing, only while SMTP is not configured', async () => {
    const local = render(withQueryClient(<ComposeForm defaultTo="anna@example.test" />));
    await flush();
    expect(local.container.querySelector('.mail-mode-notice')?.textContent).toContain(COMPOSE_LOCAL_ONLY);
    cleanup();

    status = SMTP_FAILING;
    const configured = render(withQueryClient(<ComposeForm defaultTo="anna@example.test" />));
    await flush();
    expect(configured.container.querySelector('form')).not.toBeNull();
    expect(configured.container.querySelector('.mail-mode-notice')).toBeNull();
  });
});
