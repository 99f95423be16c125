import { Navigate, useParams } from 'react-router-dom';
import { Banner } from '../../ui/Banner';
import { BackButton } from '../../ui/BackButton';
import { usePageTitle } from '../../lib/page-title';

const TITLE = 'Ankieta adopcyjna';

/** /ankieta/{id_zwierzaka}: a non-numeric id goes to /404 (SPEC section 5). Placeholder form. */
export function AnimalSurveyPage() {
  const { id = '' } = useParams();
  usePageTitle(TITLE);
  if (!/^[1-9]\d*$/.test(id)) return <Navigate to="/404" replace />;
  return <SurveyPlaceholder detail={`Ankieta dla zwierzaka nr ${id}.`} />;
}

/** /ankieta-gatunek/{species} (URL-encoded; the router decodes it). Placeholder form. */
export function SpeciesSurveyPage() {
  const { species = '' } = useParams();
  usePageTitle(TITLE);
  return <SurveyPlaceholder detail={`Gatunek: ${species}`} />;
}

function SurveyPlaceholder({ detail }: { detail: string }) {
  return (
    <>
      <Banner title={TITLE} />
      <div className="container page-content">
        <BackButton />
        <div className="card placeholder-card">
          <p className="placeholder-card__lead">{detail}</p>
          <p>Formularz ankiety pojawi się tutaj już wkrótce.</p>
        </div>
      </div>
    </>
  );
}
