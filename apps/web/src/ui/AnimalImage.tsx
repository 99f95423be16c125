import { useState } from 'react';
import './media.css';
import { DEFAULT_ANIMAL_IMAGE, IMAGE_VARIANT_WIDTH, imageVariantUrl } from '@pets/shared';

export interface AnimalImageProps {
  /** An image path from the API (the original), or DEFAULT_ANIMAL_IMAGE. */
  path: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** 'card' prefers the small variant as `src`, 'full' the large one. Default 'card'. */
  variant?: 'card' | 'full';
  /** Above the fold: load eagerly with a high fetch priority (the page's LCP image). */
  priority?: boolean;
  className?: string;
}

declare module 'react' {
  // Merges with React's declaration (same type parameter and base).
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Element Timing (Chromium): the browser reports when this image is painted. */
    elementtiming?: string;
  }
}

/** The Element Timing name of a page's main photo, so a performance trace can name its paint. */
export const MAIN_PHOTO_TIMING = 'main-photo';

/** Photos are drawn 4:3 (the demo photos and the placeholder are 4:3; others are cropped to fit). */
const RATIO = 3 / 4;

/** The `srcset` of an API image: both WebP variants with their widths; null for other paths. */
export function animalImageSrcSet(path: string): string | null {
  if (imageVariantUrl(path, 'card') === path) return null;
  return `${imageVariantUrl(path, 'card')} ${IMAGE_VARIANT_WIDTH.card}w, ${imageVariantUrl(path, 'full')} ${IMAGE_VARIANT_WIDTH.full}w`;
}

/**
 * An animal photo with `srcset`/`sizes` over the two WebP variants and fixed width/height
 * attributes (so the box is reserved before the image arrives: no layout shift). Falls back to
 * the default animal picture when the path is empty or the image fails.
 */
export function AnimalImage({ path, alt, sizes, variant = 'card', priority = false, className }: AnimalImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const source = path && failed !== path ? path : DEFAULT_ANIMAL_IMAGE;
  const srcSet = animalImageSrcSet(source);
  const width = IMAGE_VARIANT_WIDTH[variant];
  return (
    <img
      className={className ? `animal-image ${className}` : 'animal-image'}
      src={imageVariantUrl(source, variant)}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={Math.round(width * RATIO)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      elementtiming={priority ? MAIN_PHOTO_TIMING : undefined}
      onError={() => {
        if (source !== DEFAULT_ANIMAL_IMAGE) setFailed(source);
      }}
    />
  );
}
