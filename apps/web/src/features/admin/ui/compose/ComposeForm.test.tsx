import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailTemplate, MailTemplateList, RenderedMailTemplate } from '@pets/shared';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { useConfirmStore } from '../../../../ui/confirm-store';
import { useToastStore } from '../../../../ui/toast-store';
import { answerConfirm, json, routedFetch, type FetchCall, withQueryClient } from '../../test-helpers';
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
const form = (name = 'Odpowiedź e-mailem') => within(screen.getByRole('form', { name }));
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST' && call.url === '/api/contact/admin/send');
const valueOf = (label: string, name?: string) => (form(name).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value;

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
    const user = userEvent.setup();
    mount(<ComposeForm defaultTo="anna@example.com" context={{ surveyId: 12 }} />);
    const picker = await form().findByLabelText<HTMLSelectElement>('Szablon');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Bez szablonu', 'Odpowiedź na ankietę', 'Zaproszenie na rozmowę lub wizytę']);
    expect(form().getByRole<HTMLButtonElement>('button', { name: 'Wstaw szablon' }).disabled).toBe(true);
    expect(valueOf('Temat')).toBe('Odpowiedź na ankietę');

    await user.selectOptions(picker, 'invitation');
    await user.click(form().getByRole('button', { name: 'Wstaw szablon' }));
    // An empty body is replaced without asking.
    await waitFor(() => expect(valueOf('Temat')).toBe('Zaproszenie na rozmowę – ankieta nr 12'));
    expect(screen.queryByRole('dialog', { name: 'Potwierdzenie' })).toBeNull();
    expect(calls.some((call) => call.url === '/api/mail-templates/invitation/render?surveyId=12')).toBe(true);
    const body = form().getByLabelText<HTMLTextAreaElement>('Treść');
    expect(body.value).toBe(RENDERED.body);
    expect(document.activeElement).toBe(body);
    expect(form().getByRole('status').textContent).toBe('Tych pól nie dało się uzupełnić automatycznie: {zwierzaki}. Wpisz je przed wysłaniem.');

    // Staff can still edit; once the placeholder is replaced the warning goes.
    await user.clear(body);
    await user.type(body, 'Dzień dobry Anna,{Enter}zapraszamy (zwierzaki: Kulka).');
    expect(form().getByRole('status').textContent).toBe('');
    await user.click(form().getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(toasts()).toContain('info: Wiadomość wysłana.'));
    expect(posts(calls)[0]!.body).toEqual({
      to: 'anna@example.com',
      subject: 'Zaproszenie na rozmowę – ankieta nr 12',
      text: 'Dzień dobry Anna,\nzapraszamy (zwierzaki: Kulka).',
      surveyId: 12,
      template: 'invitation',
    });
    await waitFor(() => expect(body.value).toBe(''));
    expect(valueOf('Do')).toBe('anna@example.com');
  });

  it('asks before replacing a body already written, and keeps it when staff say no', async () => {
    const { calls } = routedFetch({ 'GET /api/mail-templates': LIST, 'GET /api/mail-templates/invitation/render': RENDERED });
    const user = userEvent.setup();
    mount(<ComposeForm defaultTo="anna@example.com" context={{ adopterId: 3 }} />);
    const picker = await form().findByLabelText('Szablon');
    const body = form().getByLabelText<HTMLTextAreaElement>('Treść');
    await user.type(body, 'Moja własna treść');
    await user.selectOptions(picker, 'invitation');
    await user.click(form().getByRole('button', { name: 'Wstaw szablon' }));
    expect(await answerConfirm('Anuluj')).toBe('Zastąpić temat i treść wiadomości szablonem „Zaproszenie na rozmowę lub wizytę”?');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Potwierdzenie' })).toBeNull());
    expect(body.value).toBe('Moja własna treść');
    expect(calls.some((call) => call.url.includes('/render'))).toBe(false);

    await user.click(form().getByRole('button', { name: 'Wstaw szablon' }));
    await answerConfirm('Zastąp');
    await waitFor(() => expect(body.value).toBe(RENDERED.body));
    expect(calls.some((call) => call.url === '/api/mail-templates/invitation/render?adopterId=3')).toBe(true);
  });

  it('still sends without templates when they cannot be loaded, and keeps the spec checks', async () => {
    const { calls } = routedFetch({
      'GET /api/mail-templates': () => json(500, { error: 'Wystąpił nieoczekiwany błąd serwera.', code: 'internal' }),
      'POST /api/contact/admin/send': () => json(202, { message: 'Wiadomość wysłana.' }),
    });
    const user = userEvent.setup();
    mount(<ComposeForm defaultTo="zly" />);
    expect(await form().findByText('Nie udało się pobrać szablonów e-maili.')).toBeTruthy();
    expect(form().queryByRole('button', { name: 'Wstaw szablon' })).toBeNull();

    await user.click(form().getByRole('button', { name: 'Wyślij' }));
    expect(await form().findByText('Podaj poprawny adres e-mail.')).toBeTruthy();
    expect(form().getByText('Treść wiadomości nie może być pusta.')).toBeTruthy();
    expect(form().getByLabelText('Do').getAttribute('aria-invalid')).toBe('true');
    expect(form().getByLabelText('Temat').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(form().getByLabelText('Do')));

    // After the first attempt the checks follow the typing.
    await user.clear(form().getByLabelText('Do'));
    await user.type(form().getByLabelText('Do'), 'ola@example.com');
    await waitFor(() => expect(form().queryByText('Podaj poprawny adres e-mail.')).toBeNull());
    await user.type(form().getByLabelText('Treść'), 'Dzień dobry');
    await user.click(form().getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ to: 'ola@example.com', subject: 'Odpowiedź na ankietę', text: 'Dzień dobry' });
  });

  it('a reply form has no picker, starts from the given subject and quote, and can be cancelled', async () => {
    routedFetch({});
    const onCancel = vi.fn();
    const user = userEvent.setup();
    mount(
      <ComposeForm
        defaultTo="ola@example.com"
        defaultSubject="Re: Pytanie"
        defaultBody={'\n\n> Pytanie'}
        context={{ replyToMessageId: 4 }}
        withTemplates={false}
        label="Odpowiedź na wiadomość"
        focusBody
        onCancel={onCancel}
      />,
    );
    const reply = form('Odpowiedź na wiadomość');
    expect(reply.queryByLabelText('Szablon')).toBeNull();
    expect(valueOf('Temat', 'Odpowiedź na wiadomość')).toBe('Re: Pytanie');
    expect(document.activeElement).toBe(reply.getByLabelText('Treść'));
    await user.click(reply.getByRole('button', { name: 'Anuluj' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
