import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { cleanup, render as renderDom, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailTemplate, MailTemplateList } from '@pets/shared';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useConfirmStore } from '../../../ui/confirm-store';
import { useToastStore } from '../../../ui/toast-store';
import { answerConfirm, json, routedFetch, type FetchCall, withQueryClient } from '../test-helpers';
import { MailTemplatesPage } from './MailTemplatesPage';

const template = (key: string, name: string, patch: Partial<MailTemplate> = {}): MailTemplate => ({
  key,
  name,
  subject: `${name} – ankieta nr {numer_ankiety}`,
  body: 'Dzień dobry {imie},\n\nzwierzaki: {zwierzaki}.\n\n{fundacja}',
  isDefault: true,
  updatedAt: null,
  updatedBy: null,
  ...patch,
});

const LIST: MailTemplateList = {
  templates: [template('survey_reply', 'Odpowiedź na ankietę'), template('refusal', 'Odmowa adopcji', { isDefault: false, updatedAt: '2026-05-02T10:00:00Z', updatedBy: 'ola' })],
  placeholders: [
    { name: 'imie', meaning: 'imię adresata' },
    { name: 'zwierzaki', meaning: 'imiona zwierzaków' },
    { name: 'numer_ankiety', meaning: 'numer ankiety' },
    { name: 'fundacja', meaning: 'nazwa Fundacji' },
  ],
};

const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
/** The editor form, named by the template's name. */
const editor = () => screen.getByRole<HTMLFormElement>('form');
const templateButtons = () => within(screen.getByRole('navigation', { name: 'Szablony' })).getAllByRole('button');
const preview = () => within(editor()).getByRole('region', { name: 'Podgląd z przykładowymi danymi' });
/** The preview body keeps its line breaks: compare it as written. */
const previewBody = (text: string) => within(preview()).queryByText(text, { normalizer: (value) => value });
const calledWith = (calls: FetchCall[], method: string, url: string) => calls.filter((call) => call.method === method && call.url === url);
const field = (label: string) => within(editor()).getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
const button = (name: string) => within(editor()).getByRole<HTMLButtonElement>('button', { name });

