import {
  groszeToInput,
  HEALTH_ENTRY_TYPE_LABELS,
  INTAKE_SOURCE_LABELS,
  SURVEY_OUTCOME_LABELS,
  type ExportDataset,
  type HealthEntryType,
  type IntakeSource,
  type SurveyOutcome,
} from '@pets/shared';
import { daysSinceDate, inRange, local } from '../stats/range-sql.js';
import { SURVEY_OUTCOME_SQL } from '../stats/survey-outcome.js';
import { polishDate, spreadsheetPhone, type CsvValue } from './csv.js';

/**
 * What each export holds: one SQL query over the range ($1 from, $2 to, days included, in the
 * foundation's time zone) and its columns. The query gives JSON-ready values (days as
 * yyyy-mm-dd, outcome codes); a column's `csv` turns a value into what Polish Excel should show.
 */

export interface ExportColumn {
  /** The query's column alias and the JSON key. */
  key: string;
  /** The CSV header. */
  header: string;
  csv?: (value: never) => CsvValue;
}

export interface ExportDefinition {
  sql: string;
  columns: readonly ExportColumn[];
}

const day = (column: string) => `to_char(${local(column)}, 'YYYY-MM-DD')`;
const wholeDays = (later: string, earlier: string) => `floor(extract(epoch FROM ${later} - ${earlier}) / 86400)::int`;
const asDay = { csv: (value: string | null) => polishDate(value) };
/**
 * Grosze as a decimal with a comma and no grouping (8550 → "85,50"): what a Polish spreadsheet
 * reads as a number it can sum. JSON keeps the integer of grosze.
 */
const asZloty = { csv: (value: number | null) => (value === null ? null : groszeToInput(value)) };

