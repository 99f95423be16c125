import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type { MailTemplate, MailTemplateList, RenderedMailTemplate } from '@pets/shared';
import { cleanup, click, flush, render } from '../../../../test/dom';
import { byLabel, byRole, queryByRole } from '../../../../test/queries';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { useConfirmStore } from '../../../../ui/confirm-store';
import { useToastStore } from '../../../../ui/toast-store';
import { answerConfirm, json, routedFetch, setValue, submit, type FetchCall, withQueryClient } from '../../test-helpers';
import { ComposeForm } from './ComposeForm';

const template = (key: string, name: string): MailTemplate => ({ key, name, subject: `Temat ${name}`, body: 'Treść', isDefault: true, updatedAt: null, updatedBy: null });
const LIST: MailTemplateList = {
  templates: [template('survey_reply', 'Odpowiedź na ankietę'), template('invitation', 'Zaproszenie na rozmowę lub wizytę')],
  placeholders: [{ name: 'imie', meaning: 'imię adresata' }],
};
const RENDERED: RenderedMailTemplate = {
  key: 'invitation',
  subject: 'Zaproszenie na rozmowę – ankieta nr 12',
  body: 'Dzień dobry Anna,\nzapraszamy (zwierzaki: {zwierzaki}).',
  missing: ['zwierzaki'],
};

