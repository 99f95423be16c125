import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '@pets/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { cleanup, click, flush, render } from '../../../test/dom';
import { byLabel, byRole, queryByRole } from '../../../test/queries';
import { useToastStore } from '../../../ui/toast-store';
import { json, routedFetch, submit, type FetchCall, withQueryClient } from '../test-helpers';
import { MailMessageModal } from './MailMessageModal';

const MESSAGE: MailMessage = {
  id: 7,
  from_name: 'Stanisław Łęcki',
  from_email: 'stanislaw@example.com',
  subject: 'Pytanie o Kulkę',
  date_received: '2026-05-12T12:03:00Z',
  seen: 1,
  has_attachments: false,
  body: { text: 'Czy Kulka jeszcze czeka?', html: null },
  attachments: [],
};

const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
const sent = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST' && call.url === '/api/contact/admin/send');

beforeEach(() => {
  useToastStore.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('mailbox message: Odpowiedz', () => {
  it('opens a reply to the sender with "Re: …" and the original quoted, sends it threaded and closes', async () => {
    const { calls } = routedFetch({
      'GET /api/mail/messages/7': MESSAGE,
      'POST /api/contact/admin/send': () => json(202, { message: 'Wiadomość wysłana.' }),
    });
    render(withQueryClient(<MailMessageModal messageId={7} listItem={null} onClose={vi.fn()} />));
    click(await screen.findByRole('button', { name: 'Odpowiedz' }));
    await flush();
    const form = byRole<HTMLFormElement>(document, 'form', 'Odpowiedź na wiadomość');
    expect(byLabel(form, 'Do').value).toBe('stanislaw@example.com');
    expect(byLabel(form, 'Temat').value).toBe('Re: Pytanie o Kulkę');
    const body = byLabel<HTMLTextAreaElement>(form, 'Treść');
    expect(body.value).toMatch(/^\n\nW dniu 12\.05\.2026 o \d{2}:\d{2} Stanisław Łęcki <stanislaw@example\.com> napisał\(a\):\n> Czy Kulka jeszcze czeka\?$/);
    expect(document.activeElement).toBe(body);
    expect(within(form).queryByRole('combobox')).toBeNull();

    const reply = body.value;
    submit(form);
    // The form checks asynchronously (its resolver), then sends: wait for what that shows.
    await waitFor(() => expect(toasts()).toContain('info: Wiadomość wysłana.'));
    expect(sent(calls)[0]!.body).toEqual({ to: 'stanislaw@example.com', subject: 'Re: Pytanie o Kulkę', text: reply, replyToMessageId: 7 });
    await waitFor(() => expect(queryByRole(document, 'form', 'Odpowiedź na wiadomość')).toBeNull());
    expect(byRole(document, 'button', 'Odpowiedz')).toBeTruthy();
  });

  it('offers no reply without a sender address', async () => {
    routedFetch({ 'GET /api/mail/messages/7': { ...MESSAGE, from_email: '' } });
    render(withQueryClient(<MailMessageModal messageId={7} listItem={null} onClose={vi.fn()} />));
    expect(await screen.findByText('Czy Kulka jeszcze czeka?')).toBeTruthy();
    expect(queryByRole(document, 'button', 'Odpowiedz')).toBeNull();
  });
});
