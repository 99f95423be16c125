import { historyFieldLabel, SURVEY_CLOSE_REASON_OPTIONS, type HistoryItem } from '@pets/shared';

/** What a timeline entry shows below its label: a note's text, a message, the changed values. */
export interface HistoryDetailView {
  /** Free text written by staff (a note, a reason), shown as a paragraph. */
  text: string | null;
  /** "pole: przed → po" lines of an edit. */
  changes: string[];
  /** An e-mail sent from the panel. */
  mail: { to: string; subject: string; body: string } | null;
  /** What else the action was about: the survey (on an animal's or adopter's timeline), the animals. */
  context: string | null;
}

const asText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'brak';
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}

function changeLines(changes: unknown): string[] {
  if (typeof changes !== 'object' || changes === null) return [];
  return Object.entries(changes as Record<string, unknown>).map(([field, change]) => {
    const { from, to } = (change ?? {}) as { from?: unknown; to?: unknown };
    return `${historyFieldLabel(field)}: ${shown(from)} → ${shown(to)}`;
  });
}

/** A survey's closing reason in words ('Odrzucona przez fundację'); another reason as recorded. */
function reasonText(reason: unknown): string | null {
  const text = asText(reason);
  return text && Object.hasOwn(SURVEY_CLOSE_REASON_OPTIONS, text) ? SURVEY_CLOSE_REASON_OPTIONS[text as keyof typeof SURVEY_CLOSE_REASON_OPTIONS] : text;
}

/** "Ankieta #12 · zwierzęta: Kulka, Pestka" from the ids and names a survey action recorded. */
function contextLine(item: HistoryItem): string | null {
  const parts: string[] = [];
  const surveyId = item.details.surveyId;
  if (item.subjectType !== 'survey' && typeof surveyId === 'number') parts.push(`Ankieta #${surveyId}`);
  const animals = Array.isArray(item.details.animals) ? (item.details.animals as unknown[]) : [];
  const names = animals.flatMap((animal) => (typeof (animal as { name?: unknown })?.name === 'string' ? [(animal as { name: string }).name] : []));
  if (names.length > 0) parts.push(`${names.length === 1 ? 'zwierzak' : 'zwierzęta'}: ${names.join(', ')}`);
  // Settings changes record which fields changed, not their values (the foundation data).
  const fields = Array.isArray(item.details.fields) ? (item.details.fields as unknown[]).filter((field): field is string => typeof field === 'string') : [];
  if (fields.length > 0) parts.push(`zmienione pola: ${fields.map(historyFieldLabel).join(', ')}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function historyDetailView(item: HistoryItem): HistoryDetailView {
  const details = item.details;
  const mailTo = asText(details.to);
  const mailSubject = asText(details.subject);
  return {
    text: asText(details.text) ?? asText(details.reasonText) ?? reasonText(details.reason),
    changes: changeLines(details.changes),
    mail: mailTo && mailSubject ? { to: mailTo, subject: mailSubject, body: asText(details.body) ?? '' } : null,
    context: contextLine(item),
  };
}
