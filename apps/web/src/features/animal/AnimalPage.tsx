import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { animalPageTitle, bySex, formatAge, MESSAGES, neuteredLabel, showsNeutering, type Animal } from '@pets/shared';
import { BackButton } from '../../ui/BackButton';
import { Loader } from '../../ui/Loader';
import { ErrorCard } from '../../ui/ErrorCard';
import { AnimalImage } from '../../ui/AnimalImage';
import { useAfterPageLoad } from '../../ui/useAfterPageLoad';
import type { ResourceState } from '../../ui/useQueryState';
import { useQueryState } from '../../ui/useQueryState';
import { animalImagesQuery, animalQuery } from '../../lib/public-queries';
import { usePageTitle } from '../../lib/page-title';
import { isApiError } from '../../lib/api';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { StatusBadge, statusLabel } from '../../ui/StatusBadge';
import { RETURN_TO_LIST } from '../../lib/list-return';
import { GenderIcon } from './GenderIcon';
import { splitParagraphs } from './paragraphs';
import { PHOTO_SIZES } from './photo-sizes';
import './animal.css';

const ImageSlider = lazy(() => import('./ImageSlider'));

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** Animal detail (/zwierzak/{id}): a non-numeric id or a 404 shows the not-found page in place. */
export function AnimalPage() {
  const { id = '' } = useParams();
  if (!ID_PATTERN.test(id)) return <NotFoundPage />;
  return <AnimalDetail key={id} id={id} />;
}

/** Sets the document title (a component, so the not-found page can set its own instead). */
function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

/** Whether the animal can no longer be adopted: it found a home, or it is 'Za Tęczowym Mostem'. */
export function adoptionClosed(animal: Pick<Animal, 'status' | 'TM'>): 'adopted' | 'tm' | null {
  if (animal.TM === 'Tak') return 'tm';
  if (animal.status === 'Adoptowany') return 'adopted';
  return null;
}

function AnimalDetail({ id }: { id: string }) {
  const animal = useQueryState(animalQuery(id));
  const images = useQueryState(animalImagesQuery(id));
  const state = animal.state;

  if (state.status === 'error' && isApiError(state.error) && state.error.status === 404) return <NotFoundPage />;

  return (
    <div className="container page-content animal-page">
      <PageTitle title={state.status === 'success' ? animalPageTitle({ name: state.data.imie, species: state.data.gatunek }) : 'Zwierzak'} />
      <BackButton fallbackTo="/adoptuje" />
      {state.status === 'loading' && (
        <div className="animal-page__loading">
          <Loader block label="Wczytujemy zwierzaka…" />
        </div>
      )}
      {state.status === 'error' && <ErrorCard message={MESSAGES.public.animalFailed} onRetry={animal.reload} />}
      {state.status === 'success' && <AnimalView animal={state.data} images={images.state} />}
    </div>
  );
}

function AnimalView({ animal, images }: { animal: Animal; images: ResourceState<string[]> }) {
  const closed = adoptionClosed(animal);
  const paragraphs = splitParagraphs(animal.opis);
  return (
    <article className="animal" aria-labelledby="animal-name">
      <div className="animal__photos">
        <AnimalPhotos animal={animal} images={images} />
      </div>

      <div className="animal__summary">
        <div className="animal__title-row">
          <h1 id="animal-name" className="animal__name">
            {animal.imie}
          </h1>
          <GenderIcon sex={animal.plec} />
        </div>
        <StatusBadge status={animal.status} tm={animal.TM} sex={animal.plec} />

        <dl className="animal__details">
          <div>
            <dt>Gatunek</dt>
            <dd>{animal.gatunek}</dd>
          </div>
          <div>
            <dt>Płeć</dt>
            <dd>{animal.plec}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{statusLabel(animal.status, animal.TM, animal.plec)}</dd>
          </div>
          <div>
            <dt>Wiek</dt>
            <dd data-testid="animal-age">{formatAge(animal.data_urodzenia, undefined, animal.data_urodzenia_przyblizona)}</dd>
          </div>
          {showsNeutering(animal.gatunek) && (
            <div>
              <dt>{neuteredLabel(animal.plec)}</dt>
              <dd>{animal.wykastrowany}</dd>
            </div>
          )}
          <div className="animal__details-wide">
            <dt>Stan zdrowia</dt>
            <dd>{animal.stan_zdrowia || '—'}</dd>
          </div>
          {animal.zdrowie && (
            // Built from the foundation's health card (vaccinations, deworming, castration): a fact list, never costs or clinics.
            <div className="animal__details-wide">
              <dt>Szczepienia i zabiegi</dt>
              <dd>{animal.zdrowie.charAt(0).toLocaleUpperCase('pl-PL') + animal.zdrowie.slice(1)}</dd>
            </div>
          )}
        </dl>

        <SurveyBlock animal={animal} closed={closed} />
      </div>

      <section className="animal__story" aria-labelledby="animal-story-title">
        <h2 id="animal-story-title" className="animal__section-title">
          Historia i charakter
        </h2>
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p className="animal__muted">Opis tego zwierzaka pojawi się wkrótce.</p>
        )}
      </section>
    </article>
  );
}

