import { FOSTER_APPLICATION_STATUS_LABELS, type FosterPersonalData, type FosterReportKind } from '@pets/shared';

type When = (value: string | null) => string;

const REPORT_LABELS: Record<FosterReportKind, string> = { notatka: 'notatka', problem: 'problem ze zdrowiem', waga: 'waga', zdjecie: 'zdjęcie' };
const indent = (text: string) => text.split('\n').map((line) => `    ${line}`).join('\n');
const yesNo = (value: boolean | null) => (value === null ? 'bez odpowiedzi' : value ? 'tak' : 'nie');

/** The foster applications in the person's text export, one block each. */
export function fosterApplicationLines(data: FosterPersonalData, when: When): string[] {
  return data.applications.map((application) =>
    [
      `${when(application.createdAt)}: ${application.firstName} ${application.lastName}, ${application.email}, tel. ${application.phone}, ${application.postcode} ${application.city}`,
      `  gatunki: ${application.species.join(', ')}; naraz: ${application.capacity}; dowóz do lekarza weterynarii: ${yesNo(application.vetTransport)}`,
      ...(application.experience ? [`  doświadczenie:\n${indent(application.experience)}`] : []),
      ...(application.housing ? [`  warunki w domu:\n${indent(application.housing)}`] : []),
      ...(application.otherAnimals ? [`  inne zwierzęta:\n${indent(application.otherAnimals)}`] : []),
      ...(application.unavailable ? [`  niedostępność:\n${indent(application.unavailable)}`] : []),
      `  zgoda: ${when(application.consentAt)} (polityka prywatności w wersji ${application.consentPolicyVersion}); stan: ${FOSTER_APPLICATION_STATUS_LABELS[application.status]}`,
      ...(application.declineReason ? [`  powód odmowy:\n${indent(application.declineReason)}`] : []),
    ].join('\n'),
  );
}

/** The foster homes they are, with what they reported and the reminders sent to them. */
export function fosterHomeLines(data: FosterPersonalData, when: When): string[] {
  return data.homes.map((home) =>
    [
      `Od ${when(home.createdAt)}${home.endedAt ? ` do ${when(home.endedAt)}` : ''}: ${home.firstName} ${home.lastName}, ${home.email}, tel. ${home.phone}, ${home.postcode} ${home.city}`,
      `  gatunki: ${home.species.join(', ')}; miejsc: ${home.capacity}`,
      ...(home.notes ? [`  notatki fundacji:\n${indent(home.notes)}`] : []),
      ...home.unavailable.map((period) => `  niedostępność: ${period.from} – ${period.to}${period.note ? ` (${period.note})` : ''}`),
      ...home.placements.map((placement) => `  podopieczny: ${placement.animal}, od ${placement.date}`),
      ...home.reports.map((report) => `  ${when(report.createdAt)}, ${report.animal}, ${REPORT_LABELS[report.kind]}: ${report.text}`),
      ...home.reminders.map((reminder) => `  przypomnienie wysłane ${when(reminder.sentAt)}: ${reminder.label} (termin ${reminder.due})`),
    ].join('\n'),
  );
}
