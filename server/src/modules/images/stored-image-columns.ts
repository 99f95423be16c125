import type { IngestedImage } from './image-pipeline.js';

/**
 * The columns an ingested image fills in every table that keeps pictures (animal photos, page
 * pictures), in the order of storedImageValues, so an insert lists them once.
 */
export const STORED_IMAGE_COLUMNS =
  'filename, content_type, original, full_webp, card_webp, width, height, full_width, full_height, card_width, card_height, original_bytes, full_bytes, card_bytes';

/** The values of STORED_IMAGE_COLUMNS for one image. */
export function storedImageValues(image: IngestedImage): unknown[] {
  return [
    image.filename,
    image.contentType,
    image.original,
    image.fullWebp,
    image.cardWebp,
    image.width,
    image.height,
    image.fullWidth,
    image.fullHeight,
    image.cardWidth,
    image.cardHeight,
    image.original.length,
    image.fullWebp.length,
    image.cardWebp.length,
  ];
}

/** How many parameters storedImageValues fills. */
export const STORED_IMAGE_VALUE_COUNT = 14;

/** "$first, $first+1, …": the placeholders of storedImageValues when they start at parameter `first`. */
export function storedImagePlaceholders(first: number): string {
  return Array.from({ length: STORED_IMAGE_VALUE_COUNT }, (_, index) => `$${first + index}`).join(', ');
}
