import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FOSTER_MESSAGES, MESSAGES, PRIVACY_POLICY_VERSION, SPECIES } from '@pets/shared';
import { FosterApplyPage } from './FosterApplyPage';
import { formatPostcodeInput } from './foster-apply-form';
import { withQueryClient } from '../../test/query-client';

/** Lets the form's validation, the request and the React updates they cause settle. */
async function settle(times = 6) {
  for (let index = 0; index < times; index += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

/** Types a whole new value into a field, as a visitor would. */
function type(element: HTMLElement, value: string) {
  fireEvent.input(element, { target: { value } });
}

/** A control's accessible description: the notes its aria-describedby names. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const jsonResponse = (body: unknown, status = 201) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup() {
  render(withQueryClient(<FosterApplyPage />));
  const form = screen.getByRole('form', { name: 'Zgłoś swój dom' });
  const get = within(form);
  return {
    form,
    firstName: get.getByRole<HTMLInputElement>('textbox', { name: /^Imię/ }),
    lastName: get.getByRole<HTMLInputElement>('textbox', { name: /^Nazwisko/ }),
    email: get.getByRole<HTMLInputElement>('textbox', { name: /^E-mail/ }),
    phone: get.getByRole<HTMLInputElement>('textbox', { name: /^Telefon/ }),
    postcode: get.getByRole<HTMLInputElement>('textbox', { name: /^Kod pocztowy/ }),
    city: get.getByRole<HTMLInputElement>('textbox', { name: /^Miejscowość/ }),
    species: get.getByRole('group', { name: /Jakie zwierzaki możesz przyjąć\?/ }),
    capacity: get.getByRole<HTMLInputElement>('spinbutton', { name: /Ile zwierzaków naraz\?/ }),
    experience: get.getByRole<HTMLTextAreaElement>('textbox', { name: /Twoje doświadczenie z małymi zwierzętami/ }),
    housing: get.getByRole<HTMLTextAreaElement>('textbox', { name: /Warunki w domu/ }),
    otherAnimals: get.getByRole<HTMLTextAreaElement>('textbox', { name: /Inne zwierzęta w domu/ }),
    vetYes: get.getByRole<HTMLInputElement>('radio', { name: 'Tak' }),
    unavailable: get.getByRole<HTMLTextAreaElement>('textbox', { name: /Kiedy nie możesz przyjmować zwierzaków\? \(np\. wyjazdy\)/ }),
    consent: get.getByRole<HTMLInputElement>('checkbox', { name: /Zgadzam się/ }),
    button: get.getByRole<HTMLButtonElement>('button', { name: /Wyślij zgłoszenie|Wysyłanie/ }),
  };
}
type Form = ReturnType<typeof setup>;

const speciesBox = (form: Form, name: string) => within(form.species).getByRole<HTMLInputElement>('checkbox', { name });

async function fillValid(form: Form) {
  type(form.firstName, ' Anna ');
  type(form.lastName, 'Kowalska');
  type(form.email, 'anna@example.test');
  type(form.phone, '+48 600 700 800');
  type(form.postcode, '30001');
  type(form.city, 'Kraków');
  fireEvent.click(speciesBox(form, 'Świnka morska'));
  fireEvent.click(speciesBox(form, 'Chomik syryjski'));
  type(form.capacity, '2');
  type(form.experience, ' Mam świnki od lat. ');
  fireEvent.click(form.vetYes);
  fireEvent.click(form.consent);
  await settle();
}

describe('FosterApplyPage', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;

  beforeEach(() => {
    // settle() runs React's updates in act() itself.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('explains what a foster home does, then asks for every field of the application by its label', () => {
    const form = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Zostań domem tymczasowym' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Czym jest dom tymczasowy?' })).toBeTruthy();
    expect(screen.getByText(/płaci za weterynarza/)).toBeTruthy();
    expect(screen.getByText(/Dostaniesz osobistą stronę swojego domu tymczasowego/)).toBeTruthy();
    expect(within(form.species).getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([...SPECIES]);
    for (const required of [form.firstName, form.lastName, form.email, form.phone, form.postcode, form.city, form.capacity, form.consent]) {
      expect(required.required).toBe(true);
    }
    for (const optional of [form.experience, form.housing, form.otherAnimals, form.unavailable]) {
      expect(optional.required).toBe(false);
      expect(optional.labels?.[0]?.textContent).toContain('(nieobowiązkowe)');
    }
    expect([Number(form.capacity.min), Number(form.capacity.max)]).toEqual([1, 20]);
    expect(within(form.form).getByRole('link', { name: /polityk/ }).getAttribute('href')).toBe('/docs/polityka-prywatnosci.pdf');
    // The trap is out of the accessibility tree and of the tab order.
    expect(screen.getByLabelText<HTMLInputElement>('Strona internetowa').getAttribute('tabindex')).toBe('-1');
  });

  it('shows every wrong field with its Polish message, tied by aria-describedby, and focuses the first one', async () => {
    const form = setup();
    type(form.firstName, 'Anna');
    type(form.phone, '1234');
    type(form.postcode, '3000');
    type(form.capacity, '');
    fireEvent.click(form.button);
    await settle();

    expect(screen.getByRole('alert').textContent).toBe(FOSTER_MESSAGES.applicationInvalid);
    expect(description(form.firstName)).toBe('');
    expect(description(form.lastName)).toBe(FOSTER_MESSAGES.lastNameRequired);
    expect(description(form.email)).toBe(MESSAGES.contact.emailRequired);
    expect(description(form.phone)).toBe(MESSAGES.contact.phoneInvalid);
    expect(description(form.postcode)).toBe(FOSTER_MESSAGES.postcodeInvalid);
    expect(description(form.city)).toBe(FOSTER_MESSAGES.cityRequired);
    expect(description(speciesBox(form, 'Królik'))).toBe(FOSTER_MESSAGES.speciesRequired);
    expect(description(form.species)).toBe(FOSTER_MESSAGES.speciesRequired);
    expect(description(form.capacity)).toContain(FOSTER_MESSAGES.capacityInvalid);
    expect(description(form.consent)).toBe(FOSTER_MESSAGES.consentRequired);
    expect(form.lastName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.lastName);
    expect(fetchMock).not.toHaveBeenCalled();

    // Checked again on every change from now on.
    fireEvent.click(speciesBox(form, 'Królik'));
    type(form.lastName, 'Kowalska');
    await settle();
    expect(description(form.species)).toBe('');
    expect(description(form.lastName)).toBe('');
  });

  it('sends the application once with its key, shows Wysyłanie…, then the thanks with the focus on it', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const form = setup();
    await fillValid(form);
    expect(form.phone.value).toBe('600700800');
    expect(form.postcode.value).toBe('30-001');
    fireEvent.click(form.button);
    await settle();
    expect(form.button.disabled).toBe(true);
    expect(form.button.textContent).toBe(FOSTER_MESSAGES.applicationSubmitting);
    // A second press while sending sends nothing more.
    fireEvent.submit(form.form);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/foster/applications');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toEqual({
      firstName: 'Anna',
      lastName: 'Kowalska',
      email: 'anna@example.test',
      phone: '600700800',
      postcode: '30-001',
      city: 'Kraków',
      species: ['Chomik syryjski', 'Świnka morska'],
      capacity: 2,
      experience: 'Mam świnki od lat.',
      housing: '',
      otherAnimals: '',
      vetTransport: true,
      unavailable: '',
      consent: true,
      policyVersion: PRIVACY_POLICY_VERSION,
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      website: '',
    });

    answer(jsonResponse({ message: FOSTER_MESSAGES.applicationSent }));
    await settle();
    const thanks = screen.getByRole('status');
    expect(thanks.textContent).toContain('Dziękujemy za zgłoszenie!');
    expect(thanks.textContent).toContain(FOSTER_MESSAGES.applicationSent);
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('form', { name: 'Zgłoś swój dom' })).toBeNull();
  });

  it('keeps everything typed on a failure and retries with the same key: the network, then a limit', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: FOSTER_MESSAGES.rateLimited, code: 'rate_limited' }, 429));
    const form = setup();
    await fillValid(form);

    fireEvent.click(form.button);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(FOSTER_MESSAGES.applicationSendFailed);
    expect([form.firstName.value, form.city.value, form.consent.checked, speciesBox(form, 'Świnka morska').checked]).toEqual([' Anna ', 'Kraków', true, true]);

    fireEvent.click(form.button);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(FOSTER_MESSAGES.rateLimited);
    expect(form.firstName.value).toBe(' Anna ');
    const keys = fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init!.body)) as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("puts the server's field messages under their fields", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: FOSTER_MESSAGES.postcodeInvalid, code: 'validation_failed', fields: { postcode: 'Serwer: zły kod.', 'species.0': 'Serwer: zły gatunek.' } }, 400));
    const form = setup();
    await fillValid(form);
    fireEvent.click(form.button);
    await settle();
    expect(description(form.postcode)).toBe('Serwer: zły kod.');
    expect(description(form.species)).toBe('Serwer: zły gatunek.');
    expect(document.activeElement).toBe(form.postcode);
  });

  it('puts the hyphen into a postcode typed as digits', () => {
    expect(['3', '30', '300', '30001', '30-001', '30-0012', 'ab30x001'].map(formatPostcodeInput)).toEqual(['3', '30', '30-0', '30-001', '30-001', '30-001', '30-001']);
  });

  it('is complete in the HTML the server renders, before any script', () => {
    const html = renderToString(withQueryClient(<FosterApplyPage />));
    expect(html).toContain('Zostań domem tymczasowym');
    expect(html).toContain('Zgłoś swój dom');
    expect(html).toContain('Jakie zwierzaki możesz przyjąć?');
  });
});
