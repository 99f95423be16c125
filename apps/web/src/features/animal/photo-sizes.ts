/** How wide the animal photo is shown: the full column on phones, ~55% of the container on desktop. */
export const PHOTO_SIZES = '(min-width: 1160px) 620px, (min-width: 900px) 55vw, 100vw';
