import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTE_MESSAGES } from '@pets/shared';
import { useToastStore } from '../../../ui/toast-store';
import { json, routedFetch, withQueryClient } from '../test-helpers';
import { NoteForm } from './NoteForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.getState().reset();
});

describe('note form', () => {
  it('checks 1 to 5000 characters once trimmed, at the field, before sending', async () => {
    const { calls } = routedFetch({ 'POST /api/survey/8/notes': () => json(201, { message: 'Dodano notatkę.' }) });
    const user = userEvent.setup();
    render(withQueryClient(<NoteForm subjectType="survey" subjectId={8} />));
    const field = screen.getByLabelText('Treść notatki');
    await user.type(field, '  ');
    await user.click(screen.getByRole('button', { name: 'Dodaj notatkę' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wpisz treść notatki.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));

    await user.click(field);
    await user.paste('a'.repeat(5001));
    expect(await screen.findByText('Notatka może mieć najwyżej 5000 znaków.')).toBeTruthy();
    expect(screen.getByText('5001 / 5000 znaków')).toBeTruthy();
    await user.type(field, '{Backspace}');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows a refusal of the text (400) at the field', async () => {
    routedFetch({ 'POST /api/survey/8/notes': () => json(400, { error: NOTE_MESSAGES.tooLong, code: 'validation' }) });
    const user = userEvent.setup();
    render(withQueryClient(<NoteForm subjectType="survey" subjectId={8} />));
    await user.type(screen.getByLabelText('Treść notatki'), 'Telefon w poniedziałek.');
    await user.click(screen.getByRole('button', { name: 'Dodaj notatkę' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NOTE_MESSAGES.tooLong);
    expect(screen.getByLabelText('Treść notatki').getAttribute('aria-invalid')).toBe('true');
  });

  it("posts a note on an adopter and shows the server's refusal at the field", async () => {
    let refuse = true;
    const { calls } = routedFetch({
      'POST /api/adopters/3/notes': () =>
        refuse ? json(409, { error: NOTE_MESSAGES.erased, code: 'subject_erased' }) : json(201, { message: 'Dodano notatkę.' }),
    });
    render(withQueryClient(<NoteForm subjectType="adopter" subjectId={3} />));
    await userEvent.type(screen.getByLabelText('Treść notatki'), 'Odbiór w piątek.');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj notatkę' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(NOTE_MESSAGES.erased));
    expect((screen.getByLabelText('Treść notatki') as HTMLTextAreaElement).value).toBe('Odbiór w piątek.');

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj notatkę' }));
    await waitFor(() => expect((screen.getByLabelText('Treść notatki') as HTMLTextAreaElement).value).toBe(''));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ text: 'Odbiór w piątek.' }, { text: 'Odbiór w piątek.' }]);
  });

  it('sends a reminder day with the note, and shows the server\'s message under the day', async () => {
    const { calls } = routedFetch({
      'POST /api/survey/8/notes': (call: { body: unknown }) =>
        (call.body as { przypomnij?: string }).przypomnij === '2020-01-01'
          ? json(400, { error: NOTE_MESSAGES.remindInvalid, code: 'validation_failed', fields: { przypomnij: NOTE_MESSAGES.remindInvalid } })
          : json(201, { message: NOTE_MESSAGES.addedWithReminder('15.12.2026') }),
    });
    render(withQueryClient(<NoteForm subjectType="survey" subjectId={8} />));
    await userEvent.type(screen.getByLabelText('Treść notatki'), 'Zadzwonić po wizycie.');
    await userEvent.type(screen.getByLabelText(NOTE_MESSAGES.remindLabel), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj notatkę' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NOTE_MESSAGES.remindInvalid);
    await userEvent.clear(screen.getByLabelText(NOTE_MESSAGES.remindLabel));
    await userEvent.type(screen.getByLabelText(NOTE_MESSAGES.remindLabel), '2026-12-15');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj notatkę' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(NOTE_MESSAGES.addedWithReminder('15.12.2026')));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ text: 'Zadzwonić po wizycie.', przypomnij: '2026-12-15' });
  });

  it('says why no note can be added (an erased person)', () => {
    render(withQueryClient(<NoteForm subjectType="adopter" subjectId={3} disabledReason={NOTE_MESSAGES.erased} />));
    expect(screen.getByText(NOTE_MESSAGES.erased)).toBeTruthy();
    expect(screen.queryByLabelText('Treść notatki')).toBeNull();
  });
});
