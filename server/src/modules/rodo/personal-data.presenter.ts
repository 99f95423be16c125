import sanitizeHtml from 'sanitize-html';
import { FOSTER_OPINION_LABELS, formatDate, type FosterOpinion, type PersonalDataExport } from '@pets/shared';
import { isoOrNull } from '../surveys/surveys.admin.presenter.js';
import type { PersonalDataRows } from './personal-data.export.js';
import { fosterApplicationLines, fosterHomeLines } from './foster-personal-data.text.js';

const iso = (value: Date | string | null) => isoOrNull(value) ?? '';
/** The readable body: the text part, else the HTML part without its tags (block ends become line breaks). */
const bodyText = (text: string | null, html: string | null) =>
  text ??
  (html
    ? sanitizeHtml(html.replace(/<\/(p|div|tr|li|h\d)>|<br\s*\/?>/gi, '$&\n'), { allowedTags: [], allowedAttributes: {} })
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
    : '');

/** The export as JSON (RODO art. 20: structured and machine-readable). */
export function presentPersonalData(rows: PersonalDataRows, now: Date): PersonalDataExport {
  const { adopter } = rows;
  return {
    exportedAt: now.toISOString(),
    adopter: {
      id: adopter.id,
      firstName: adopter.first_name,
      lastName: adopter.last_name,
      email: adopter.email,
      phone: adopter.phone,
      zip: adopter.zip,
      city: adopter.city,
      createdAt: iso(adopter.created_at),
      updatedAt: iso(adopter.updated_at),
      erasedAt: isoOrNull(adopter.erased_at),
    },
    surveys: rows.surveys.map(({ detail, consentAt }) => ({
      id: detail.id,
      species: detail.species,
      createdAt: detail.createdAt,
      consentAt: isoOrNull(consentAt),
      contact: { ...detail.adopter },
      answers: detail.answers,
      animals: detail.animals.map((animal) => animal.name),
      fosterOpinion: detail.fosterOpinion ? { opinion: detail.fosterOpinion.opinion, note: detail.fosterOpinion.note, at: detail.fosterOpinion.at } : null,
    })),
    adoptions: rows.adoptions.map((row) => ({
      animal: row.name,
      species: row.species,
      adoptedAt: iso(row.adopted_at),
      cancelledAt: isoOrNull(row.cancelled_at),
      surveyId: row.survey_id,
      contractSignedOn: row.contract_signed_on,
      contractScan: row.contract_scan,
    })),
    reservations: rows.reservations.map((row) => ({
      animal: row.name,
      surveyId: row.survey_id,
      reservedAt: iso(row.created_at),
      releasedAt: isoOrNull(row.released_at),
    })),
    staffNotes: rows.notes.map((row) => ({ surveyId: row.survey_id, text: row.text, createdAt: iso(row.at) })),
    animalIntakes: rows.intakeNotes.map((row) => ({ animal: row.name, intakeDate: row.intake_date, circumstances: row.intake_note })),
    foster: rows.foster,
    emailsSent: rows.outbox.map((row) => ({
      to: row.to_address,
      subject: row.subject,
      body: bodyText(row.text, row.html),
      createdAt: iso(row.created_at),
      sentAt: isoOrNull(row.sent_at),
      status: row.status,
    })),
    contactMessages: rows.contacts.map((row) => ({
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      createdAt: iso(row.created_at),
    })),
    mailboxMessages: rows.mailbox.map((row) => ({
      fromName: row.from_name,
      fromEmail: row.from_email,
      subject: row.subject,
      body: bodyText(row.text_body, row.html_body),
      receivedAt: iso(row.date_received),
    })),
    alertSubscriptions: rows.alerts.map((row) => ({
      email: row.email,
      species: row.species,
      confirmedAt: isoOrNull(row.confirmed_at),
      consentAt: isoOrNull(row.consent_at),
      consentPolicyVersion: row.consent_policy_version,
      pendingSpecies: row.pending_species ?? [],
      pendingSince: isoOrNull(row.pending_at),
      lastDigestAt: isoOrNull(row.last_digest_at),
      createdAt: iso(row.created_at),
    })),
  };
}

const OUTBOX_STATUS: Record<string, string> = { pending: 'w kolejce', sending: 'wysyłanie', sent: 'wysłano', failed: 'nie wysłano' };
const when = (value: string | null) => (value ? formatDate(value) : '–');
const indent = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

/** "z zastrzeżeniami (3 grudnia 2026): note" of a survey's "opinia DT". */
function fosterOpinionText(opinion: { opinion: string; note: string; at: string }): string {
  const label = FOSTER_OPINION_LABELS[opinion.opinion as FosterOpinion] ?? opinion.opinion;
  return `${label} (${when(opinion.at)})${opinion.note ? ` – ${opinion.note}` : ''}`;
}

