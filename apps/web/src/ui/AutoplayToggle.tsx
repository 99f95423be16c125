export interface AutoplayToggleProps {
  paused: boolean;
  onToggle(): void;
  /** What is moving, e.g. 'pokaz zdjęć' or 'przewijanie'. */
  subject: string;
  className?: string;
}

/**
 * Pause / resume button for content that moves by itself (WCAG 2.2.2): hover alone is not enough
 * for keyboard and touch users.
 */
export function AutoplayToggle({ paused, onToggle, subject, className }: AutoplayToggleProps) {
  const label = paused ? `Wznów ${subject}` : `Zatrzymaj ${subject}`;
  return (
    <button
      type="button"
      className={className ? `autoplay-toggle ${className}` : 'autoplay-toggle'}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="currentColor">
        {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />}
      </svg>
    </button>
  );
}
