import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pets/shared';
import { composeRequest, validateCompose } from './compose-rules';

describe('compose form rules', () => {
  it('gives the three messages of SPEC section 5', () => {
    expect(validateCompose({ to: 'zly adres', subject: ' ab ', body: '  \n ' })).toEqual({
      to: MESSAGES.compose.invalidRecipient,
      subject: MESSAGES.compose.subjectTooShort,
      body: MESSAGES.compose.bodyEmpty,
    });
    expect(MESSAGES.compose.invalidRecipient).toBe('Podaj poprawny adres e-mail.');
    expect(MESSAGES.compose.subjectTooShort).toBe('Temat musi mieć co najmniej 3 znaki.');
    expect(MESSAGES.compose.bodyEmpty).toBe('Treść wiadomości nie może być pusta.');
    expect(MESSAGES.compose.defaultSubject).toBe('Odpowiedź na ankietę');
    expect(validateCompose({ to: ' anna@example.com ', subject: 'Odp', body: 'x' })).toEqual({});
  });

  it('sends the body as text, never as HTML (the server builds the e-mail from it)', () => {
    const request = composeRequest({ to: ' anna@example.com ', subject: ' Odpowiedź na ankietę ', body: 'Dzień dobry,\n<b>Kulka</b> & "Puszek"' });
    expect(request).toEqual({ to: 'anna@example.com', subject: 'Odpowiedź na ankietę', text: 'Dzień dobry,\n<b>Kulka</b> & "Puszek"' });
  });

  it('names whom the e-mail concerns and the template it started from', () => {
    const fields = { to: 'anna@example.com', subject: 'Temat', body: 'Treść' };
    expect(composeRequest(fields, { surveyId: 12 }, 'survey_reply')).toEqual({ to: 'anna@example.com', subject: 'Temat', text: 'Treść', surveyId: 12, template: 'survey_reply' });
    expect(composeRequest(fields, { adopterId: 3 }, null)).toEqual({ to: 'anna@example.com', subject: 'Temat', text: 'Treść', adopterId: 3 });
    expect(composeRequest(fields, { replyToMessageId: 9 })).toEqual({ to: 'anna@example.com', subject: 'Temat', text: 'Treść', replyToMessageId: 9 });
  });
});
