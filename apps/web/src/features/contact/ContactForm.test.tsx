import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MESSAGES, PRIVACY_POLICY_VERSION } from '@pets/shared';
import { cleanup, flush, render } from '../../test/dom';
import { ContactForm } from './ContactForm';

/** Sets a React-controlled input's value as typing would, then leaves the field. */
function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function blur(element: HTMLElement) {
  act(() => {
    element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}
function toggle(element: HTMLInputElement) {
  act(() => {
    element.click();
  });
}
function submit(form: HTMLFormElement) {
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

function setup() {
  const rendered = render(<ContactForm />);
  const q = <T extends Element>(selector: string) => rendered.container.querySelector<T>(selector)!;
  return {
    ...rendered,
    form: q<HTMLFormElement>('form'),
    fullName: q<HTMLInputElement>('input[name="fullName"]'),
    email: q<HTMLInputElement>('input[name="email"]'),
    phone: q<HTMLInputElement>('input[name="phone"]'),
    question: q<HTMLTextAreaElement>('textarea[name="question"]'),
    policy: q<HTMLInputElement>('input[name="policy"]'),
    website: q<HTMLInputElement>('input[name="website"]'),
    button: q<HTMLButtonElement>('button[type="submit"]'),
    errors: () => Array.from(rendered.container.querySelectorAll('.form__error')).map((element) => element.textContent),
    text: () => rendered.container.textContent ?? '',
  };
}

function fillValid(form: ReturnType<typeof setup>) {
  type(form.fullName, '  Anna Nowak ');
  type(form.email, ' anna@example.test ');
  type(form.phone, '600700800');
  type(form.question, ' Czy Pimpek jest jeszcze dostępny? ');
  toggle(form.policy);
}

describe('ContactForm', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('has the fields of the spec, a 4-row textarea and a hidden trap field', () => {
    const form = setup();
    expect(Number(form.question.getAttribute('rows'))).toBe(4);
    // Room for a pasted "+48 600 700 800", which the field then shortens to the nine digits.
    expect(Number(form.phone.getAttribute('maxlength'))).toBeGreaterThanOrEqual('0048 600 700 800'.length);
    expect(form.phone.getAttribute('autocomplete')).toBe('tel');
    expect(form.website.getAttribute('tabindex')).toBe('-1');
    expect(form.website.getAttribute('autocomplete')).toBe('off');
    expect(form.website.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(form.button.textContent).toBe('Wyślij wiadomość');
  });

  it('marks all five fields as required: the attribute, a visible star and a note explaining it', () => {
    const form = setup();
    for (const field of [form.fullName, form.email, form.phone, form.question, form.policy]) {
      expect(field.required).toBe(true);
      const label = field.closest('label') ?? form.form.querySelector(`label[for="${field.id}"]`);
      expect(label?.querySelector('.required-mark[aria-hidden="true"]')?.textContent?.trim()).toBe('*');
    }
    expect(form.text()).toContain('Wszystkie pola są wymagane');
    // The hidden trap field is not one of them.
    expect(form.website.required).toBe(false);
  });

  it('shows no error before the first submit attempt, then every message of the spec and the banner for 3 s', () => {
    const form = setup();
    type(form.fullName, 'Jo');
    blur(form.fullName);
    expect(form.errors()).toEqual([]);

    submit(form.form);
    expect(form.errors()).toEqual([
      MESSAGES.contact.fullNameTooShort,
      MESSAGES.contact.emailRequired,
      MESSAGES.contact.phoneRequired,
      MESSAGES.contact.questionRequired,
      MESSAGES.contact.policyRequired,
    ]);
    expect(form.text()).toContain(MESSAGES.contact.invalidSubmit);
    expect(document.activeElement).toBe(form.fullName);
    expect(form.fullName.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    // Validated on change from now on.
    type(form.email, 'anna@');
    type(form.phone, '1234');
    type(form.question, 'Za krótko');
    expect(form.errors()).toEqual([
      MESSAGES.contact.fullNameTooShort,
      MESSAGES.contact.emailInvalid,
      MESSAGES.contact.phoneInvalid,
      MESSAGES.contact.questionTooShort,
      MESSAGES.contact.policyRequired,
    ]);
    type(form.fullName, 'Joanna');
    expect(form.errors()[0]).toBe(MESSAGES.contact.emailInvalid);

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(form.text()).toContain(MESSAGES.contact.invalidSubmit);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(form.text()).not.toContain(MESSAGES.contact.invalidSubmit);
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
    fetchMock.mockResolvedValue(new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } }));
    const form = setup();
    fillValid(form);
    type(form.phone, '');
    for (const key of '+48 600 700 800') type(form.phone, form.phone.value + key);
    expect(form.phone.value).toBe('600700800');
    submit(form.form);
    await flush();
    expect(JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit).body)).phone).toBe('600700800');
  });

  it('sends the trimmed fields, shows Wysyłanie… while sending, then the success notice for 3 s and an empty form', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const form = setup();
    fillValid(form);
    submit(form.form);
    expect(form.button.disabled).toBe(true);
    expect(form.button.textContent).toBe(MESSAGES.contact.submitting);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init.body)).toEqual({
      fullName: 'Anna Nowak',
      email: 'anna@example.test',
      phone: '600700800',
      question: 'Czy Pimpek jest jeszcze dostępny?',
      policy: true,
      policyVersion: PRIVACY_POLICY_VERSION,
      website: '',
    });

    answer(new Response(JSON.stringify({ message: MESSAGES.contact.sent }), { status: 201, headers: { 'content-type': 'application/json' } }));
    await flush(6);
    expect(form.text()).toContain(MESSAGES.contact.sent);
    expect(form.button.disabled).toBe(false);
    expect([form.fullName.value, form.email.value, form.phone.value, form.question.value, form.policy.checked]).toEqual(['', '', '', '', false]);
    expect(form.errors()).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(form.text()).not.toContain(MESSAGES.contact.sent);
  });

  it.each([
    [{ error: 'Błąd z pola error' }, 400, 'Błąd z pola error'],
    [{ message: 'Błąd z pola message' }, 500, 'Błąd z pola message'],
    [{}, 500, MESSAGES.contact.sendFailed],
  ])('shows the server error %j', async (body, status, expected) => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    const form = setup();
    fillValid(form);
    submit(form.form);
    await flush(6);
    expect(form.text()).toContain(expected);
    expect(form.fullName.value).toBe('  Anna Nowak ');
  });

  it('shows the default failure text when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const form = setup();
    fillValid(form);
    submit(form.form);
    await flush(6);
    expect(form.text()).toContain(MESSAGES.contact.sendFailed);
  });
});
