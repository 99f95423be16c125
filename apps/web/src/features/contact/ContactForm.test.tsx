import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MESSAGES, PRIVACY_POLICY_VERSION } from '@pets/shared';
import { ContactForm } from './ContactForm';
import { withQueryClient } from '../../test/query-client';

/** Lets the form's asynchronous validation, the request and the React updates they cause settle. */
async function settle(times = 6) {
  for (let index = 0; index < times; index += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

/** Types a whole new value into a field, as a visitor would (React and react-hook-form see an input event). */
function type(element: HTMLElement, value: string) {
  fireEvent.input(element, { target: { value } });
}

const fields = () => ({
  fullName: screen.getByRole<HTMLInputElement>('textbox', { name: /Imię i nazwisko/ }),
  email: screen.getByRole<HTMLInputElement>('textbox', { name: /E-mail/ }),
  phone: screen.getByRole<HTMLInputElement>('textbox', { name: /Numer telefonu/ }),
  question: screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Treść wiadomości/ }),
  policy: screen.getByRole<HTMLInputElement>('checkbox', { name: /Akceptuję Politykę Prywatności/ }),
  button: screen.getByRole<HTMLButtonElement>('button', { name: /Wyślij wiadomość|Wysyłanie/ }),
});

/** A field's accessible description: the notes its aria-describedby names, as a screen reader reads them after the field. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** The error texts the fields are described by, in page order. */
const fieldErrors = (form: ReturnType<typeof fields>) =>
  [form.fullName, form.email, form.phone, form.question, form.policy].map(description).filter(Boolean);

function setup() {
  render(withQueryClient(<ContactForm />));
  return fields();
}

/** Sends the form as a visitor does: with its submit button. */
const submit = (form: ReturnType<typeof fields>) => fireEvent.click(form.button);

async function fillValid(form: ReturnType<typeof setup>) {
  type(form.fullName, '  Anna Nowak ');
  type(form.email, ' anna@example.test ');
  type(form.phone, '600700800');
  type(form.question, ' Czy Pimpek jest jeszcze dostępny? ');
  fireEvent.click(form.policy);
  await settle();
}

const jsonResponse = (body: unknown, status = 201) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ContactForm', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has the fields of the spec, a 4-row textarea and a hidden trap field', () => {
    const form = setup();
    expect(Number(form.question.getAttribute('rows'))).toBe(4);
    // Room for a pasted "+48 600 700 800", which the field then shortens to the nine digits.
    expect(Number(form.phone.getAttribute('maxlength'))).toBeGreaterThanOrEqual('0048 600 700 800'.length);
    expect(form.phone).toHaveProperty('autocomplete', 'tel');
    // The trap is out of the accessibility tree and of the tab order.
    expect(screen.queryByRole('textbox', { name: 'Strona internetowa' })).toBeNull();
    const website = screen.getByLabelText<HTMLInputElement>('Strona internetowa');
    expect(website.getAttribute('tabindex')).toBe('-1');
    expect(website.getAttribute('autocomplete')).toBe('off');
    expect(form.button.textContent).toBe('Wyślij wiadomość');
  });

  it('marks all five fields as required: the attribute, a visible star and a note explaining it', () => {
    setup();
    const required = [
      ['textbox', 'Imię i nazwisko'],
      ['textbox', 'E-mail'],
      ['textbox', 'Numer telefonu'],
      ['textbox', 'Treść wiadomości'],
      ['checkbox', 'Akceptuję Politykę Prywatności'],
    ] as const;
    for (const [role, name] of required) {
      // The star is seen after the label but not read out as part of the field's name.
      const field = screen.getByRole<HTMLInputElement | HTMLTextAreaElement>(role, {
        name: (accessible) => accessible.startsWith(name) && !accessible.includes('*'),
      });
      expect(field.required, name).toBe(true);
      expect(field.labels?.[0]?.textContent?.trim().at(-1), name).toBe('*');
    }
    expect(screen.getByText(/Wszystkie pola są wymagane/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Strona internetowa').required).toBe(false);
  });

  it('shows no error before the first submit attempt, then every message of the spec and the banner for 3 s', async () => {
    const form = setup();
    type(form.fullName, 'Jo');
    fireEvent.blur(form.fullName);
    await settle();
    expect(fieldErrors(form)).toEqual([]);

    submit(form);
    await settle();
    expect(fieldErrors(form)).toEqual([
      MESSAGES.contact.fullNameTooShort,
      MESSAGES.contact.emailRequired,
      MESSAGES.contact.phoneRequired,
      MESSAGES.contact.questionRequired,
      MESSAGES.contact.policyRequired,
    ]);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.contact.invalidSubmit);
    expect(document.activeElement).toBe(form.fullName);
    expect(form.fullName.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Imię i nazwisko/, description: MESSAGES.contact.fullNameTooShort })).toBe(form.fullName);
    expect(fetchMock).not.toHaveBeenCalled();

    // Validated on change from now on.
    type(form.email, 'anna@');
    type(form.phone, '1234');
    type(form.question, 'Za krótko');
    await settle();
    expect(fieldErrors(form)).toEqual([
      MESSAGES.contact.fullNameTooShort,
      MESSAGES.contact.emailInvalid,
      MESSAGES.contact.phoneInvalid,
      MESSAGES.contact.questionTooShort,
      MESSAGES.contact.policyRequired,
    ]);
    type(form.fullName, 'Joanna');
    await settle();
    expect(fieldErrors(form)[0]).toBe(MESSAGES.contact.emailInvalid);
    expect(form.fullName.getAttribute('aria-invalid')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByRole('alert')?.textContent).toBe(MESSAGES.contact.invalidSubmit);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(MESSAGES.contact.invalidSubmit)).toBeNull();
  });

  it('focuses the first wrong field in the order of the form', async () => {
    const form = setup();
    type(form.fullName, 'Joanna Nowak');
    type(form.email, 'joanna@example.test');
    submit(form);
    await settle();
    expect(document.activeElement).toBe(form.phone);
  });

  it('keeps only digits in the phone, at most 9, without the +48 or 0048 country code', () => {
    const form = setup();
    type(form.phone, '+48 600-700 800 99');
    expect(form.phone.value).toBe('600700800');
    type(form.phone, '0048 600 700 800');
    expect(form.phone.value).toBe('600700800');
    type(form.phone, '600 700 800');
    expect(form.phone.value).toBe('600700800');
    type(form.phone, 'abc');
    expect(form.phone.value).toBe('');
  });

  it('sends the national number when the phone was typed with +48 key by key', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    const form = setup();
    await fillValid(form);
    type(form.phone, '');
    for (const key of '+48 600 700 800') type(form.phone, form.phone.value + key);
    expect(form.phone.value).toBe('600700800');
    submit(form);
    await settle();
    expect((JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit).body)) as { phone: string }).phone).toBe('600700800');
  });

  it('sends the trimmed fields, shows Wysyłanie… while sending, then the success notice for 3 s and an empty form', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const form = setup();
    await fillValid(form);
    submit(form);
    await settle();
    expect(form.button.disabled).toBe(true);
    expect(form.button.textContent).toBe(MESSAGES.contact.submitting);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init.body))).toEqual({
      fullName: 'Anna Nowak',
      email: 'anna@example.test',
      phone: '600700800',
      question: 'Czy Pimpek jest jeszcze dostępny?',
      policy: true,
      policyVersion: PRIVACY_POLICY_VERSION,
      website: '',
    });

    answer(jsonResponse({ message: MESSAGES.contact.sent }));
    await settle();
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.contact.sent);
    expect(form.button.disabled).toBe(false);
    expect([form.fullName.value, form.email.value, form.phone.value, form.question.value, form.policy.checked]).toEqual(['', '', '', '', false]);
    expect(fieldErrors(form)).toEqual([]);

    // A new message starts afresh: no error before its own first submit attempt.
    type(form.fullName, 'Jo');
    await settle();
    expect(fieldErrors(form)).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText(MESSAGES.contact.sent)).toBeNull();
  });

  it.each([
    [{ error: 'Błąd z pola error' }, 400, 'Błąd z pola error'],
    [{ message: 'Błąd z pola message' }, 500, 'Błąd z pola message'],
    [{}, 500, MESSAGES.contact.sendFailed],
  ])('shows the server error %j', async (body, status, expected) => {
    fetchMock.mockResolvedValue(jsonResponse(body, status));
    const form = setup();
    await fillValid(form);
    submit(form);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(expected);
    expect(form.fullName.value).toBe('  Anna Nowak ');
  });

  it('shows the default failure text when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const form = setup();
    await fillValid(form);
    submit(form);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.contact.sendFailed);
  });
});

