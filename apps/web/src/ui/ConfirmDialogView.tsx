import { useId, useRef, type KeyboardEvent } from 'react';
import { Dialog } from '@ariakit/react/dialog';
import { persistentLayers } from './dialog-layers';
import type { ConfirmRequest } from './confirm-store';

/**
 * The library-backed body of <ConfirmDialog/> (ui/ConfirmDialog.tsx), in its own chunk. Ariakit's
 * Dialog focuses the confirm button, makes the page behind inert, closes on Escape or a click
 * outside (both cancel) and, once the answer is given, gives the focus back to the opener at
 * once while the dialog stays 180 ms for its closing animation (`alwaysVisible`, inert meanwhile).
 */
export default function ConfirmDialogView({ request, onAnswer }: { request: ConfirmRequest; onAnswer(result: boolean): void }) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  const { closing } = request;

  // Enter confirms, except on the cancel button, where it activates that button as a keyboard user expects.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || closing || event.target === cancelRef.current) return;
    event.preventDefault();
    event.stopPropagation();
    onAnswer(true);
  };

  const classes = ['confirm-dialog', request.details ? 'confirm-dialog--details' : '', closing ? 'confirm-dialog--closing' : ''].filter(Boolean).join(' ');
  return (
    <Dialog
      open={!closing}
      alwaysVisible
      onClose={() => onAnswer(false)}
      initialFocus={confirmRef}
      getPersistentElements={persistentLayers}
      backdrop={<div className={closing ? 'confirm-backdrop confirm-backdrop--closing' : 'confirm-backdrop'} />}
      data-state={closing ? 'closing' : 'open'}
      // Ariakit makes the page behind inert; aria-modal says so to screen readers that predate inert.
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className={classes}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        Potwierdzenie
      </h2>
      <p id={messageId} className="confirm-dialog__message">
        {request.message}
      </p>
      {request.details && (
        // Scrollable, so reachable by keyboard (Tab) to read it all.
        <section className="confirm-dialog__details" aria-label={request.detailsLabel} tabIndex={0}>
          <pre>{request.details}</pre>
        </section>
      )}
      <div className="confirm-dialog__actions">
        <button ref={cancelRef} type="button" className="btn btn--ghost" disabled={closing} onClick={() => onAnswer(false)}>
          {request.cancelLabel}
        </button>
        <button ref={confirmRef} type="button" className="btn btn--primary" disabled={closing} onClick={() => onAnswer(true)}>
          {request.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
