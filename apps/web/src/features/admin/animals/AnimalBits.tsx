import { useState } from 'react';
import { DEFAULT_ANIMAL_IMAGE, TM_LABEL, imageVariantUrl, statusAsShown, type AnimalStatus } from '@pets/shared';

/** An animal's cover in its card variant; the default picture when it has none or it fails. */
export function AnimalCover({ path, alt = '', className }: { path: string | null | undefined; alt?: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const source = path && failed !== path ? path : DEFAULT_ANIMAL_IMAGE;
  return (
    <img
      className={className ? `animal-cover ${className}` : 'animal-cover'}
      src={imageVariantUrl(source, 'card')}
      alt={alt}
      width={480}
      height={360}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (source !== DEFAULT_ANIMAL_IMAGE) setFailed(source);
      }}
    />
  );
}

const STATUS_CLASS: Record<AnimalStatus, string> = {
  Dostępny: 'status-badge--available',
  Zarezerwowany: 'status-badge--reserved',
  Adoptowany: 'status-badge--adopted',
  Wstrzymany: 'status-badge--held',
};

/** The status badge of the panel's cards and edit modal, agreeing with the animal's sex ("Dostępna"). */
export function StatusBadge({ status, sex, label }: { status: AnimalStatus; sex?: string; label?: string }) {
  const shown = statusAsShown(status, sex);
  return <span className={`status-badge ${STATUS_CLASS[status] ?? ''}`}>{label ? `${label}: ${shown}` : shown}</span>;
}

export function TmRibbon() {
  return <span className="tm-ribbon">{TM_LABEL}</span>;
}

export function ArchiveIcon({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="4" width="18" height="4.5" rx="1.2" />
      <path d="M5 8.5V19a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 19V8.5" />
      <path d="M10 12.5h4" />
    </svg>
  );
}

export function BackArrowIcon({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M19 12H5" />
      <path d="M11 6l-6 6 6 6" />
    </svg>
  );
}