/** Replaces what a field holds, as staff would (select all, type). */
async function retype(label: string, text: string) {
  const user = userEvent.setup();
  await user.clear(field(label));
  // user-event reads braces as key names: a literal one is typed doubled.
  await user.type(field(label), text.replace(/[{[]/g, (bracket) => bracket + bracket));
}

function render(routes: Record<string, unknown>, entry: string) {
  const stub = routedFetch({ 'GET /api/mail-templates': LIST, ...routes });
  renderDom(
    withQueryClient(
      <MemoryRouter initialEntries={[entry]}>
        <MailTemplatesPage />
        <ConfirmDialog />
      </MemoryRouter>,
    ),
  );
  return stub;
}

/** The screen once its templates have loaded (the editor shows). */
async function open(routes: Record<string, unknown> = {}, entry = '/admin/settings/templates') {
  const stub = render(routes, entry);
  await screen.findByRole('form');
  return stub;
}

/** Answers the confirm question by clicking `choice` in it; returns what it asked, once it has closed. */
async function answer(choice: string): Promise<string> {
  const asked = await answerConfirm(choice);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Potwierdzenie' })).toBeNull());
  return asked;
}

beforeEach(() => {
  useToastStore.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useConfirmStore.setState({ request: null });
});

describe('Szablony e-maili', () => {
  it('lists the templates, opens the first, shows the placeholders and a preview with sample data', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Szablony e-maili' })).toBeTruthy();
    const items = templateButtons();
    expect(items.map((item) => item.textContent)).toEqual(['Odpowiedź na ankietętreść domyślna', 'Odmowa adopcjizmieniony']);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    expect(field('Nazwa szablonu').value).toBe('Odpowiedź na ankietę');
    expect(within(screen.getByRole('complementary', { name: 'Pola do wstawienia' })).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['{imie}', '{zwierzaki}', '{numer_ankiety}', '{fundacja}']);
    expect(within(preview()).getByText('Odpowiedź na ankietę – ankieta nr 128').textContent).toBe('Temat: Odpowiedź na ankietę – ankieta nr 128');
    expect(previewBody('Dzień dobry Anna,\n\nzwierzaki: Pestka i Kulka.\n\nFundacja')).toBeTruthy();
    expect(editor().textContent).toContain('Obowiązuje treść domyślna.');
    expect(button('Zapisz szablon').disabled).toBe(true);
    expect(button('Przywróć domyślny').disabled).toBe(true);
  });

  it('refuses an unknown placeholder naming it, and saves a valid edit', async () => {
    const { calls } = await open({
      'PUT /api/mail-templates/survey_reply': (call: FetchCall) =>
        json(200, { message: 'Zapisano szablon „Odpowiedź”.', template: { ...LIST.templates[0]!, ...(call.body as object), isDefault: false, updatedAt: '2026-05-10T08:00:00Z', updatedBy: 'admin' } }),
    });
    const body = field('Treść');
    await retype('Treść', 'Dzień dobry {imię}!');
    expect(previewBody('Dzień dobry {imię}!')).toBeTruthy();
    await userEvent.setup().click(button('Zapisz szablon'));
    const error = await within(editor()).findByText(
      'Nieznane pole {imię} w treści. Dozwolone pola: {imie}, {nazwisko}, {zwierzaki}, {gatunek}, {inne_zwierzaki}, {numer_ankiety}, {fundacja}.',
    );
    expect(body.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(body.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(body));
    expect(calledWith(calls, 'PUT', '/api/mail-templates/survey_reply')).toHaveLength(0);

    await retype('Treść', 'Dzień dobry {imie}!');
    await retype('Nazwa szablonu', 'Odpowiedź');
    await userEvent.setup().click(button('Zapisz szablon'));
    await waitFor(() => expect(toasts()).toContain('info: Zapisano szablon „Odpowiedź”.'));
    expect(calledWith(calls, 'PUT', '/api/mail-templates/survey_reply')[0]!.body).toEqual({
      name: 'Odpowiedź',
      subject: 'Odpowiedź na ankietę – ankieta nr {numer_ankiety}',
      body: 'Dzień dobry {imie}!',
    });
    expect(toasts()).toContain('info: Zapisano szablon „Odpowiedź”.');
    expect(editor().textContent).toMatch(/Zmieniono: \d{2}\.\d{2}\.2026, \d{2}:\d{2} \(admin\)/);
    expect(templateButtons()[0]!.textContent).toBe('Odpowiedźzmieniony');
  });

  it('shows the server refusal under its field', async () => {
    await open({
      'PUT /api/mail-templates/survey_reply': () =>
        json(400, { error: 'Nieznane pole {x} w temacie. Dozwolone pola: {imie}.', code: 'validation_failed', fields: { subject: 'Nieznane pole {x} w temacie. Dozwolone pola: {imie}.' } }),
    });
    await retype('Temat', 'Inny temat');
    await userEvent.setup().click(button('Zapisz szablon'));
    const subject = field('Temat');
    await waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(subject.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Nieznane pole {x} w temacie. Dozwolone pola: {imie}.');
    expect(toasts()).toContain('error: Nieznane pole {x} w temacie. Dozwolone pola: {imie}.');
  });

  it('restores a changed template after a confirmation', async () => {
    const { calls } = await open(
      { 'POST /api/mail-templates/refusal/restore-default': { message: 'Przywrócono domyślną treść szablonu „Odmowa adopcji”.', template: { ...LIST.templates[1]!, isDefault: true } } },
      '/admin/settings/templates?szablon=refusal',
    );
    expect(field('Nazwa szablonu').value).toBe('Odmowa adopcji');
    expect(editor().textContent).toContain('(ola)');
    await userEvent.setup().click(button('Przywróć domyślny'));
    expect(await answer('Anuluj')).toBe('Przywrócić domyślną treść szablonu „Odmowa adopcji”? Zmiany w nim zostaną zastąpione.');
    expect(calledWith(calls, 'POST', '/api/mail-templates/refusal/restore-default')).toHaveLength(0);
    await userEvent.setup().click(button('Przywróć domyślny'));
    await answer('Przywróć domyślny');
    await waitFor(() => expect(calledWith(calls, 'POST', '/api/mail-templates/refusal/restore-default')).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContain('info: Przywrócono domyślną treść szablonu „Odmowa adopcji”.'));
    expect(toasts()).toContain('info: Przywrócono domyślną treść szablonu „Odmowa adopcji”.');
    expect(editor().textContent).toContain('Obowiązuje treść domyślna.');
  });

  it('asks before leaving unsaved edits for another template', async () => {
    await open();
    await retype('Temat', 'Zmieniony temat');
    await userEvent.setup().click(templateButtons()[1]!);
    expect(await answer('Anuluj')).toBe('Porzucić niezapisane zmiany szablonu „Odpowiedź na ankietę”?');
    expect(field('Temat').value).toBe('Zmieniony temat');
    await userEvent.setup().click(templateButtons()[1]!);
    await answer('Porzuć zmiany');
    await waitFor(() => expect(field('Nazwa szablonu').value).toBe('Odmowa adopcji'));
  });

  it('says so when the templates cannot be loaded', async () => {
    render({ 'GET /api/mail-templates': () => json(500, { error: 'Wystąpił nieoczekiwany błąd serwera.', code: 'internal' }) }, '/admin/settings/templates');
    expect(await screen.findByText('Wystąpił nieoczekiwany błąd serwera.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });
});