/** The same export as a plain text in Polish, for the person to read (RODO art. 15). */
export function personalDataText(data: PersonalDataExport, foundationName: string): string {
  const { adopter } = data;
  const lines: string[] = [
    `Dane osobowe przechowywane przez: ${foundationName}`,
    `Stan na: ${when(data.exportedAt)}`,
    '',
    '== Dane kontaktowe ==',
    `Imię i nazwisko: ${adopter.firstName} ${adopter.lastName}`.trimEnd(),
    `E-mail: ${adopter.email}`,
    `Telefon: ${adopter.phone || '–'}`,
    `Kod pocztowy i miasto: ${[adopter.zip, adopter.city].filter(Boolean).join(' ') || '–'}`,
    `Zapisano: ${when(adopter.createdAt)}, ostatnia zmiana: ${when(adopter.updatedAt)}`,
  ];
  if (adopter.erasedAt) lines.push(`Dane osobowe usunięto: ${when(adopter.erasedAt)}`);

  const section = (title: string, items: string[]) => {
    lines.push('', `== ${title} ==`);
    lines.push(...(items.length > 0 ? items : ['Brak.']));
  };
  section(
    'Ankiety adopcyjne',
    data.surveys.map((survey) =>
      [
        `Ankieta #${survey.id} (${survey.species}), wysłana ${when(survey.createdAt)}`,
        `  Dane z ankiety: ${survey.contact.firstName} ${survey.contact.lastName}, ${survey.contact.email}, tel. ${survey.contact.phone || '–'}, ${[survey.contact.zip, survey.contact.city].filter(Boolean).join(' ') || '–'}`,
        `  Zgoda: ${when(survey.consentAt)}`,
        `  Wybrane zwierzęta: ${survey.animals.join(', ') || '–'}`,
        ...survey.answers.map((answer) => `  ${answer.question}: ${answer.answer}`),
        ...(survey.fosterOpinion ? [`  Opinia domu tymczasowego: ${fosterOpinionText(survey.fosterOpinion)}`] : []),
      ].join('\n'),
    ),
  );
  section(
    'Adopcje',
    data.adoptions.map(
      (adoption) =>
        `${adoption.animal} (${adoption.species}), adopcja ${when(adoption.adoptedAt)}${adoption.cancelledAt ? `, anulowana ${when(adoption.cancelledAt)}` : ''}` +
        (adoption.contractSignedOn ? `, umowa podpisana ${when(`${adoption.contractSignedOn}T12:00:00Z`)}${adoption.contractScan ? ' (skan przechowywany przez Fundację)' : ''}` : ''),
    ),
  );
  section(
    'Rezerwacje',
    data.reservations.map(
      (reservation) =>
        `${reservation.animal} (${reservation.surveyId === null ? 'bez ankiety' : `ankieta #${reservation.surveyId}`}), od ${when(reservation.reservedAt)}${reservation.releasedAt ? ` do ${when(reservation.releasedAt)}` : ''}`,
    ),
  );
  section(
    'Notatki fundacji',
    data.staffNotes.map((note) => `${when(note.createdAt)}${note.surveyId === null ? '' : ` (ankieta #${note.surveyId})`}\n${indent(note.text)}`),
  );
  section(
    'Przyjęcia zwierząt do fundacji',
    data.animalIntakes.map((intake) => `${intake.animal}, przyjęcie ${when(`${intake.intakeDate}T12:00:00Z`)}\n${indent(intake.circumstances)}`),
  );
  section('Zgłoszenia na dom tymczasowy', fosterApplicationLines(data.foster, when));
  section('Dom tymczasowy', fosterHomeLines(data.foster, when));
  section(
    'E-maile wysłane przez fundację',
    data.emailsSent.map(
      (mail) => `${when(mail.createdAt)} do ${mail.to} (${OUTBOX_STATUS[mail.status] ?? mail.status}): ${mail.subject}\n${indent(mail.body)}`,
    ),
  );
  section(
    'Wiadomości z formularza kontaktowego',
    data.contactMessages.map((message) => `${when(message.createdAt)} od ${message.fullName}, ${message.email}, tel. ${message.phone}\n${indent(message.message)}`),
  );
  section(
    'Wiadomości w skrzynce fundacji',
    data.mailboxMessages.map((message) => `${when(message.receivedAt)} od ${message.fromName} <${message.fromEmail}>: ${message.subject}\n${indent(message.body)}`),
  );
  section(
    'Powiadomienia o nowych zwierzakach',
    data.alertSubscriptions.map((alert) =>
      [
        `${alert.email}, zapis ${when(alert.createdAt)}`,
        `  Potwierdzone gatunki: ${alert.species.join(', ') || '–'}${alert.confirmedAt ? ` (potwierdzono ${when(alert.confirmedAt)})` : ''}`,
        `  Zgoda: ${when(alert.consentAt)}${alert.consentPolicyVersion ? `, polityka prywatności z ${alert.consentPolicyVersion}` : ''}`,
        ...(alert.pendingSpecies.length > 0 ? [`  Czeka na potwierdzenie od ${when(alert.pendingSince)}: ${alert.pendingSpecies.join(', ')}`] : []),
        `  Ostatnie powiadomienie: ${when(alert.lastDigestAt)}`,
      ].join('\n'),
    ),
  );
  return `${lines.join('\n')}\n`;
}
