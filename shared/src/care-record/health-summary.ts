import { bySex, showsNeutering } from '../sex-agreement.js';
import type { HealthEntryType } from './care-record.js';

/** What the public summary reads of an entry: never costs, clinics, notes or attachments. */
export interface SummaryEntry {
  type: HealthEntryType;
  /** YYYY-MM-DD. */
  date: string;
  description: string;
}

export interface SummaryAnimal {
  species: string;
  sex: string;
  neutered: boolean;
}

/** "przeciw …" takes the dative: the usual names of vaccines for these species, as written after it. */
const AGAINST: Readonly<Record<string, string>> = {
  'rhd1 i rhd2': 'RHD1 i RHD2',
  'rhd1, rhd2': 'RHD1 i RHD2',
  'rhd1': 'RHD1',
  'rhd2': 'RHD2',
  'rhd': 'RHD',
  'myksomatoza': 'myksomatozie',
  'myksomatozie': 'myksomatozie',
  'myksomatoza i rhd': 'myksomatozie i RHD',
  'myksomatoza, rhd1 i rhd2': 'myksomatozie, RHD1 i RHD2',
  'wścieklizna': 'wściekliźnie',
};

const MONTH_YEAR = new Intl.DateTimeFormat('pl-PL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthOf = (date: string) => MONTH_YEAR.format(new Date(`${date}T00:00:00Z`));

/** The latest entry of each kind (same type and description in any letter case). */
function latestByKind(entries: readonly SummaryEntry[], type: HealthEntryType): SummaryEntry[] {
  const latest = new Map<string, SummaryEntry>();
  for (const entry of entries) {
    if (entry.type !== type) continue;
    const key = entry.description.trim().toLocaleLowerCase('pl-PL');
    const seen = latest.get(key);
    if (!seen || seen.date < entry.date) latest.set(key, entry);
  }
  return [...latest.values()].sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * The short health summary of the public animal page, built from the health card:
 * "zaszczepiony przeciw RHD1 i RHD2 (listopad 2026), wykastrowany". Words agree with the
 * animal's sex. Null when the card says nothing a visitor would read.
 */
export function healthSummary(animal: SummaryAnimal, entries: readonly SummaryEntry[]): string | null {
  const parts: string[] = [];
  const vaccinated = bySex(animal.sex, 'zaszczepiony', 'zaszczepiona');
  for (const entry of latestByKind(entries, 'szczepienie')) {
    const against = AGAINST[entry.description.trim().toLocaleLowerCase('pl-PL')];
    parts.push(against ? `${vaccinated} przeciw ${against} (${monthOf(entry.date)})` : `${vaccinated}: ${entry.description.trim()} (${monthOf(entry.date)})`);
  }
  const [dewormed] = latestByKind(entries, 'odrobaczanie').sort((a, b) => b.date.localeCompare(a.date));
  if (dewormed) parts.push(`${bySex(animal.sex, 'odrobaczony', 'odrobaczona')} (${monthOf(dewormed.date)})`);
  const castrated = animal.neutered || entries.some((entry) => entry.type === 'kastracja');
  if (castrated && showsNeutering(animal.species)) parts.push(bySex(animal.sex, 'wykastrowany', 'wysterylizowana'));
  return parts.length > 0 ? parts.join(', ') : null;
}
