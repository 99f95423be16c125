import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type MailListResponse, type MailMessage } from '@pets/shared';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MailPage } from './MailPage';
import { withQueryClient } from '../test-helpers';

const Page = () => (
  <MemoryRouter initialEntries={['/admin/mail']}>
    <MailPage />
  </MemoryRouter>
);

function message(id: number, overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    id,
    from_name: `Nadawca ${id}`,
    from_email: `nadawca${id}@example.test`,
    subject: `Temat ${id}`,
    date_received: new Date(Date.UTC(2026, 4, 10, 8, id)).toISOString(),
    seen: 0,
    has_attachments: false,
    ...overrides,
  };
}

/** The pager's "Poprzednia" / "Następna" buttons. */
const pagerButton = (label: string) => within(screen.getByRole('navigation', { name: 'Strony skrzynki' })).getByRole('button', { name: new RegExp(label) });
/** The message rows of the table (the header row left out). */
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('MailPage', () => {
  let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
  let listBody: MailListResponse;
  let detail: MailMessage;

  beforeEach(() => {
    listBody = { items: [message(1, { has_attachments: true }), message(2, { seen: 1 })], total: 2, sync: { mode: 'local', ok: true, lastSuccessAt: null } };
    detail = { ...message(1, { has_attachments: true }), body: { text: 'Dzień dobry,\nczy Pimpek czeka?', html: '<p>html</p>' }, attachments: [{ id: 7, filename: 'faktura.pdf', content_type: 'application/pdf', size: 12_345 }] };
    fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/mail/messages?') || url === '/api/mail/messages') return json(listBody);
      if (url.startsWith('/api/mail/messages/1?')) return json(detail);
      if (url === '/api/mail/messages/1/seen' && init?.method === 'PATCH') return json({ id: 1, seen: 1 });
      return json({ error: 'nie ma', code: 'not_found' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('EventSource', undefined);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const listUrls = () => fetchMock.mock.calls.map(([url]) => url as string).filter((url) => url.startsWith('/api/mail/messages?'));

  function renderPage() {
    const user = userEvent.setup();
    const rendered = render(withQueryClient(<Page />));
    return { user, ...rendered };
  }

  it('lists sender, subject with the clip and the date in pl-PL; next is disabled under 25 rows', async () => {
    renderPage();
    await screen.findByRole('table');
    expect(listUrls()[0]).toBe('/api/mail/messages?page=1&limit=25');
    expect(rows()).toHaveLength(2);
    const [first, second] = rows();
    expect(within(first!).getByText('Nadawca 1')).toBeTruthy();
    expect(within(first!).getByText('(z załącznikiem)')).toBeTruthy();
    // An unread message says so to a screen reader (sighted people see it in bold).
    expect(within(first!).getByRole('button', { name: 'Nieprzeczytana: Temat 1' })).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Temat 2' })).toBeTruthy();
    expect(within(second!).queryByText('(z załącznikiem)')).toBeNull();
    expect(within(first!).getByText(/^\d{2}\.\d{2}\.2026/)).toBeTruthy();
    expect(pagerButton('Następna').hasAttribute('disabled')).toBe(true);
    expect(pagerButton('Poprzednia').hasAttribute('disabled')).toBe(true);
  });

  it('pages on with 25 rows, filters and searches', async () => {
    listBody = { ...listBody, items: Array.from({ length: 25 }, (_, index) => message(index + 1)), total: 60 };
    const { user } = renderPage();
    await screen.findByRole('table');
    await user.click(pagerButton('Następna'));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/mail/messages?page=2&limit=25'));
    expect(await screen.findByText('Strona 2')).toBeTruthy();

    const filters = screen.getByRole('group', { name: 'Pokaż wiadomości' });
    await user.click(within(filters).getByRole('button', { name: 'Nieprzeczytane' }));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/mail/messages?page=1&limit=25&seen=0'));
    await user.click(within(filters).getByRole('button', { name: 'Przeczytane' }));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/mail/messages?page=1&limit=25&seen=1'));

    await user.type(within(screen.getByRole('search', { name: 'Szukaj wiadomości' })).getByRole('searchbox'), ' faktura {Enter}');
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/mail/messages?page=1&limit=25&seen=1&q=faktura'));
  });

  it('opens a message: plain text first, attachments to download, marked read', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Nieprzeczytana: Temat 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Temat 1' });
    expect(await within(dialog).findByText('nadawca1@example.test')).toBeTruthy();
    // The plain text keeps its line breaks: compare it as written.
    expect(within(dialog).getByText('Dzień dobry,\nczy Pimpek czeka?', { normalizer: (text) => text })).toBeTruthy();
    const link = within(within(dialog).getByRole('region', { name: 'Załączniki' })).getByRole('link', { name: 'faktura.pdf' });
    expect(link.getAttribute('href')).toBe('/api/mail/messages/1/attachments/7/download');
    expect(link.hasAttribute('download')).toBe(true);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/mail/messages/1/seen' && (init as RequestInit).method === 'PATCH')).toBe(true));
    // Now read: the row no longer says "Nieprzeczytana".
    await waitFor(() => expect(within(rows()[0]!).getByRole('button', { name: 'Temat 1' })).toBeTruthy());

    await user.click(within(dialog).getByRole('button', { name: 'Pokaż wersję HTML' }));
    const frame = within(dialog).getByTitle('Treść wiadomości (HTML)');
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain('<p>html</p>');
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'");
  });

  it("shows 'Brak treści' for a message without a body", async () => {
    detail = { ...detail, body: { text: null, html: null }, attachments: [] };
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Nieprzeczytana: Temat 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Temat 1' });
    expect(await within(dialog).findByText(MESSAGES.admin.mailNoBody)).toBeTruthy();
  });

  it('shows the empty text, the error text, and the warning when IMAP is unreachable', async () => {
    listBody = { items: [], total: 0, sync: { mode: 'local', ok: true, lastSuccessAt: null } };
    const empty = renderPage();
    expect(await screen.findByText(MESSAGES.admin.mailEmpty)).toBeTruthy();
    empty.unmount();

    fetchMock.mockImplementation(async () => json({ error: 'Baza danych jest chwilowo niedostępna.', code: 'x' }, 503));
    const failed = renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.admin.mailFailed);
    failed.unmount();

    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/mail/status'
        ? json({ error: 'nie ma', code: 'not_found' }, 404)
        : json({ items: [message(3)], total: 1, sync: { mode: 'imap', ok: false, lastSuccessAt: '2026-05-10T08:00:00.000Z' } }),
    );
    renderPage();
    expect(await screen.findByText(MESSAGES.admin.mailFailed)).toBeTruthy();
    expect(rows()).toHaveLength(1);
  });
});