export const EXPORTS: Record<ExportDataset, ExportDefinition> = {
  adoptions: {
    sql: `SELECT ad.id AS "id", ${day('ad.adopted_at')} AS "adoptedOn", a.id AS "animalId", a.name AS "animalName", a.species AS "species",
                 ad.survey_id AS "surveyId", p.first_name AS "firstName", p.last_name AS "lastName", p.email AS "email",
                 p.phone AS "phone", p.city AS "city",
                 CASE WHEN s.id IS NULL THEN NULL ELSE ${wholeDays('ad.adopted_at', 's.created_at')} END AS "daysFromSurvey",
                 ${daysSinceDate('ad.adopted_at', 'a.intake_date')} AS "daysFromArrival",
                 ${day('ad.cancelled_at')} AS "cancelledOn"
          FROM adoptions ad
          JOIN animals a ON a.id = ad.animal_id
          JOIN adopters p ON p.id = ad.adopter_id
          LEFT JOIN surveys s ON s.id = ad.survey_id
          WHERE ${inRange('ad.adopted_at', '$1', '$2')}
          ORDER BY ad.adopted_at, ad.id`,
    columns: [
      { key: 'id', header: 'Nr adopcji' },
      { key: 'adoptedOn', header: 'Data adopcji', ...asDay },
      { key: 'animalId', header: 'Nr zwierzaka' },
      { key: 'animalName', header: 'Imię zwierzaka' },
      { key: 'species', header: 'Gatunek' },
      { key: 'surveyId', header: 'Nr ankiety' },
      { key: 'firstName', header: 'Imię' },
      { key: 'lastName', header: 'Nazwisko' },
      { key: 'email', header: 'E-mail' },
      { key: 'phone', header: 'Telefon', csv: spreadsheetPhone },
      { key: 'city', header: 'Miejscowość' },
      { key: 'daysFromSurvey', header: 'Dni od ankiety' },
      { key: 'daysFromArrival', header: 'Dni od przyjęcia' },
      { key: 'cancelledOn', header: 'Data anulowania', ...asDay },
    ],
  },
  surveys: {
    sql: `SELECT s.id AS "id", ${day('s.created_at')} AS "sentOn", s.species AS "species", s.first_name AS "firstName",
                 s.last_name AS "lastName", s.email AS "email", s.phone AS "phone", s.zip AS "zip", s.city AS "city",
                 (SELECT string_agg(a.name, ', ' ORDER BY a.name) FROM survey_animals sa JOIN animals a ON a.id = sa.animal_id
                  WHERE sa.survey_id = s.id) AS "animals",
                 ${SURVEY_OUTCOME_SQL} AS "outcome"
          FROM surveys s
          WHERE ${inRange('s.created_at', '$1', '$2')}
          ORDER BY s.created_at, s.id`,
    columns: [
      { key: 'id', header: 'Nr ankiety' },
      { key: 'sentOn', header: 'Data wysłania', ...asDay },
      { key: 'species', header: 'Gatunek' },
      { key: 'firstName', header: 'Imię' },
      { key: 'lastName', header: 'Nazwisko' },
      { key: 'email', header: 'E-mail' },
      { key: 'phone', header: 'Telefon', csv: spreadsheetPhone },
      { key: 'zip', header: 'Kod pocztowy' },
      { key: 'city', header: 'Miejscowość' },
      { key: 'animals', header: 'Wybrane zwierzaki' },
      { key: 'outcome', header: 'Wynik', csv: (value: SurveyOutcome) => SURVEY_OUTCOME_LABELS[value] },
    ],
  },
  animals: {
    sql: `SELECT a.id AS "id", a.name AS "name", a.species AS "species", a.sex AS "sex", to_char(a.birth_date, 'YYYY-MM-DD') AS "birthDate",
                 a.neutered AS "neutered", a.status AS "status", a.health AS "health", a.rainbow_bridge AS "rainbowBridge",
                 a.description AS "description", ${day('a.created_at')} AS "addedOn", ${day('ad.adopted_at')} AS "adoptedOn",
                 to_char(a.intake_date, 'YYYY-MM-DD') AS "intakeDate", a.intake_source AS "intakeSource"
          FROM animals a
          LEFT JOIN adoptions ad ON ad.animal_id = a.id AND ad.cancelled_at IS NULL
          WHERE ${inRange('a.created_at', '$1', '$2')}
          ORDER BY a.created_at, a.id`,
    columns: [
      { key: 'id', header: 'Nr zwierzaka' },
      { key: 'name', header: 'Imię' },
      { key: 'species', header: 'Gatunek' },
      { key: 'sex', header: 'Płeć' },
      { key: 'birthDate', header: 'Data urodzenia', ...asDay },
      { key: 'neutered', header: 'Wykastrowany' },
      { key: 'status', header: 'Status' },
      { key: 'health', header: 'Stan zdrowia' },
      { key: 'rainbowBridge', header: 'Za Tęczowym Mostem' },
      { key: 'description', header: 'Opis' },
      { key: 'addedOn', header: 'Data dodania', ...asDay },
      { key: 'adoptedOn', header: 'Data adopcji', ...asDay },
      { key: 'intakeDate', header: 'Data przyjęcia', ...asDay },
      { key: 'intakeSource', header: 'Źródło przyjęcia', csv: (value: IntakeSource | null) => value && INTAKE_SOURCE_LABELS[value] },
    ],
  },
  // The health card's entries dated in the range (a date of Poland's calendar, as staff entered it).
  health: {
    sql: `SELECT h.id AS "id", to_char(h.date, 'YYYY-MM-DD') AS "date", a.id AS "animalId", a.name AS "animalName", a.species AS "species",
                 h.type AS "type", h.description AS "description", c.name AS "clinic", h.cost_grosze AS "costGrosze",
                 to_char(h.next_due, 'YYYY-MM-DD') AS "nextDue", h.note AS "note"
          FROM health_entries h
          JOIN animals a ON a.id = h.animal_id
          LEFT JOIN clinics c ON c.id = h.clinic_id
          WHERE h.date BETWEEN $1::date AND $2::date
          ORDER BY h.date, h.id`,
    columns: [
      { key: 'id', header: 'Nr wpisu' },
      { key: 'date', header: 'Data', ...asDay },
      { key: 'animalId', header: 'Nr zwierzaka' },
      { key: 'animalName', header: 'Imię zwierzaka' },
      { key: 'species', header: 'Gatunek' },
      { key: 'type', header: 'Rodzaj', csv: (value: HealthEntryType) => HEALTH_ENTRY_TYPE_LABELS[value] },
      { key: 'description', header: 'Opis' },
      { key: 'clinic', header: 'Lecznica' },
      { key: 'costGrosze', header: 'Koszt (zł)', ...asZloty },
      { key: 'nextDue', header: 'Następny termin', ...asDay },
      { key: 'note', header: 'Uwagi' },
    ],
  },
};
