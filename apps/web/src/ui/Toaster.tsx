import { useToastStore } from './toast-store';

/**
 * Renders the toast alerts of useToastStore; mounted once in the app shell. The stack is a floating
 * widget (ui/floating-layer.ts): bottom right, and it steps aside from the keyboard focus.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div className="toast-stack" data-floating-widget="toast">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast--${item.variant}${item.closing ? ' toast--closing' : ''}`}
          role={item.variant === 'error' ? 'alert' : 'status'}
          aria-live={item.variant === 'error' ? 'assertive' : 'polite'}
          aria-atomic="true"
          data-toast-id={item.id}
          data-state={item.closing ? 'closing' : 'open'}
        >
          <span className="toast__icon" aria-hidden="true">
            {item.variant === 'error' ? '!' : 'i'}
          </span>
          <p className="toast__message">
            {item.message}
            {item.action && (
              <>
                {' '}
                <a className="toast__action" href={item.action.href} download={item.action.download}>
                  {item.action.label}
                </a>
              </>
            )}
          </p>
          <button type="button" className="toast__close" aria-label="Zamknij" title="Zamknij" onClick={() => dismiss(item.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
