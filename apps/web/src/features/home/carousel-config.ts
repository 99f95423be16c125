/** How many of the newest animals the carousel shows. */
export const CAROUSEL_LIMIT = 12;

/** The photo width of a slide: 1 slide under 600 px, 2 under 1200 px, then 3 (SPEC section 9). */
export const SLIDE_SIZES = '(min-width: 1200px) 360px, (min-width: 600px) 46vw, 92vw';
