import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { TIMINGS } from '@pets/shared';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/a11y';
import '../../ui/swiper-theme.css';
import { AnimalImage } from '../../ui/AnimalImage';
import { AutoplayToggle } from '../../ui/AutoplayToggle';
import { swiperA11yMessages } from '../../ui/swiper-config';
import { useSwiperAutoplay } from '../../ui/useSwiperAutoplay';
import { PHOTO_SIZES } from './photo-sizes';

export interface ImageSliderProps {
  images: string[];
  name: string;
}

/**
 * The animal's photos in a slider (lazy chunk with swiper): autoplay every 3 s, 500 ms transitions
 * (SPEC section 9), paused on hover, while the focus is inside, with the pause button, and never
 * started when the visitor prefers reduced motion.
 */
export default function ImageSlider({ images, name }: ImageSliderProps) {
  const { reducedMotion, setSwiper, userPaused, togglePaused, focusHandlers } = useSwiperAutoplay();

  return (
    <div className="image-slider" {...focusHandlers}>
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        loop
        speed={TIMINGS.sliderSpeed}
        autoplay={{ delay: TIMINGS.sliderAutoplay, pauseOnMouseEnter: true, disableOnInteraction: false, enabled: !reducedMotion }}
        navigation
        pagination={{ clickable: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={swiperA11yMessages('zdjęcie')}
        onSwiper={setSwiper}
      >
        {images.map((path, index) => (
          <SwiperSlide key={path}>
            <AnimalImage
              path={path}
              variant="full"
              sizes={PHOTO_SIZES}
              alt={`${name} – zdjęcie ${index + 1} z ${images.length}`}
              priority={index === 0}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {!reducedMotion && (
        <AutoplayToggle
          className="image-slider__toggle"
          subject="pokaz zdjęć"
          paused={userPaused}
          onToggle={togglePaused}
        />
      )}
    </div>
  );
}
