import { MESSAGES } from '@pets/shared';

export interface ErrorCardProps {
  /** Default 'Coś poszło nie tak'. */
  title?: string;
  /** Default 'Nie udało się pobrać danych. Spróbuj ponownie.' */
  message?: string;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  /** Default 'Spróbuj ponownie'. */
  retryLabel?: string;
}

/** An error card with an optional retry button (SPEC section 8, "Default error card"). */
export function ErrorCard({
  title = MESSAGES.errorCard.title,
  message = MESSAGES.errorCard.message,
  onRetry,
  retryLabel = MESSAGES.errorCard.retry,
}: ErrorCardProps) {
  return (
    <div className="error-card" role="alert">
      <span className="error-card__icon" aria-hidden="true">
        !
      </span>
      <div className="error-card__body">
        <p className="error-card__title">{title}</p>
        <p className="error-card__message">{message}</p>
        {onRetry && (
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            {retryLabel}
          </button>
        )}
      </div>
    </div>
  );
}
