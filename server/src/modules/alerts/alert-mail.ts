import { ALERT_PENDING_DAYS, escapeHtmlText, ofTheFoundation, type Species } from '@pets/shared';
import { oneLine } from '../mail/mail-parse.js';
import type { OutgoingMail } from '../mail/outbox.js';

/**
 * The alert e-mails (issue 21): the confirmation of a sign-up, and the daily digest of animals
 * that became available. Plain text and simple inline-styled HTML, every value escaped.
 */

const WRAP_START = '<div style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #26302b;">';
const WRAP_END = '</div>';
const link = (href: string, label: string) => `<a href="${escapeHtmlText(href)}" style="color: #1f6f4a;">${escapeHtmlText(label)}</a>`;

export function confirmationMail(input: { to: string; species: readonly Species[]; confirmUrl: string; foundationName: string }): OutgoingMail {
  const list = input.species.join(', ');
  const text = [
    'Dzień dobry,',
    '',
    `ktoś (prawdopodobnie Ty) poprosił o powiadomienia o nowych zwierzakach do adopcji w ${ofTheFoundation(input.foundationName)}.`,
    `Wybrane gatunki: ${list}.`,
    '',
    'Aby włączyć powiadomienia, otwórz ten link:',
    input.confirmUrl,
    '',
    `Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nic więcej nie wyślemy, a zgłoszenie usuniemy po ${ALERT_PENDING_DAYS} dniach.`,
  ].join('\n');
  const html = [
    WRAP_START,
    '<p>Dzień dobry,</p>',
    `<p>ktoś (prawdopodobnie Ty) poprosił o powiadomienia o nowych zwierzakach do adopcji w ${escapeHtmlText(ofTheFoundation(input.foundationName))}.<br>Wybrane gatunki: <strong>${escapeHtmlText(list)}</strong>.</p>`,
    `<p>${link(input.confirmUrl, 'Potwierdzam i włączam powiadomienia')}</p>`,
    `<p style="color: #55605a;">Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nic więcej nie wyślemy, a zgłoszenie usuniemy po ${ALERT_PENDING_DAYS} dniach.</p>`,
    WRAP_END,
  ].join('\n');
  return { to: input.to, subject: 'Potwierdź powiadomienia o nowych zwierzakach', text, html, fromName: input.foundationName };
}

export interface DigestAnimal {
  id: number;
  name: string;
  species: Species;
  /** Absolute URL of the cover photo, if the animal has one. */
  imageUrl: string | null;
  /** Absolute URL of /zwierzak/{id}. */
  pageUrl: string;
}

/**
 * The daily digest. It carries the RFC 8058 headers: a mail client's "unsubscribe" button POSTs
 * `List-Unsubscribe=One-Click` to the URL, which works without a session (origin-check.ts); and
 * a List-Id naming the list under the site's own domain.
 */
export function digestMail(input: {
  to: string;
  animals: readonly DigestAnimal[];
  unsubscribePageUrl: string;
  oneClickUrl: string;
  adoptUrl: string;
  foundationName: string;
}): OutgoingMail {
  const count = input.animals.length;
  // A staff-typed name in a header: one line, bounded.
  const subject = count === 1 ? `Nowy zwierzak do adopcji: ${oneLine(input.animals[0]!.name, 120)}` : `Nowe zwierzaki do adopcji (${count})`;
  const text = [
    'Dzień dobry,',
    '',
    count === 1 ? 'czeka na dom nowy zwierzak z gatunku, na który zapisano powiadomienia:' : 'czekają na dom nowe zwierzaki z gatunków, na które zapisano powiadomienia:',
    '',
    ...input.animals.map((animal) => `- ${animal.name} (${animal.species}): ${animal.pageUrl}`),
    '',
    `Wszystkie zwierzaki do adopcji: ${input.adoptUrl}`,
    '',
    `Wypisz się z powiadomień jednym kliknięciem: ${input.unsubscribePageUrl}`,
  ].join('\n');
  const cards = input.animals.map((animal) =>
    [
      '<tr>',
      `<td style="padding: 8px 12px 8px 0; vertical-align: top;">${
        animal.imageUrl
          ? `<a href="${escapeHtmlText(animal.pageUrl)}"><img src="${escapeHtmlText(animal.imageUrl)}" alt="${escapeHtmlText(animal.name)}" width="160" style="display: block; border-radius: 8px; max-width: 160px;"></a>`
          : ''
      }</td>`,
      `<td style="padding: 8px 0; vertical-align: top;"><strong>${escapeHtmlText(animal.name)}</strong><br>${escapeHtmlText(animal.species)}<br>${link(animal.pageUrl, 'Poznaj zwierzaka')}</td>`,
      '</tr>',
    ].join(''),
  );
  const html = [
    WRAP_START,
    '<p>Dzień dobry,</p>',
    `<p>${count === 1 ? 'czeka na dom nowy zwierzak z gatunku, na który zapisano powiadomienia:' : 'czekają na dom nowe zwierzaki z gatunków, na które zapisano powiadomienia:'}</p>`,
    `<table role="presentation" cellpadding="0" cellspacing="0">${cards.join('\n')}</table>`,
    `<p>${link(input.adoptUrl, 'Wszystkie zwierzaki do adopcji')}</p>`,
    `<p style="color: #55605a; font-size: 13px;">Dostajesz tę wiadomość, bo zapisano ten adres na powiadomienia ${escapeHtmlText(ofTheFoundation(input.foundationName))}. ${link(input.unsubscribePageUrl, 'Wypisz się z powiadomień')}</p>`,
    WRAP_END,
  ].join('\n');
  return {
    to: input.to,
    subject,
    text,
    html,
    fromName: input.foundationName,
    headers: {
      // RFC 2919: filters and spam checks recognise the digests as one list (SpamAssassin scored
      // a short message without it as a partial list, LIST_PARTIAL_SHORT_MSG).
      'List-Id': `Nowe zwierzaki do adopcji <nowe-zwierzaki.${new URL(input.adoptUrl).hostname}>`,
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
