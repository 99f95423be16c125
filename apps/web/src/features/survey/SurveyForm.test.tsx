import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cleanup, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { MESSAGES, PRIVACY_POLICY_VERSION, type AnimalListItem, type SurveyQuestion } from '@pets/shared';
import { Toaster } from '../../ui/Toaster';
import { useToastStore } from '../../ui/toast-store';
import type { ResourceState } from '../../ui/useQueryState';
import { SurveyForm } from './SurveyForm';

const option = (id: number, label: string, note = false) => ({ id_opcji: id, etykieta_opcji: label, wymaga_dopisku: note ? (1 as const) : (0 as const) });

const QUESTIONS: SurveyQuestion[] = [
  { id_pytania: 1, etykieta: 'Wymiary klatki', typ: 'tekst', obowiazkowe: 1, opcje: [], grupa: 'Klatka' },
  { id_pytania: 2, etykieta: 'Mieszkanie', typ: 'radio', obowiazkowe: 1, opcje: [option(21, 'Blok'), option(22, 'Dom')], grupa: 'Klatka' },
  { id_pytania: 3, etykieta: 'Inne zwierzęta', typ: 'checkbox', obowiazkowe: 0, opcje: [option(31, 'Pies'), option(32, 'Kot')], grupa: 'Dom' },
  { id_pytania: 4, etykieta: 'Uwagi', typ: 'textarea', obowiazkowe: 0, opcje: [], grupa: 'Dom' },
];

const animal = (id: number, imie: string) =>
  ({ id_zwierzaka: id, imie, gatunek: 'Królik', plec: 'Samica', status: 'Dostępny', cover: '' }) as unknown as AnimalListItem;
const ANIMALS: ResourceState<AnimalListItem[]> = { status: 'success', data: [animal(7, 'Pimpek'), animal(8, 'Tola')], error: null } as ResourceState<AnimalListItem[]>;

function Survey() {
  return (
    <>
      <SurveyForm species="Królik" questions={QUESTIONS} presetAnimalId={7} animals={ANIMALS} onReloadAnimals={() => undefined} />
      <Toaster />
    </>
  );
}

