import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LIMITS, MESSAGES } from '@pets/shared';
import { screen, within } from '@testing-library/react';
import { cleanup, click, flush, keyDown, render } from '../../test/dom';
import { ChatWidget } from './ChatWidget';
import { historyOf, useChatStore, type ChatEntry } from './chat-store';

interface Call {
  url: string;
  body: { message: string; history: { role: string; text: string }[] };
}

let calls: Call[] = [];
let respond: () => Promise<Response>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  respond = async () => json(200, { reply: 'Odpowiedź asystenta' });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) as Call['body'] });
    return respond();
  });
  sessionStorage.clear();
  useChatStore.getState().reset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ChatWidget /> },
      { path: '*', element: <ChatWidget /> },
    ],
    { initialEntries: ['/'] },
  );
  const rendered = render(<RouterProvider router={router} />);
  /** The corner bubble: the button that shows and hides the chat ("Pomoc / Chat", then "Zamknij czat"). */
  const bubble = () => screen.getAllByRole<HTMLButtonElement>('button', { name: /^(Pomoc \/ Chat|Zamknij czat)$/ }).find((button) => button.hasAttribute('aria-expanded'))!;
  /** The chat dialog, shown or not: the one the bubble controls. */
  const panel = () => document.getElementById(bubble().getAttribute('aria-controls') ?? '')!;
  const input = () => within(panel()).getByLabelText<HTMLTextAreaElement>('Twoja wiadomość');
  const send = () => within(panel()).getByRole<HTMLButtonElement>('button', { name: 'Wyślij' });
  /** The conversation as a screen reader reads it ("Ty: …", "Asystent: …"), without the typing indicator. */
  const log = () => within(panel()).getByRole('list', { name: 'Rozmowa' });
  const messages = () =>
    within(log())
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
      .filter((text) => text !== 'Asystent pisze…');
  // The visible "n/150" counter; screen readers get "Wpisano n z 150 znaków" through the input's description.
  const counter = () => within(screen.getByTestId('chat-counter')).getByText(/^\d+\/\d+$/).textContent;
  const typing = () => within(log()).queryByText('Asystent pisze…');
  const announcer = () => screen.getByTestId('chat-announcer').textContent;
  return { ...rendered, router, bubble, panel, input, send, messages, counter, typing, announcer };
}

