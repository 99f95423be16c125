import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, type AnimalListItem } from '@pets/shared';
import { ErrorCard } from '../../ui/ErrorCard';
import { Loader } from '../../ui/Loader';
import { useQueryState } from '../../ui/useQueryState';
import { useAfterPageLoad } from '../../ui/useAfterPageLoad';
import { AnimalCard } from '../../ui/AnimalCard';
import { EMPTY_ADOPT_FILTERS } from '../../lib/animal-filters';
import { availableAnimalsQuery } from '../../lib/public-queries';
import { CAROUSEL_LIMIT, SLIDE_SIZES } from './carousel-config';

const CarouselSwiper = lazy(() => import('./CarouselSwiper'));

/**
 * 'Nasi podopieczni': the newest animals in a carousel. Swiper is loaded lazily, after the page has
 * loaded (so it never delays the first photo, the page's largest paint); until it arrives the first
 * cards stand in the same grid (same size, no layout shift).
 */
export function AnimalCarousel() {
  const swiperWanted = useAfterPageLoad();
  const { state, reload } = useQueryState(availableAnimalsQuery(EMPTY_ADOPT_FILTERS));

  return (
    <section className="home-section home-carousel" aria-labelledby="home-carousel-title">
      <div className="container">
        <div className="home-section__header">
          <h2 id="home-carousel-title" className="home-section__title">
            Nasi podopieczni
          </h2>
          <Link className="btn btn--primary home-section__more" to="/adoptuje">
            Zobacz wszystkie
          </Link>
        </div>
        {state.status === 'loading' && <CarouselPlaceholder />}
        {state.status === 'error' && (
          <ErrorCard title={MESSAGES.public.carouselErrorTitle} message={MESSAGES.public.carouselFailed} onRetry={reload} />
        )}
        {state.status === 'success' && state.data.length === 0 && (
          <p className="home-carousel__empty">Wszyscy nasi podopieczni znaleźli już domy! Zajrzyj tu wkrótce.</p>
        )}
        {state.status === 'success' && state.data.length > 0 && (
          <Suspense fallback={<StaticSlides animals={state.data.slice(0, 3)} />}>
            {swiperWanted ? <CarouselSwiper animals={state.data.slice(0, CAROUSEL_LIMIT)} /> : <StaticSlides animals={state.data.slice(0, 3)} />}
          </Suspense>
        )}
      </div>
    </section>
  );
}

/** The first slides without swiper, laid out like the carousel (its stand-in while it loads). */
export function StaticSlides({ animals }: { animals: AnimalListItem[] }) {
  return (
    <div className="carousel carousel--static">
      <ul className="carousel__static-track">
        {animals.map((animal, index) => (
          <li key={animal.id_zwierzaka}>
            <AnimalCard animal={animal} sizes={SLIDE_SIZES} priority={index === 0} />
          </li>
        ))}
      </ul>
      <div className="carousel__controls" aria-hidden="true" />
    </div>
  );
}

function CarouselPlaceholder() {
  return (
    <div className="carousel carousel--placeholder">
      <Loader label="Wczytujemy podopiecznych…" />
    </div>
  );
}