describe('ContactForm rendered on the server', () => {
  let root: Root | undefined;

  beforeEach(() => {
    // hydrateRoot is called here directly (not through Testing Library's render), inside act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: MESSAGES.contact.sent })));
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('takes over what a visitor typed before hydration, with the phone rule applied, and hydrates without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(withQueryClient(<ContactForm />));
    document.body.append(container);
    const page = within(container);

    // The visitor types into the server's markup before the scripts have run.
    page.getByRole<HTMLInputElement>('textbox', { name: /Imię i nazwisko/ }).value = 'Anna Nowak';
    page.getByRole<HTMLInputElement>('textbox', { name: /E-mail/ }).value = 'anna@example.test';
    page.getByRole<HTMLInputElement>('textbox', { name: /Numer telefonu/ }).value = 'ab12-34 56789012';
    page.getByRole<HTMLTextAreaElement>('textbox', { name: /Treść wiadomości/ }).value = 'Czy Pimpek jest jeszcze dostępny?';
    page.getByRole<HTMLInputElement>('checkbox', { name: /Akceptuję/ }).checked = true;

    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, withQueryClient(<ContactForm />), { onRecoverableError });
    });
    await settle();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();

    // Nothing typed was wiped; the phone keeps the digits its rule gives.
    const phone = page.getByRole<HTMLInputElement>('textbox', { name: /Numer telefonu/ });
    expect(phone.value).toBe('123456789');
    expect(page.getByRole<HTMLInputElement>('textbox', { name: /Imię i nazwisko/ }).value).toBe('Anna Nowak');

    fireEvent.click(page.getByRole('button', { name: 'Wyślij wiadomość' }));
    await settle();
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      fullName: 'Anna Nowak',
      email: 'anna@example.test',
      phone: '123456789',
      question: 'Czy Pimpek jest jeszcze dostępny?',
      policy: true,
      policyVersion: PRIVACY_POLICY_VERSION,
      website: '',
    });
    expect(page.getByRole('status').textContent).toBe(MESSAGES.contact.sent);
  });

  it('renders the same markup on the server and in the browser', () => {
    const server = renderToString(withQueryClient(<ContactForm />));
    const container = document.createElement('div');
    document.body.append(container);
    const onRecoverableError = vi.fn();
    container.innerHTML = server;
    const before = container.innerHTML;
    act(() => {
      root = hydrateRoot(container, withQueryClient(<ContactForm />), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
  });
});
