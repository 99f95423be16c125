/** Where the placeholder image lives when an animal has no photo. */
export const DEFAULT_ANIMAL_IMAGE = '/static/default-animal.webp';

/** Image paths are `/api/images/<filename>` (the original); pages show these WebP variants. */
export type ImageVariant = 'card' | 'full';

/** Variant widths in px, for `srcset`/`sizes`. */
export const IMAGE_VARIANT_WIDTH: Record<ImageVariant, number> = { card: 480, full: 1200 };

export function imageVariantUrl(imagePath: string, variant: ImageVariant): string {
  if (!imagePath.startsWith('/api/images/')) return imagePath;
  return `${imagePath}?w=${variant}`;
}

/** The stored file name, the last segment of an image path (used by DELETE /animals/:id/images/:filename). */
export function imageFilename(imagePath: string): string {
  return imagePath.slice(imagePath.lastIndexOf('/') + 1);
}
