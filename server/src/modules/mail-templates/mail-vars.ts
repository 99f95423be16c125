import type { DataSource, EntityManager } from 'typeorm';
import { ADOPTION_MESSAGES, joinNames, speciesGroupOf, speciesInSentence, type MailTemplateVars, type Species } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

type Db = DataSource | EntityManager;

/** What every template may say about the sender: the foundation, and where its animals are listed. */
export interface MailSite {
  foundationName: string;
  /** The public origin for links (PUBLIC_URL). */
  origin: string;
}

/** MailSite as the routes get it: the name is read when a mail is written (the panel may change it). */
export interface MailSiteSource {
  foundationName: () => Promise<string>;
  origin: string;
}

export async function mailSiteOf(source: MailSiteSource): Promise<MailSite> {
  return { foundationName: await source.foundationName(), origin: source.origin };
}

/** How many other animals {inne_zwierzaki} suggests. */
const SUGGESTIONS = 5;

type SurveyRow = Columns<'surveys', 'id' | 'species' | 'first_name' | 'last_name'>;

/**
 * The animals a survey is about, most decided first: those it adopted, else those it reserved,
 * else those it chose.
 */
async function surveyAnimalNames(db: Db, surveyId: number): Promise<{ ids: number[]; names: string[] }> {
  const rows = await queryRows<{ id: number; name: string; rank: number }>(
    db,
    `SELECT a.id, a.name,
            CASE WHEN EXISTS (SELECT 1 FROM adoptions x WHERE x.animal_id = a.id AND x.survey_id = $1 AND x.cancelled_at IS NULL) THEN 1
                 WHEN EXISTS (SELECT 1 FROM reservations r WHERE r.animal_id = a.id AND r.survey_id = $1 AND r.released_at IS NULL) THEN 2
                 ELSE 3 END AS rank
     FROM animals a
     WHERE a.id IN (SELECT animal_id FROM survey_animals WHERE survey_id = $1
                    UNION SELECT animal_id FROM adoptions WHERE survey_id = $1 AND cancelled_at IS NULL
                    UNION SELECT animal_id FROM reservations WHERE survey_id = $1 AND released_at IS NULL)
     ORDER BY rank, a.name, a.id`,
    [surveyId],
  );
  const best = rows[0]?.rank;
  const chosen = rows.filter((row) => row.rank === best);
  return { ids: rows.map((row) => row.id), names: chosen.map((row) => row.name) };
}

/**
 * {inne_zwierzaki}: animals of the species group that wait for a home now (newest first, a few),
 * one line each with its page, and the link to all of them.
 */
export async function otherAnimalsText(db: Db, species: Species, excludeIds: readonly number[], site: MailSite): Promise<string> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    `SELECT id, name FROM animals
     WHERE status = 'Dostępny' AND NOT rainbow_bridge AND species = ANY($1::varchar[]) AND NOT (id = ANY($2::int[]))
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [speciesGroupOf(species), excludeIds, SUGGESTIONS],
  );
  const lines = rows.map((row) => `• ${row.name} – ${site.origin}/zwierzak/${row.id}`);
  lines.push(`Wszystkie zwierzaki czekające na dom: ${site.origin}/adoptuje`);
  return lines.join('\n');
}

async function loadSurvey(db: Db, surveyId: number): Promise<SurveyRow> {
  const [survey] = await queryRows<SurveyRow>(db, `SELECT id, species, first_name, last_name FROM surveys WHERE id = $1`, [surveyId]);
  if (!survey) throw HttpError.notFound(ADOPTION_MESSAGES.surveyNotFound, 'survey_not_found');
  return survey;
}

/** The placeholders' values for one survey (its contact data as sent). */
export async function mailVarsForSurvey(db: Db, surveyId: number, site: MailSite): Promise<MailTemplateVars> {
  const survey = await loadSurvey(db, surveyId);
  const animals = await surveyAnimalNames(db, survey.id);
  return {
    imie: survey.first_name,
    nazwisko: survey.last_name,
    zwierzaki: joinNames(animals.names),
    gatunek: speciesInSentence(survey.species),
    inne_zwierzaki: await otherAnimalsText(db, survey.species, animals.ids, site),
    numer_ankiety: String(survey.id),
    fundacja: site.foundationName,
  };
}

/**
 * The values for an adopter: their name as stored, the animals they adopted (else those of their
 * newest survey), and the survey number and species of their newest survey.
 */
export async function mailVarsForAdopter(db: Db, adopterId: number, site: MailSite): Promise<MailTemplateVars> {
  const [adopter] = await queryRows<Columns<'adopters', 'first_name' | 'last_name' | 'email'>>(
    db,
    `SELECT first_name, last_name, email FROM adopters WHERE id = $1`,
    [adopterId],
  );
  if (!adopter) throw HttpError.notFound(ADOPTION_MESSAGES.adopterNotFound, 'adopter_not_found');
  const [newest] = await queryRows<{ id: number }>(
    db,
    `SELECT id FROM surveys WHERE adopter_id = $1 OR lower(email) = lower($2) ORDER BY created_at DESC, id DESC LIMIT 1`,
    [adopterId, adopter.email],
  );
  const fromSurvey = newest ? await mailVarsForSurvey(db, newest.id, site) : {};
  const adopted = await queryRows<Columns<'animals', 'name'>>(
    db,
    `SELECT a.name FROM adoptions x JOIN animals a ON a.id = x.animal_id
     WHERE x.adopter_id = $1 AND x.cancelled_at IS NULL ORDER BY x.adopted_at, a.name`,
    [adopterId],
  );
  return {
    ...fromSurvey,
    imie: adopter.first_name,
    nazwisko: adopter.last_name,
    ...(adopted.length > 0 ? { zwierzaki: joinNames(adopted.map((row) => row.name)) } : {}),
    fundacja: site.foundationName,
  };
}

/** The values for telling one applicant that `animal` found a home: that animal, and the others waiting. */
export async function mailVarsForApplicant(db: Db, surveyId: number, animal: { id: number; name: string }, site: MailSite): Promise<MailTemplateVars> {
  const survey = await loadSurvey(db, surveyId);
  return {
    imie: survey.first_name,
    nazwisko: survey.last_name,
    zwierzaki: animal.name,
    gatunek: speciesInSentence(survey.species),
    inne_zwierzaki: await otherAnimalsText(db, survey.species, [animal.id], site),
    numer_ankiety: String(survey.id),
    fundacja: site.foundationName,
  };
}
