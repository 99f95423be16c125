import { escapeHtmlText, ofTheFoundation } from '@pets/shared';
import { senderDisplayName } from '../contact/contact.service.js';
import { PRIVACY_POLICY_PATH } from '../documents/documents.routes.js';
import { oneLine } from '../mail/mail-parse.js';
import type { OutgoingMail } from '../mail/outbox.js';

/** What the e-mails about one application say of it (as stored: trimmed, species in the form's order). */
export interface ApplicationSummary {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
  city: string;
  species: readonly string[];
  capacity: number;
  vetTransport: boolean | null;
}

export const ACKNOWLEDGEMENT_SUBJECT = 'Dziękujemy za zgłoszenie domu tymczasowego';
/** The staff's list of applications (the panel's "Domy tymczasowe"). */
export const FOSTER_ADMIN_PAGE = '/admin/domy-tymczasowe';

const WRAP_START = '<div style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #26302b;">';
const WRAP_END = '</div>';
const MUTED = 'color: #55605a;';

const vetTransportText = (value: boolean | null) => (value === null ? 'nie podano' : value ? 'tak' : 'nie');

/** The application in a few lines: the same rows in the applicant's copy and the foundation's notice. */
function summaryRows(application: ApplicationSummary): [string, string][] {
  return [
    ['Gatunki', application.species.join(', ')],
    ['Ile zwierzaków naraz', String(application.capacity)],
    ['Miejscowość', `${oneLine(application.city, 80)} (${application.postcode})`],
    ['Transport do weterynarza', vetTransportText(application.vetTransport)],
  ];
}

function htmlTable(rows: [string, string][]): string {
  const row = ([label, value]: [string, string]) =>
    `<tr><th align="left" style="padding: 4px 12px 4px 0; ${MUTED}">${escapeHtmlText(label)}</th><td style="padding: 4px 0;">${escapeHtmlText(value)}</td></tr>`;
  return `<table>${rows.map(row).join('')}</table>`;
}

/**
 * The acknowledgement to the applicant (issue 33, item 1): what they sent, what happens next and,
 * briefly, how their data is processed, with the privacy policy's link. Plain text and simple
 * inline-styled HTML; everything the visitor typed is escaped.
 */
export function acknowledgementMail(application: ApplicationSummary, context: { origin: string; foundationName: string }): OutgoingMail {
  const foundation = ofTheFoundation(context.foundationName);
  const policyUrl = `${context.origin}${PRIVACY_POLICY_PATH}`;
  const intro = `dziękujemy, że chcesz zostać domem tymczasowym ${foundation}. Twoje zgłoszenie do nas dotarło.`;
  const next = [
    'W ciągu kilku dni zadzwoni albo napisze do Ciebie koordynator domów tymczasowych. Porozmawiacie o Twoim domu i o zwierzakach, które czekają na miejsce.',
    'Gdy przyjmiemy zgłoszenie, dostaniesz e-mailem osobisty link do strony swojego domu tymczasowego. Zobaczysz tam swoich podopiecznych i ich najbliższe wizyty, zapiszesz wagę, dodasz notatkę albo zdjęcia.',
  ];
  const data = [
    `Dane z formularza przetwarza ${foundation} tylko po to, by rozpatrzyć zgłoszenie, a jeśli zostaniesz domem tymczasowym – by współpracować z Tobą przy opiece nad zwierzakami. Zgłoszenie, którego nie przyjmiemy, usuwamy po 6 miesiącach.`,
    'Możesz w każdej chwili poprosić o wgląd w swoje dane, ich poprawienie albo usunięcie – wystarczy odpisać na tę wiadomość.',
  ];
  const notYou = 'Jeśli to zgłoszenie nie pochodzi od Ciebie, odpisz na tę wiadomość – usuniemy dane.';
  const rows = summaryRows(application);

  const text = [
    'Dzień dobry,',
    '',
    intro,
    '',
    'Twoje zgłoszenie w skrócie:',
    ...rows.map(([label, value]) => `- ${label}: ${value}`),
    '',
    'Co dalej?',
    ...next,
    '',
    'Twoje dane',
    ...data,
    `Polityka prywatności: ${policyUrl}`,
    '',
    notYou,
    '',
    'Pozdrawiamy serdecznie,',
    context.foundationName,
  ].join('\n');

  const html = [
    WRAP_START,
    '<p>Dzień dobry,</p>',
    `<p>${escapeHtmlText(intro)}</p>`,
    '<p><strong>Twoje zgłoszenie w skrócie</strong></p>',
    htmlTable(rows),
    '<p><strong>Co dalej?</strong></p>',
    ...next.map((paragraph) => `<p>${escapeHtmlText(paragraph)}</p>`),
    '<p><strong>Twoje dane</strong></p>',
    `<p style="${MUTED}">${data.map(escapeHtmlText).join('<br>')}<br><a href="${escapeHtmlText(policyUrl)}" style="color: #1f6f4a;">Polityka prywatności (PDF)</a></p>`,
    `<p style="${MUTED}">${escapeHtmlText(notYou)}</p>`,
    `<p>Pozdrawiamy serdecznie,<br>${escapeHtmlText(context.foundationName)}</p>`,
    WRAP_END,
  ].join('\n');

  return {
    to: application.email,
    subject: ACKNOWLEDGEMENT_SUBJECT,
    text,
    html,
    fromName: context.foundationName,
    dedupeKey: `foster-application:${application.id}`,
  };
}

/** "Anna K.": the applicant as the notice's subject names them (no full surname in an inbox's list). */
function shortName(application: Pick<ApplicationSummary, 'firstName' | 'lastName'>): string {
  const initial = oneLine(application.lastName, 60).charAt(0);
  return `${oneLine(application.firstName, 60)}${initial ? ` ${initial.toUpperCase()}.` : ''}`;
}

export function noticeSubject(application: ApplicationSummary): string {
  return `Nowe zgłoszenie domu tymczasowego: ${shortName(application)}, ${oneLine(application.city, 80)}`;
}

/**
 * The short notice to the foundation's inbox: who applied, the summary and the panel's link.
 * Reply-To is the applicant, so answering it writes to them.
 */
export function foundationNoticeMail(application: ApplicationSummary, context: { origin: string; inbox: string }): OutgoingMail {
  const panelUrl = `${context.origin}${FOSTER_ADMIN_PAGE}`;
  const intro = 'Przez formularz „Zostań domem tymczasowym” na stronie fundacji przyszło nowe zgłoszenie.';
  const rows: [string, string][] = [
    ['Imię i nazwisko', oneLine(`${application.firstName} ${application.lastName}`, 120)],
    ['E-mail', application.email],
    ['Telefon', application.phone],
    ...summaryRows(application),
  ];
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', `Zgłoszenie w panelu: ${panelUrl}`].join('\n');
  const html = [
    WRAP_START,
    `<p>${escapeHtmlText(intro)}</p>`,
    htmlTable(rows),
    `<p><a href="${escapeHtmlText(panelUrl)}" style="color: #1f6f4a;">Otwórz zgłoszenia w panelu</a></p>`,
    WRAP_END,
  ].join('\n');
  return {
    to: context.inbox,
    subject: noticeSubject(application),
    text,
    html,
    replyTo: { address: application.email, name: senderDisplayName(`${application.firstName} ${application.lastName}`) },
    dedupeKey: `foster-application-notice:${application.id}`,
  };
}
