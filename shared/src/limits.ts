/** Business constants and limits of SPEC section 9, defined once. */
export const LIMITS = {
  publicListPageSize: 9,
  adminAnimalsPageSize: 11,
  surveysPageSize: 8,
  adoptersPageSize: 12,
  mailPageSize: 25,
  surveyPhoneDigits: { min: 9, max: 15 },
  contactPhoneDigits: 9,
  contactNameMin: 3,
  contactMessageMin: 10,
  contactTextareaRows: 4,
  surveyLongTextRows: 5,
  chatMaxLength: 150,
  chatHistoryLength: 8,
  donationTiles: [10, 20, 50, 100],
  donationDefault: 50,
  donationMaxDigits: 6,
  chipsVisible: 3,
  multiSelectMenuMaxHeight: 260,
  images: {
    maxFiles: 10,
    maxBytes: 5_242_880,
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  },
  taxSharePercent: 1.5,
} as const;

/**
 * The tax share as Polish writes it, with a decimal comma: "1,5%". Not through toLocaleString: a
 * page's first Intl number format loads the locale's data, ~40 ms on a slowed phone CPU.
 */
export const TAX_SHARE_TEXT = `${String(LIMITS.taxSharePercent).replace('.', ',')}%`;

/** Timings in milliseconds (SPEC section 9). */
export const TIMINGS = {
  toastDefault: 3000,
  toastSpecies: 3500,
  toastLoginFlash: 2000,
  toastRejection: 4000,
  toastCloseAnimation: 200,
  contactBannerHide: 3000,
  confirmCloseAnimation: 180,
  surveySelectionAutosave: 300,
  bannerTextDelay: 100,
  carouselAutoplay: 3000,
  sliderAutoplay: 3000,
  sliderSpeed: 500,
} as const;

export const CAROUSEL_BREAKPOINTS = {
  /** Slides per view keyed by minimum width in px. */
  0: 1,
  600: 2,
  900: 2,
  1200: 3,
} as const;

export const SUPPORT_VISIBLE_THRESHOLD = 0.5;