/** Types into the controlled textarea the way React notices it. */
function type(input: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('ChatWidget', () => {
  it("opens the panel 'Pomoc / Chat' with the greeting and the focus in the input", () => {
    const { bubble, panel, input, messages } = setup();
    expect(panel().hidden).toBe(true);
    expect(bubble().getAttribute('aria-expanded')).toBe('false');
    click(bubble());
    expect(panel().hidden).toBe(false);
    expect(bubble().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: MESSAGES.chat.title })).toBe(panel());
    expect(messages()).toEqual([`Asystent: ${MESSAGES.chat.greeting}`]);
    expect(document.activeElement).toBe(input());
  });

  it('counts the characters, holds at most 150 on one line and cannot send blank text', () => {
    const { bubble, input, send, counter } = setup();
    click(bubble());
    expect(input().maxLength).toBe(LIMITS.chatMaxLength);
    expect(counter()).toBe('0/150');
    expect(send().disabled).toBe(true);
    type(input(), '   ');
    expect(send().disabled).toBe(true);
    keyDown(input(), 'Enter');
    expect(calls).toHaveLength(0);
    type(input(), 'Ala\nma kota');
    expect(input().value).toBe('Ala ma kota');
    expect(counter()).toBe('11/150');
    expect(send().disabled).toBe(false);
    type(input(), 'x'.repeat(200));
    expect(input().value).toHaveLength(150);
    expect(counter()).toBe('150/150');
  });

  it('sends with Enter, shows the typing indicator, blocks a second send, then shows and announces the reply', async () => {
    let release!: () => void;
    respond = () => new Promise((resolve) => (release = () => resolve(json(200, { reply: 'Adopcja ma sześć kroków: /abc-adopcji.' }))));
    const { bubble, input, send, messages, typing, announcer, panel } = setup();
    click(bubble());
    type(input(), '  Jak adoptować?  ');
    const enter = keyDown(input(), 'Enter');
    expect(enter.defaultPrevented).toBe(true);
    await flush();

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/chat/ask');
    expect(calls[0]!.body).toEqual({ message: 'Jak adoptować?', history: [] });
    expect(input().value).toBe('');
    expect(typing()).not.toBeNull();
    expect(announcer()).toBe('Asystent pisze…');

    type(input(), 'Drugie pytanie');
    expect(send().disabled).toBe(true);
    keyDown(input(), 'Enter');
    await flush();
    expect(calls).toHaveLength(1);

    release();
    await flush(6);
    expect(typing()).toBeNull();
    expect(messages().slice(1)).toEqual(['Ty: Jak adoptować?', 'Asystent: Adopcja ma sześć kroków: /abc-adopcji.']);
    expect(announcer()).toBe('Asystent: Adopcja ma sześć kroków: /abc-adopcji.');
    const link = within(panel()).getByRole('link', { name: '/abc-adopcji' });
    expect(link.getAttribute('href')).toBe('/abc-adopcji');
    expect(link.textContent).toBe('/abc-adopcji');
    expect(send().disabled).toBe(false);
  });

  it('shows the failure text of SPEC section 8 when the call fails', async () => {
    respond = async () => json(502, { error: MESSAGES.chat.failed, code: 'chat_unavailable' });
    const { bubble, input, messages } = setup();
    click(bubble());
    type(input(), 'Hej');
    keyDown(input(), 'Enter');
    await flush(6);
    expect(messages().at(-1)).toBe(`Asystent: ${MESSAGES.chat.failed}`);
    expect(screen.getByTestId('chat-error').textContent).toBe(`Asystent: ${MESSAGES.chat.failed}`);

    respond = async () => {
      throw new TypeError('Failed to fetch');
    };
    type(input(), 'Hej znowu');
    keyDown(input(), 'Enter');
    await flush(6);
    expect(messages().at(-1)).toBe(`Asystent: ${MESSAGES.chat.failed}`);
  });

  it("shows the server's text when too many messages were sent", async () => {
    respond = async () => json(429, { error: MESSAGES.chat.rateLimited, code: 'chat_rate_limited' });
    const { bubble, input, messages } = setup();
    click(bubble());
    type(input(), 'Hej');
    keyDown(input(), 'Enter');
    await flush(6);
    expect(messages().at(-1)).toBe(`Asystent: ${MESSAGES.chat.rateLimited}`);
  });

  it('falls back to the thank-you message for an empty reply', async () => {
    respond = async () => json(200, { reply: '  ' });
    const { bubble, input, messages } = setup();
    click(bubble());
    type(input(), 'Hej');
    keyDown(input(), 'Enter');
    await flush(6);
    expect(messages().at(-1)).toBe(`Asystent: ${MESSAGES.chat.emptyReplyFallback}`);
  });

  it('sends the last 8 messages as history, without failure notices', async () => {
    const entries: ChatEntry[] = Array.from({ length: 11 }, (_, index) => ({
      id: 100 + index,
      role: index % 2 === 0 ? 'user' : 'assistant',
      text: `m${index}`,
      ...(index === 9 ? { error: true } : {}),
    }));
    expect(historyOf(entries).map((entry) => entry.text)).toEqual(['m2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm10']);

    // The same through the widget: six questions m0, m2 … m10, each answered m1, m3 … m11,
    // except m8, whose call fails (its failure notice is not history).
    respond = async () => {
      const asked = Number(calls.at(-1)!.body.message.slice(1));
      return asked === 8 ? json(502, { error: MESSAGES.chat.failed, code: 'chat_unavailable' }) : json(200, { reply: `m${asked + 1}` });
    };
    const { bubble, input, messages } = setup();
    click(bubble());
    for (const asked of [0, 2, 4, 6, 8, 10]) {
      type(input(), `m${asked}`);
      keyDown(input(), 'Enter');
      await flush(6);
    }
    expect(messages().at(-3)).toBe(`Asystent: ${MESSAGES.chat.failed}`);
    type(input(), 'Pytanie');
    keyDown(input(), 'Enter');
    await flush(6);
    const history = calls.at(-1)!.body.history;
    expect(history.map((entry) => entry.text)).toEqual(['m3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm10', 'm11']);
    expect(history[0]).toEqual({ role: 'assistant', text: 'm3' });
    expect(history.some((entry) => entry.text === MESSAGES.chat.failed)).toBe(false);
  });

  it('closes with Escape and gives the focus back to the bubble', () => {
    const { bubble, panel, input } = setup();
    click(bubble());
    keyDown(input(), 'Escape');
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(bubble());
    click(bubble());
    click(within(panel()).getByRole('button', { name: 'Zamknij czat' }));
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(bubble());
  });

  it('keeps the conversation and the draft when the widget is mounted again (another page)', async () => {
    const first = setup();
    click(first.bubble());
    type(first.input(), 'Czy Pimpek jest dostępny?');
    keyDown(first.input(), 'Enter');
    await flush(6);
    type(first.input(), 'Szkic');
    first.unmount();

    const second = setup();
    expect(second.panel().hidden).toBe(false);
    expect(second.messages().slice(1)).toEqual(['Ty: Czy Pimpek jest dostępny?', 'Asystent: Odpowiedź asystenta']);
    expect(second.input().value).toBe('Szkic');
    expect(second.announcer()).toBe('');
    expect((JSON.parse(sessionStorage.getItem('pets.chat') ?? '{}') as { state: { entries: unknown[] } }).state.entries).toHaveLength(2);
  });
});
