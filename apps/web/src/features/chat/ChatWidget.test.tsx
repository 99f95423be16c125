import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LIMITS, MESSAGES } from '@pets/shared';
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
  const { container } = rendered;
  const bubble = () => container.querySelector<HTMLButtonElement>('.chat__bubble')!;
  const panel = () => container.querySelector<HTMLElement>('#chat-panel')!;
  const input = () => panel().querySelector<HTMLTextAreaElement>('textarea')!;
  const send = () => panel().querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const messages = () => Array.from(panel().querySelectorAll<HTMLElement>('.chat__msg:not(.chat__typing)')).map((item) => item.textContent ?? '');
  const counter = () => panel().querySelector('[data-testid="chat-counter"] [aria-hidden="true"]')!.textContent;
  const typing = () => panel().querySelector('[data-testid="chat-typing"]');
  const announcer = () => panel().querySelector('[data-testid="chat-announcer"]')!.textContent;
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
    expect(panel().getAttribute('role')).toBe('dialog');
    expect(panel().querySelector('h2')!.textContent).toBe(MESSAGES.chat.title);
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
    const link = panel().querySelector<HTMLAnchorElement>('.chat__msg a')!;
    expect(link.getAttribute('href')).toBe('/abc-adopcji');
    expect(link.textContent).toBe('/abc-adopcji');
    expect(send().disabled).toBe(false);
  });

  it('shows the failure text of SPEC section 8 when the call fails', async () => {
    respond = async () => json(502, { error: MESSAGES.chat.failed, code: 'chat_unavailable' });
    const { bubble, input, messages, panel } = setup();
    click(bubble());
    type(input(), 'Hej');
    keyDown(input(), 'Enter');
    await flush(6);
    expect(messages().at(-1)).toBe(`Asystent: ${MESSAGES.chat.failed}`);
    expect(panel().querySelector('[data-testid="chat-error"]')).not.toBeNull();

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
    act(() => useChatStore.setState({ entries }));
    const { bubble, input } = setup();
    click(bubble());
    type(input(), 'Pytanie');
    keyDown(input(), 'Enter');
    await flush(6);
    expect(calls[0]!.body.history).toHaveLength(8);
    expect(calls[0]!.body.history[0]).toEqual({ role: 'user', text: 'm2' });
    expect(calls[0]!.body.history.some((entry) => entry.text === 'm9')).toBe(false);
  });

  it('closes with Escape and gives the focus back to the bubble', () => {
    const { bubble, panel, input } = setup();
    click(bubble());
    keyDown(input(), 'Escape');
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(bubble());
    click(bubble());
    click(panel().querySelector<HTMLButtonElement>('.chat__close')!);
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
    expect(JSON.parse(sessionStorage.getItem('pets.chat') ?? '{}').state.entries).toHaveLength(2);
  });
});
