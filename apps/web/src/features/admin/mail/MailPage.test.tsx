import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MESSAGES, type MailListResponse, type MailMessage } from '@pets/shared';
import { cleanup, click, flush, getByText, render } from '../../../test/dom';
import { MemoryRouter } from 'react-router-dom';
import { MailPage } from './MailPage';

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

const pagerButton = (root: ParentNode, label: string) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('.mail-pager button')).find((button) => button.textContent?.includes(label))!;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('MailPage', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
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

  it('lists sender, subject with the clip and the date in pl-PL; next is disabled under 25 rows', async () => {
    const { container } = render(<Page />);
    await flush();
    expect(listUrls()[0]).toBe('/api/mail/messages?page=1&limit=25');
    const rows = container.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Nadawca 1');
    expect(rows[0]!.textContent).toContain('(z załącznikiem)');
    expect(rows[0]!.className).toContain('mail-row--unseen');
    expect(rows[1]!.textContent).not.toContain('(z załącznikiem)');
    expect(rows[0]!.querySelector('time')!.textContent).toMatch(/^\d{2}\.\d{2}\.2026/);
    expect(pagerButton(container, 'Następna').hasAttribute('disabled')).toBe(true);
    expect(pagerButton(container, 'Poprzednia').hasAttribute('disabled')).toBe(true);
  });

  it('pages on with 25 rows, filters and searches', async () => {
    listBody = { ...listBody, items: Array.from({ length: 25 }, (_, index) => message(index + 1)), total: 60 };
    const { container } = render(<Page />);
    await flush();
    click(pagerButton(container, 'Następna'));
    await flush();
    expect(listUrls().at(-1)).toBe('/api/mail/messages?page=2&limit=25');
    expect(container.textContent).toContain('Strona 2');

    click(getByText(container, 'Nieprzeczytane', 'button'));
    await flush();
    expect(listUrls().at(-1)).toBe('/api/mail/messages?page=1&limit=25&seen=0');
    click(getByText(container, 'Przeczytane', 'button'));
    await flush();
    expect(listUrls().at(-1)).toBe('/api/mail/messages?page=1&limit=25&seen=1');

    const input = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, ' faktura ');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => {
      input.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await flush();
    expect(listUrls().at(-1)).toBe('/api/mail/messages?page=1&limit=25&seen=1&q=faktura');
  });

  it('opens a message: plain text first, attachments to download, marked read', async () => {
    const { container } = render(<Page />);
    await flush();
    click(getByText(container, 'Nieprzeczytana: Temat 1', 'button'));
    await flush(6);
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.textContent).toContain('Temat 1');
    expect(dialog.textContent).toContain('nadawca1@example.test');
    expect(dialog.querySelector('pre')!.textContent).toBe('Dzień dobry,\nczy Pimpek czeka?');
    const link = dialog.querySelector<HTMLAnchorElement>('a[download]')!;
    expect(link.getAttribute('href')).toBe('/api/mail/messages/1/attachments/7/download');
    expect(link.textContent).toBe('faktura.pdf');
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/mail/messages/1/seen' && (init as RequestInit).method === 'PATCH')).toBe(true);
    expect(container.querySelector('tbody tr')!.className).not.toContain('mail-row--unseen');

    click(getByText(dialog, 'Pokaż wersję HTML', 'button'));
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain('<p>html</p>');
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'");
  });

  it("shows 'Brak treści' for a message without a body", async () => {
    detail = { ...detail, body: { text: null, html: null }, attachments: [] };
    const { container } = render(<Page />);
    await flush();
    click(getByText(container, 'Nieprzeczytana: Temat 1', 'button'));
    await flush(6);
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain(MESSAGES.admin.mailNoBody);
  });

  it('shows the empty text, the error text, and the warning when IMAP is unreachable', async () => {
    listBody = { items: [], total: 0, sync: { mode: 'local', ok: true, lastSuccessAt: null } };
    const empty = render(<Page />);
    await flush();
    expect(empty.container.textContent).toContain(MESSAGES.admin.mailEmpty);
    empty.unmount();

    fetchMock.mockImplementation(async () => json({ error: 'Baza danych jest chwilowo niedostępna.', code: 'x' }, 503));
    const failed = render(<Page />);
    await flush();
    expect(failed.container.querySelector('[role="alert"]')!.textContent).toContain(MESSAGES.admin.mailFailed);
    failed.unmount();

    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/mail/status'
        ? json({ error: 'nie ma', code: 'not_found' }, 404)
        : json({ items: [message(3)], total: 1, sync: { mode: 'imap', ok: false, lastSuccessAt: '2026-05-10T08:00:00.000Z' } }),
    );
    const stale = render(<Page />);
    await flush();
    expect(stale.container.textContent).toContain(MESSAGES.admin.mailFailed);
    expect(stale.container.querySelectorAll('tbody tr')).toHaveLength(1);
  });
});