const toasts = () => useToastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.message}`);
const form = () => byRole<HTMLFormElement>(document, 'form', 'Odpowiedź e-mailem');
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST' && call.url === '/api/contact/admin/send');

/** The form with the confirm dialog the app shell mounts. */
const mount = (ui: ReactNode) =>
  render(
    withQueryClient(
      <>
        {ui}
        <ConfirmDialog />
      </>,
    ),
  );

/** Answers the confirm question by clicking 'Zastąp' or 'Anuluj'; returns what it asked. */
async function answer(yes: boolean): Promise<string> {
  const asked = await answerConfirm(yes ? 'Zastąp' : 'Anuluj');
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

describe('compose form with templates', () => {
  it('fills subject and body from the chosen template for the survey, flags what it could not fill, and sends the template with the survey', async () => {
    const { calls } = routedFetch({
      'GET /api/mail-templates': LIST,
      'GET /api/mail-templates/invitation/render': RENDERED,
      'GET /api/mail/status': { smtp: { configured: true }, imap: { configured: false } },
      'POST /api/contact/admin/send': () => json(202, { message: 'Wiadomość wysłana.' }),
    });
    mount(<ComposeForm defaultTo="anna@example.com" context={{ surveyId: 12 }} />);
    await flush();
    const picker = byLabel<HTMLSelectElement>(form(), 'Szablon');
    expect(Array.from(picker.options).map((option) => option.textContent)).toEqual(['Bez szablonu', 'Odpowiedź na ankietę', 'Zaproszenie na rozmowę lub wizytę']);
    expect(byRole<HTMLButtonElement>(form(), 'button', 'Wstaw szablon').disabled).toBe(true);
    expect(byLabel(form(), 'Temat').value).toBe('Odpowiedź na ankietę');

    setValue(picker, 'invitation');
    click(byRole(form(), 'button', 'Wstaw szablon'));
    await flush();
    // An empty body is replaced without asking.
    expect(screen.queryByRole('dialog', { name: 'Potwierdzenie' })).toBeNull();
    expect(calls.some((call) => call.url === '/api/mail-templates/invitation/render?surveyId=12')).toBe(true);
    expect(byLabel(form(), 'Temat').value).toBe('Zaproszenie na rozmowę – ankieta nr 12');
    const body = byLabel<HTMLTextAreaElement>(form(), 'Treść');
    expect(body.value).toBe(RENDERED.body);
    expect(byRole(form(), 'status').textContent).toBe('Tych pól nie dało się uzupełnić automatycznie: {zwierzaki}. Wpisz je przed wysłaniem.');

    // Staff can still edit; once the placeholder is replaced the warning goes.
    setValue(body, 'Dzień dobry Anna,\nzapraszamy (zwierzaki: Kulka).');
    expect(byRole(form(), 'status').textContent).toBe('');
    submit(form());
    await flush();
    expect(posts(calls)[0]!.body).toEqual({
      to: 'anna@example.com',
      subject: 'Zaproszenie na rozmowę – ankieta nr 12',
      text: 'Dzień dobry Anna,\nzapraszamy (zwierzaki: Kulka).',
      surveyId: 12,
      template: 'invitation',
    });
    expect(toasts()).toContain('info: Wiadomość wysłana.');
    expect(body.value).toBe('');
  });

  it('asks before replacing a body already written, and keeps it when staff say no', async () => {
    const { calls } = routedFetch({ 'GET /api/mail-templates': LIST, 'GET /api/mail-templates/invitation/render': RENDERED });
    mount(<ComposeForm defaultTo="anna@example.com" context={{ adopterId: 3 }} />);
    await flush();
    const body = byLabel<HTMLTextAreaElement>(form(), 'Treść');
    setValue(body, 'Moja własna treść');
    setValue(byLabel(form(), 'Szablon'), 'invitation');
    click(byRole(form(), 'button', 'Wstaw szablon'));
    expect(await answer(false)).toBe('Zastąpić temat i treść wiadomości szablonem „Zaproszenie na rozmowę lub wizytę”?');
    expect(body.value).toBe('Moja własna treść');
    expect(calls.some((call) => call.url.includes('/render'))).toBe(false);

    click(byRole(form(), 'button', 'Wstaw szablon'));
    await answer(true);
    expect(calls.some((call) => call.url === '/api/mail-templates/invitation/render?adopterId=3')).toBe(true);
    expect(body.value).toBe(RENDERED.body);
  });

  it('still sends without templates when they cannot be loaded, and keeps the spec checks', async () => {
    const { calls } = routedFetch({
      'GET /api/mail-templates': () => json(500, { error: 'Wystąpił nieoczekiwany błąd serwera.', code: 'internal' }),
      'POST /api/contact/admin/send': () => json(202, { message: 'Wiadomość wysłana.' }),
    });
    mount(<ComposeForm defaultTo="zly" />);
    // The templates' query answers on a later tick than a few microtasks.
    await waitFor(() => expect(form().textContent).toContain('Nie udało się pobrać szablonów e-maili.'));
    expect(queryByRole(form(), 'button', 'Wstaw szablon')).toBeNull();
    submit(form());
    await flush();
    expect(Array.from(form().querySelectorAll('.compose-form__error')).map((item) => item.textContent)).toEqual([
      'Podaj poprawny adres e-mail.',
      'Treść wiadomości nie może być pusta.',
    ]);
    setValue(byLabel(form(), 'Do'), 'ola@example.com');
    setValue(byLabel(form(), 'Treść'), 'Dzień dobry');
    submit(form());
    await flush();
    expect(posts(calls)[0]!.body).toEqual({ to: 'ola@example.com', subject: 'Odpowiedź na ankietę', text: 'Dzień dobry' });
  });

  it('a reply form has no picker, starts from the given subject and quote, and can be cancelled', async () => {
    routedFetch({});
    const onCancel = vi.fn();
    mount(<ComposeForm defaultTo="ola@example.com" defaultSubject="Re: Pytanie" defaultBody={'\n\n> Pytanie'} context={{ replyToMessageId: 4 }} withTemplates={false} label="Odpowiedź na wiadomość" focusBody onCancel={onCancel} />);
    await flush();
    const reply = byRole(document, 'form', 'Odpowiedź na wiadomość');
    expect(reply.querySelector('select')).toBeNull();
    expect(byLabel(reply, 'Temat').value).toBe('Re: Pytanie');
    expect(document.activeElement).toBe(byLabel(reply, 'Treść'));
    click(byRole(reply, 'button', 'Anuluj'));
    expect(onCancel).toHaveBeenCalled();
  });
});
