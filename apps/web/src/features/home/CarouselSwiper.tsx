import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { CAROUSEL_BREAKPOINTS, TIMINGS, type AnimalListItem } from '@pets/shared';
import 'swiper/css';
import 'swiper/css/a11y';
import '../../ui/swiper-theme.css';
import { AutoplayToggle } from '../../ui/AutoplayToggle';
import { swiperA11yMessages } from '../../ui/swiper-config';
import { useSwiperAutoplay } from '../../ui/useSwiperAutoplay';
import { AnimalCard } from '../../ui/AnimalCard';
import { SLIDE_SIZES } from './carousel-config';

/** Gap between slides in px (the static stand-in uses the same). */
const GAP = 20;

/** Swiper breakpoints from SPEC section 9 (keyed by minimum width). */
const BREAKPOINTS = Object.fromEntries(
  Object.entries(CAROUSEL_BREAKPOINTS).map(([width, slidesPerView]) => [width, { slidesPerView }]),
) as Record<string, { slidesPerView: number }>;
const MAX_PER_VIEW = Math.max(...Object.values(CAROUSEL_BREAKPOINTS));

/**
 * The carousel itself (lazy chunk with swiper): 3 / 2 / 1 slides, autoplay every 3000 ms in an
 * endless loop, paused on hover, while the focus is inside, with the pause button, and off when
 * the visitor prefers reduced motion. Own prev/next buttons and a position counter.
 */
export default function CarouselSwiper({ animals }: { animals: AnimalListItem[] }) {
  const { reducedMotion, swiper, setSwiper, userPaused, togglePaused, focusHandlers } = useSwiperAutoplay();
  const [index, setIndex] = useState(0);
  const loop = animals.length > MAX_PER_VIEW;

  return (
    <div className="carousel" {...focusHandlers}>
      <Swiper
        modules={[A11y, Autoplay, Keyboard]}
        slidesPerView={1}
        spaceBetween={GAP}
        breakpoints={BREAKPOINTS}
        watchSlidesProgress
        loop={loop}
        rewind={!loop}
        autoplay={{ delay: TIMINGS.carouselAutoplay, pauseOnMouseEnter: true, disableOnInteraction: false, enabled: !reducedMotion }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={swiperA11yMessages('zwierzak')}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setIndex(instance.realIndex)}
      >
        {animals.map((animal, position) => (
          <SwiperSlide key={animal.id_zwierzaka}>
            <AnimalCard animal={animal} sizes={SLIDE_SIZES} priority={position === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="carousel__controls">
        <button type="button" className="carousel__arrow" aria-label="Poprzedni zwierzak" onClick={() => swiper?.slidePrev()}>
          <span aria-hidden="true">‹</span>
        </button>
        <p className="carousel__counter">
          <span className="visually-hidden">Zwierzak </span>
          {index + 1} / {animals.length}
        </p>
        {!reducedMotion && (
          <AutoplayToggle subject="przewijanie" paused={userPaused} onToggle={togglePaused} />
        )}
        <button type="button" className="carousel__arrow" aria-label="Następny zwierzak" onClick={() => swiper?.slideNext()}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
