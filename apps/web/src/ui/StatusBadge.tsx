import { statusAsShown, TM_LABEL, type AnimalStatus, type YesNo } from '@pets/shared';
import './status-badge.css';

const MODIFIER: Record<AnimalStatus, string> = {
  Dostępny: 'available',
  Zarezerwowany: 'reserved',
  Adoptowany: 'adopted',
  Wstrzymany: 'held',
};

/**
 * The text shown for an animal's status: 'Za Tęczowym Mostem' for TM animals, else the status,
 * agreeing with the animal's sex when it is given ("Dostępna" for a female).
 */
export function statusLabel(status: AnimalStatus, tm: YesNo = 'Nie', sex?: string): string {
  return tm === 'Tak' ? TM_LABEL : statusAsShown(status, sex);
}

/** A coloured badge with the animal's status. */
export function StatusBadge({ status, tm = 'Nie', sex, className }: { status: AnimalStatus; tm?: YesNo; sex?: string; className?: string }) {
  const modifier = tm === 'Tak' ? 'tm' : (MODIFIER[status] ?? 'held');
  return <span className={`status-badge status-badge--${modifier}${className ? ` ${className}` : ''}`}>{statusLabel(status, tm, sex)}</span>;
}