async function settle(times = 6) {
  for (let index = 0; index < times; index += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

const type = (element: HTMLElement, value: string) => fireEvent.input(element, { target: { value } });
/** The newest toast (an earlier one may still be closing). */
const lastAlert = () => screen.getAllByRole('alert').at(-1)?.textContent;
const okResponse = () => new Response(JSON.stringify({ id: 1 }), { status: 201, headers: { 'content-type': 'application/json' } });
const sentBody = () => JSON.parse(String((vi.mocked(fetch).mock.calls[0]?.[1] as RequestInit).body)) as Record<string, unknown>;

beforeEach(() => {
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal('fetch', vi.fn(async () => okResponse()));
});
afterEach(() => {
  cleanup();
  act(() => useToastStore.setState({ toasts: [] }));
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SurveyForm', () => {
  it('checks one rule at a time in the order of the spec, focusing the field of each problem', async () => {
    render(<Survey />);
    const form = screen.getByRole('form', { name: 'Formularz ankiety adopcyjnej' });
    const phone = screen.getByRole('textbox', { name: /Telefon/ });
    fireEvent.submit(form);
    await settle();
    expect(lastAlert()).toContain(MESSAGES.survey.invalidPhone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(phone));

    // Typing in the phone keeps only digits, plus signs and spaces, and clears its problem.
    type(phone, '+48 600-700-800a');
    expect((phone as HTMLInputElement).value).toBe('+48 600700800');
    expect(phone.getAttribute('aria-invalid')).toBeNull();

    fireEvent.submit(form);
    await settle();
    expect(lastAlert()).toContain(MESSAGES.survey.invalidEmail);
    type(screen.getByRole('textbox', { name: /E-mail/ }), 'anna@example.org');

    fireEvent.submit(form);
    await settle();
    expect(lastAlert()).toContain(MESSAGES.survey.contactRequired);
    const first = screen.getByRole('textbox', { name: /^Imię/ });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(within(first.parentElement!).getByText('To pole jest wymagane.')).toBeTruthy();
    for (const [label, value] of [[/^Imię/, 'Anna'], [/Nazwisko/, 'Nowak'], [/Kod pocztowy/, '00-001'], [/Miejscowość/, 'Warszawa']] as const) {
      type(screen.getByRole('textbox', { name: label }), value);
    }

    fireEvent.submit(form);
    await settle();
    expect(lastAlert()).toContain(MESSAGES.survey.missingRequired);
    expect(screen.getAllByText('To pytanie wymaga odpowiedzi.')).toHaveLength(2);
    type(screen.getByRole('textbox', { name: /Wymiary klatki/ }), '100 × 50 cm');
    fireEvent.click(screen.getByRole('radio', { name: 'Dom' }));
    expect(screen.queryByText('To pytanie wymaga odpowiedzi.')).toBeNull();

    fireEvent.submit(form);
    await settle();
    expect(lastAlert()).toContain(MESSAGES.survey.consentRequired);
    const consent = screen.getByRole('checkbox', { name: /Potwierdzam, że znam/ });
    await waitFor(() => expect(document.activeElement).toBe(consent));
    fireEvent.click(consent);

    fireEvent.submit(form);
    await settle();
    expect(sentBody()).toMatchObject({
      imie: 'Anna',
      telefon: '+48600700800',
      email: 'anna@example.org',
      zwierzaki: [7],
      odpowiedzi: { '1': '100 × 50 cm', '2': '22' },
      zgoda: true,
      wersja_polityki: PRIVACY_POLICY_VERSION,
    });
    // Emptied for the next survey, with the animal it was opened for chosen again.
    expect(screen.getByTestId('survey-sent')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Imię/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('checkbox', { name: /Pimpek/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Dom' }) as HTMLInputElement).checked).toBe(false);
    expect((consent as HTMLInputElement).checked).toBe(false);
  });
});

describe('SurveyForm rendered on the server', () => {
  let root: Root | undefined;

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  it('takes over what a visitor filled in before hydration and sends it, without a hydration mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Survey />);
    document.body.append(container);
    const page = within(container);
    const input = (role: 'textbox' | 'checkbox' | 'radio', name: RegExp | string) => page.getByRole<HTMLInputElement>(role, { name });

    input('textbox', /^Imię/).value = 'Anna';
    input('textbox', /Nazwisko/).value = 'Nowak';
    input('textbox', /Telefon/).value = 'tel. 600-700-800';
    input('textbox', /E-mail/).value = 'anna@example.org';
    input('textbox', /Kod pocztowy/).value = '00-001';
    input('textbox', /Miejscowość/).value = 'Warszawa';
    input('textbox', /Wymiary klatki/).value = '100 × 50 cm';
    input('radio', 'Dom').checked = true;
    input('checkbox', 'Kot').checked = true;
    page.getByRole<HTMLTextAreaElement>('textbox', { name: /Uwagi/ }).value = 'Mam balkon';
    input('checkbox', /Pimpek/).checked = false;
    input('checkbox', /Tola/).checked = true;
    input('checkbox', /Potwierdzam, że znam/).checked = true;

    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, <Survey />, { onRecoverableError });
    });
    await settle();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // The choices now show as chosen (the card of the animal picked before hydration too): the card is the checkbox's label.
    const card = (name: RegExp) => input('checkbox', name).labels?.[0]?.getAttribute('data-state');
    expect(card(/Tola/)).toBe('checked');
    expect(card(/Pimpek/)).toBe('unchecked');
    expect(input('textbox', /Telefon/).value).toBe(' 600700800');
    expect(input('radio', 'Dom').checked).toBe(true);

    fireEvent.submit(page.getByRole('form', { name: 'Formularz ankiety adopcyjnej' }));
    await settle();
    expect(sentBody()).toMatchObject({
      gatunek: 'Królik',
      imie: 'Anna',
      nazwisko: 'Nowak',
      telefon: '600700800',
      email: 'anna@example.org',
      adres_kod: '00-001',
      adres_miasto: 'Warszawa',
      zwierzaki: [8],
      odpowiedzi: { '1': '100 × 50 cm', '2': '22', '3': [32], '4': 'Mam balkon' },
      zgoda: true,
    });
  });
});
