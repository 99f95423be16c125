import { useNavigate } from 'react-router-dom';

export interface BackButtonProps {
  /** Default 'Wróć'. */
  label?: string;
  /** Where to go when there is no earlier entry of this app in the history. Default '/'. */
  fallbackTo?: string;
  className?: string;
}

/** Whether the router's history has an entry before the current one (react-router keeps `idx`). */
export function canGoBack(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** 'Wróć': one step back in the history, or the fallback page when the visitor came from outside. */
export function BackButton({ label = 'Wróć', fallbackTo = '/', className }: BackButtonProps) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className ? `btn btn--ghost back-button ${className}` : 'btn btn--ghost back-button'}
      onClick={() => {
        if (canGoBack()) void navigate(-1);
        else void navigate(fallbackTo, { replace: true });
      }}
    >
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
