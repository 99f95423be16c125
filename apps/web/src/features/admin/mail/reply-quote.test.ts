import { describe, expect, it } from 'vitest';
import type { MailMessage } from '@pets/shared';
import { htmlToText, quotedReply, quoteHeader, quoteLines, replySubject } from './reply-quote';

const message = (patch: Partial<MailMessage> = {}): MailMessage => ({
  id: 7,
  from_name: 'Stanisław Łęcki',
  from_email: 'stanislaw@example.com',
  subject: 'Pytanie o Kulkę',
  date_received: '2026-05-12T12:03:00Z',
  seen: 1,
  has_attachments: false,
  body: { text: 'Dzień dobry,\n\nczy Kulka czeka?\n> wcześniejszy cytat', html: null },
  attachments: [],
  ...patch,
});

describe('reply to a mailbox message', () => {
  it('prefixes the subject with "Re: " once', () => {
    expect(replySubject('Pytanie o Kulkę')).toBe('Re: Pytanie o Kulkę');
    expect(replySubject('Re: Pytanie o Kulkę')).toBe('Re: Pytanie o Kulkę');
    expect(replySubject('RE:Pytanie')).toBe('RE:Pytanie');
    expect(replySubject('Odp: Pytanie')).toBe('Odp: Pytanie');
    expect(replySubject('  ')).toBe('Re: (bez tematu)');
    expect(replySubject('x'.repeat(300))).toHaveLength(200);
  });

  it('quotes every line with "> " under a "W dniu … napisał(a):" header', () => {
    const header = quoteHeader(message());
    expect(header).toMatch(/^W dniu 12\.05\.2026 o \d{2}:\d{2} Stanisław Łęcki <stanislaw@example\.com> napisał\(a\):$/);
    expect(quoteLines('a\n\nb\n> c')).toBe('> a\n>\n> b\n>> c');
    expect(quotedReply(message())).toBe(`\n\n${header}\n> Dzień dobry,\n>\n> czy Kulka czeka?\n>> wcześniejszy cytat`);
  });

  it('quotes the text of an HTML-only message and copes with an empty one', () => {
    expect(htmlToText('<p>Pierwszy akapit</p><p>Drugi<br>wiersz &amp; więcej</p>')).toBe('Pierwszy akapit\nDrugi\nwiersz & więcej');
    expect(quotedReply(message({ body: { text: null, html: '<p>Tylko HTML</p>' } }))).toMatch(/napisał\(a\):\n> Tylko HTML$/);
    expect(quotedReply(message({ body: { text: null, html: null }, from_name: '' }))).toMatch(/ stanislaw@example\.com napisał\(a\):\n>$/);
  });
});
