import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { bySex, isSpecies, PAGE_TITLES, speciesInSentence, type Animal, type Species } from '@pets/shared';
import { isApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { Banner } from '../../ui/Banner';
import { BackButton } from '../../ui/BackButton';
import { ErrorCard } from '../../ui/ErrorCard';
import { Loader } from '../../ui/Loader';
import { useQueryState } from '../../ui/useQueryState';
import { animalQuery, surveyAnimalsQuery, surveyQuestionsQuery } from '../../lib/public-queries';
import { SurveyForm } from './SurveyForm';
import './survey.css';

const TITLE = PAGE_TITLES.survey;
const ID_PATTERN = /^[1-9]\d{0,9}$/;
const NOT_FOUND = '/404';

/** The species-survey route of a species (SPEC section 2: the species is URL-encoded). */
export function speciesSurveyPath(species: Species): string {
  return `/ankieta-gatunek/${encodeURIComponent(species)}`;
}

function SurveyShell({ subtitle, children }: { subtitle?: string; children: ReactNode }) {
  return (
    <>
      <Banner title={TITLE} subtitle={subtitle} />
      <div className="container page-content survey-page">
        <BackButton fallbackTo="/adoptuje" />
        {children}
      </div>
    </>
  );
}

/** Logs what the survey page does not show (SPEC section 8: other errors are only logged). */
function useLogged(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(what, error);
  }, [error, what]);
}

/** /ankieta/{id_zwierzaka}: the animal's species survey with the animal preselected. */
export function AnimalSurveyPage() {
  const { id = '' } = useParams();
  usePageTitle(TITLE);
  if (!ID_PATTERN.test(id)) return <Navigate to={NOT_FOUND} replace />;
  return <AnimalSurvey key={id} id={Number(id)} />;
}

function AnimalSurvey({ id }: { id: number }) {
  const animal = useQueryState(animalQuery(id));
  const state = animal.state;
  useLogged(state.status === 'error' ? state.error : null, 'Nie udało się pobrać zwierzaka do ankiety');

  if (state.status === 'error' && isApiError(state.error) && state.error.status === 404) return <Navigate to={NOT_FOUND} replace />;
  if (state.status === 'loading') {
    return (
      <SurveyShell>
        <Loader block label="Wczytujemy ankietę…" />
      </SurveyShell>
    );
  }
  if (state.status === 'error') {
    return (
      <SurveyShell>
        <ErrorCard onRetry={animal.reload} />
      </SurveyShell>
    );
  }
  const found = state.data;
  if (found.TM === 'Tak' || found.status === 'Adoptowany') {
    return (
      <SurveyShell subtitle={found.gatunek}>
        <AnimalUnavailable animal={found} />
      </SurveyShell>
    );
  }
  return <SpeciesSurvey species={found.gatunek} preset={found} />;
}

/** /ankieta-gatunek/{species}: the species survey with no animal chosen. */
export function SpeciesSurveyPage() {
  const { species = '' } = useParams();
  usePageTitle(TITLE);
  if (!isSpecies(species)) return <Navigate to={NOT_FOUND} replace />;
  return <SpeciesSurvey key={species} species={species} preset={null} />;
}

function SpeciesSurvey({ species, preset }: { species: Species; preset: Animal | null }) {
  const questions = useQueryState(surveyQuestionsQuery(species));
  const animals = useQueryState(surveyAnimalsQuery(species));
  const state = questions.state;
  useLogged(state.status === 'error' ? state.error : null, 'Nie udało się pobrać pytań ankiety');
  useLogged(animals.state.status === 'error' ? animals.state.error : null, 'Nie udało się pobrać zwierząt do ankiety');
  const subtitle = preset ? `${species} – ${preset.imie}` : species;

  // A species has a survey only with a non-empty list of questions (SPEC section 5).
  if (state.status === 'success' && state.data.length === 0) return <Navigate to={NOT_FOUND} replace />;
  return (
    <SurveyShell subtitle={subtitle}>
      {state.status === 'loading' && <Loader block label="Wczytujemy ankietę…" />}
      {state.status === 'error' && <ErrorCard onRetry={questions.reload} />}
      {state.status === 'success' && (
        <>
          <div className="card survey-intro">
            <p>
              {preset ? (
                <>
                  Ankieta adopcyjna dla zwierzaka <strong>{preset.imie}</strong> ({species}). Odpowiedz szczerze na pytania – nie ma tu
                  złych odpowiedzi, a ankieta pomaga nam dobrać dom do potrzeb zwierzaka.
                </>
              ) : (
                <>
                  Ankieta adopcyjna dla gatunku <strong>{speciesInSentence(species)}</strong>. Odpowiedz szczerze na pytania – pomogą nam dobrać podopiecznego do
                  Twoich warunków.
                </>
              )}
            </p>
            <p className="survey-intro__small">Wypełnienie zajmuje około 10–15 minut.</p>
          </div>
          <SurveyForm
            species={species}
            questions={state.data}
            presetAnimalId={preset?.id_zwierzaka ?? null}
            animals={animals.state}
            onReloadAnimals={animals.reload}
          />
        </>
      )}
    </SurveyShell>
  );
}

/** An adopted animal or one 'Za Tęczowym Mostem' has no survey: say so, and point to the species survey. */
function AnimalUnavailable({ animal }: { animal: Animal }) {
  const tm = animal.TM === 'Tak';
  return (
    <div className="card survey-unavailable" data-testid="survey-unavailable">
      <h2 className="survey-unavailable__title">
        {tm ? `${animal.imie} jest już Za Tęczowym Mostem` : `${animal.imie} ${bySex(animal.plec, 'znalazł', 'znalazła')} już dom`}
      </h2>
      <p>Ten zwierzak nie jest dostępny do adopcji, więc ankieta dla niego nie jest już dostępna.</p>
      <div className="button-row">
        <Link className="btn btn--primary" to={speciesSurveyPath(animal.gatunek)}>
          Wypełnij ankietę dla gatunku {speciesInSentence(animal.gatunek)}
        </Link>
        <Link className="btn btn--ghost" to="/adoptuje">
          Zobacz zwierzaki do adopcji
        </Link>
      </div>
    </div>
  );
}
