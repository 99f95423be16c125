import { useEffect, useState, type FocusEvent } from 'react';
import type { SwiperClass } from 'swiper/react';
import { useReducedMotion } from './useReducedMotion';

/**
 * Autoplay control shared by the swipers: it runs only while motion is welcome, the visitor has
 * not paused it, and keyboard focus is outside (so a slide never moves under the focus).
 */
export function useSwiperAutoplay() {
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [userPaused, setUserPaused] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const running = !reducedMotion && !userPaused && !focusInside;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, running]);

  return {
    reducedMotion,
    swiper,
    setSwiper,
    userPaused,
    togglePaused: () => setUserPaused((paused) => !paused),
    /** Spread on the element around the swiper. */
    focusHandlers: {
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusInside(false);
      },
    },
  };
}