/** The photo area: a slider with more than one image, else one photo; the cover while loading. */
function AnimalPhotos({ animal, images }: { animal: Animal; images: ResourceState<string[]> }) {
  const sliderWanted = useAfterPageLoad();
  const single = (path: string) => (
    <AnimalImage path={path} variant="full" sizes={PHOTO_SIZES} alt={`${animal.imie} – ${animal.gatunek}`} priority />
  );
  if (images.status === 'error') {
    return (
      <>
        {single(animal.cover)}
        <p className="animal__images-error" role="alert">
          {MESSAGES.public.imagesFailed}
        </p>
      </>
    );
  }
  const list = images.status === 'success' && images.data.length > 0 ? images.data : [animal.cover];
  // The slider (swiper) comes after the page has loaded: until then, and in the server's render,
  // the first photo stands alone, so the page's largest paint is that photo, preloaded with the HTML.
  if (list.length < 2 || !sliderWanted) return single(list[0] ?? animal.cover);
  return (
    <Suspense fallback={single(list[0]!)}>
      <ImageSlider images={list} name={animal.imie} />
    </Suspense>
  );
}

function SurveyBlock({ animal, closed }: { animal: Animal; closed: 'adopted' | 'tm' | null }) {
  if (closed === 'adopted') {
    return (
      <div className="animal__note animal__note--adopted" data-testid="animal-closed">
        <p className="animal__note-title">
          {animal.imie} {bySex(animal.plec, 'znalazł', 'znalazła')} już dom!
        </p>
        <p>
          Ten zwierzak znalazł już kochających opiekunów, więc ankieta nie jest dostępna. Zajrzyj na listę podopiecznych – inni wciąż
          czekają na dom.
        </p>
        <Link className="btn btn--primary" to="/adoptuje" state={RETURN_TO_LIST}>
          Zobacz zwierzaki do adopcji
        </Link>
      </div>
    );
  }
  if (closed === 'tm') {
    return (
      <div className="animal__note animal__note--tm" data-testid="animal-closed">
        <p className="animal__note-title">{animal.imie} jest już Za Tęczowym Mostem</p>
        <p>Zostawiamy tę stronę na pamiątkę. Dziękujemy wszystkim, którzy byli z nami i pomagali w opiece.</p>
        <Link className="btn btn--ghost" to="/adoptuje" state={RETURN_TO_LIST}>
          Zobacz zwierzaki do adopcji
        </Link>
      </div>
    );
  }
  return (
    <section className="animal__survey" aria-labelledby="animal-survey-title">
      <h2 id="animal-survey-title" className="animal__survey-title">
        {animal.imie} szuka domu
      </h2>
      <p>
        {animal.status === 'Zarezerwowany'
          ? 'Ten zwierzak jest obecnie zarezerwowany, ale nadal możesz wypełnić ankietę – skontaktujemy się, jeśli rezerwacja się zwolni.'
          : 'Wypełnij krótką ankietę adopcyjną. Przeczytamy ją uważnie i odezwiemy się do Ciebie.'}
      </p>
      <Link className="btn btn--primary" to={`/ankieta/${animal.id_zwierzaka}`}>
        Wypełnij ankietę adopcyjną
      </Link>
    </section>
  );
}
