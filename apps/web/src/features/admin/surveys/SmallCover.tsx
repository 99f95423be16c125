import { useState } from 'react';
import { DEFAULT_ANIMAL_IMAGE, imageVariantUrl } from '@pets/shared';

/** A small square animal thumbnail (the card variant), the default picture when missing or broken. */
export function SmallCover({ path, size = 36 }: { path: string | null | undefined; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const source = path && failed !== path ? path : DEFAULT_ANIMAL_IMAGE;
  return (
    <img
      className="admin-thumb"
      src={imageVariantUrl(source, 'card')}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (source !== DEFAULT_ANIMAL_IMAGE) setFailed(source);
      }}
    />
  );
}
