import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import type { MailTemplate, MailTemplateList } from '@pets/shared';
import { cleanup, click, flush, render as renderDom } from '../../../test/dom';
import { byLabel, byRole } from '../../../test/queries';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useConfirmStore } from '../../../ui/confirm-store';
import { useToastStore } from '../../../ui/toast-store';
import { answerConfirm, json, routedFetch, setValue, submit, type FetchCall, withQueryClient } from '../test-helpers';
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

/** Answers the confirm question by clicking `button` in it; returns what it asked. */
async function answer(button: string): Promise<string> {
  const asked = await answerConfirm(button);
  await flush();
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
    expect(byRole(document, 'heading', 'Szablony e-maili').tagName).toBe('H1');
    const items = templateButtons();
    expect(items.map((item) => item.textContent)).toEqual(['Odpowiedź na ankietętreść domyślna', 'Odmowa adopcjizmieniony']);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    expect(byLabel(editor(), 'Nazwa szablonu').value).toBe('Odpowiedź na ankietę');
    expect(within(screen.getByRole('complementary', { name: 'Pola do wstawienia' })).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['{imie}', '{zwierzaki}', '{numer_ankiety}', '{fundacja}']);
    expect(within(preview()).getByText('Odpowiedź na ankietę – ankieta nr 128').textContent).toBe('Temat: Odpowiedź na ankietę – ankieta nr 128');
    expect(previewBody('Dzień dobry Anna,\n\nzwierzaki: Pestka i Kulka.\n\nFundacja')).toBeTruthy();
    expect(editor().textContent).toContain('Obowiązuje treść domyślna.');
    expect(byRole<HTMLButtonElement>(editor(), 'button', 'Zapisz szablon').disabled).toBe(true);
    expect(byRole<HTMLButtonElement>(editor(), 'button', 'Przywróć domyślny').disabled).toBe(true);
  });

  it('refuses an unknown placeholder naming it, and saves a valid edit', async () => {
    const { calls } = await open({
      'PUT /api/mail-templates/survey_reply': (call: FetchCall) =>
        json(200, { message: 'Zapisano szablon „Odpowiedź”.', template: { ...LIST.templates[0]!, ...(call.body as object), isDefault: false, updatedAt: '2026-05-10T08:00:00Z', updatedBy: 'admin' } }),
    });
    const body = byLabel<HTMLTextAreaElement>(editor(), 'Treść');
    setValue(body, 'Dzień dobry {imię}!');
    expect(previewBody('Dzień dobry {imię}!')).toBeTruthy();
    submit(editor());
    await flush();
    const error = within(editor()).getByText(
      'Nieznane pole {imię} w treści. Dozwolone pola: {imie}, {nazwisko}, {zwierzaki}, {gatunek}, {inne_zwierzaki}, {numer_ankiety}, {fundacja}.',
    );
    expect(body.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(body);
    expect(calledWith(calls, 'PUT', '/api/mail-templates/survey_reply')).toHaveLength(0);

    setValue(body, 'Dzień dobry {imie}!');
    setValue(byLabel(editor(), 'Nazwa szablonu'), 'Odpowiedź');
    submit(editor());
    await flush();
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
    setValue(byLabel(editor(), 'Temat'), 'Inny temat');
    submit(editor());
    await flush();
    const subject = byLabel(editor(), 'Temat');
    expect(document.getElementById(subject.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Nieznane pole {x} w temacie. Dozwolone pola: {imie}.');
    expect(toasts()).toContain('error: Nieznane pole {x} w temacie. Dozwolone pola: {imie}.');
  });

  it('restores a changed template after a confirmation', async () => {
    const { calls } = await open(
      { 'POST /api/mail-templates/refusal/restore-default': { message: 'Przywrócono domyślną treść szablonu „Odmowa adopcji”.', template: { ...LIST.templates[1]!, isDefault: true } } },
      '/admin/settings/templates?szablon=refusal',
    );
    expect(byLabel(editor(), 'Nazwa szablonu').value).toBe('Odmowa adopcji');
    expect(editor().textContent).toContain('(ola)');
    click(byRole(editor(), 'button', 'Przywróć domyślny'));
    expect(await answer('Anuluj')).toBe('Przywrócić domyślną treść szablonu „Odmowa adopcji”? Zmiany w nim zostaną zastąpione.');
    expect(calledWith(calls, 'POST', '/api/mail-templates/refusal/restore-default')).toHaveLength(0);
    click(byRole(editor(), 'button', 'Przywróć domyślny'));
    await answer('Przywróć domyślny');
    expect(calledWith(calls, 'POST', '/api/mail-templates/refusal/restore-default')).toHaveLength(1);
    expect(toasts()).toContain('info: Przywrócono domyślną treść szablonu „Odmowa adopcji”.');
    expect(editor().textContent).toContain('Obowiązuje treść domyślna.');
  });

  it('asks before leaving unsaved edits for another template', async () => {
    await open();
    setValue(byLabel(editor(), 'Temat'), 'Zmieniony temat');
    click(templateButtons()[1]!);
    expect(await answer('Anuluj')).toBe('Porzucić niezapisane zmiany szablonu „Odpowiedź na ankietę”?');
    expect(byLabel(editor(), 'Temat').value).toBe('Zmieniony temat');
    click(templateButtons()[1]!);
    await answer('Porzuć zmiany');
    expect(byLabel(editor(), 'Nazwa szablonu').value).toBe('Odmowa adopcji');
  });

  it('says so when the templates cannot be loaded', async () => {
    render({ 'GET /api/mail-templates': () => json(500, { error: 'Wystąpił nieoczekiwany błąd serwera.', code: 'internal' }) }, '/admin/settings/templates');
    expect(await screen.findByText('Wystąpił nieoczekiwany błąd serwera.')).toBeTruthy();
    expect(byRole(document, 'button', 'Spróbuj ponownie')).toBeTruthy();
  });
});
