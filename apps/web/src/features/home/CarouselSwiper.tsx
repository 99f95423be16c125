import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { CAROUSEL_BREAKPOINTS, TIMINGS, type AnimalListItem } from '@pets/shared';
import 'swiper/css';
import 'swiper/css/a11y';
import '../../ui/swiper-theme.css';
import { AutoplayToggle } from '../../ui/AutoplayToggle';
import { swiperA11yMessages } from '../../ui/swiper-config';
import { useReducedMotion } from '../../ui/useReducedMotion';
import { AnimalCard } from '../adopt/AnimalCard';
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
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const loop = animals.length > MAX_PER_VIEW;
  const running = !reducedMotion && !userPaused && !focusInside;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, running]);

  return (
    <div
      className="carousel"
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusInside(false);
      }}
    >
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
          <AutoplayToggle subject="przewijanie" paused={userPaused} onToggle={() => setUserPaused((paused) => !paused)} />
        )}
        <button type="button" className="carousel__arrow" aria-label="Następny zwierzak" onClick={() => swiper?.slideNext()}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
