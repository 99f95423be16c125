import { useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useConfirmStore, type ConfirmRequest } from './confirm-store';
import { keepTabInside } from './focus-trap';

/** Id of the element made inert while the dialog is open (the app's mount point). */
const APP_ROOT_ID = 'root';

/**
 * The confirm dialog of `confirm()` (ui/confirm-store.ts); mounted once in the app shell.
 * Enter confirms (unless the focus is on the cancel button), Escape or a click outside cancels;
 * the focus stays inside the dialog and returns to the opener; it closes with a 180 ms animation.
 */
export function ConfirmDialog() {
  const request = useConfirmStore((state) => state.request);
  const answer = useConfirmStore((state) => state.answer);
  if (!request) return null;
  return createPortal(<ConfirmDialogView key={request.id} request={request} onAnswer={answer} />, document.body);
}

/** Un-inerts the page and focuses the opener again (once per dialog). */
function restoreFocus(openerRef: RefObject<HTMLElement | null>, restoredRef: RefObject<boolean>): void {
  if (restoredRef.current) return;
  restoredRef.current = true;
  document.getElementById(APP_ROOT_ID)?.removeAttribute('inert');
  const opener = openerRef.current;
  if (opener?.isConnected) opener.focus();
}

function ConfirmDialogView({ request, onAnswer }: { request: ConfirmRequest; onAnswer(result: boolean): void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const restoredRef = useRef(false);
  const titleId = useId();
  const messageId = useId();
  const { closing } = request;

  // Remember the opener, focus the confirm button, make the page behind inert.
  useLayoutEffect(() => {
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    confirmRef.current?.focus();
    const appRoot = document.getElementById(APP_ROOT_ID);
    appRoot?.setAttribute('inert', '');
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      restoreFocus(openerRef, restoredRef);
    };
  }, []);

  // Closing starts: give the focus back at once (the element stays 180 ms for the animation).
  useEffect(() => {
    if (closing) restoreFocus(openerRef, restoredRef);
  }, [closing]);

  // Keyboard: Enter confirms, Escape cancels, Tab cycles inside the dialog.
  useEffect(() => {
    if (closing) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onAnswer(false);
      } else if (event.key === 'Enter') {
        // On the cancel button Enter activates that button, as a keyboard user expects.
        if (event.target === cancelRef.current) return;
        event.preventDefault();
        event.stopPropagation();
        onAnswer(true);
      } else if (event.key === 'Tab') {
        keepTabInside(event, dialog);
      }
    };
    // Focus that lands outside (e.g. a click on the backdrop area) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) confirmRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [closing, onAnswer]);

  return (
    <div
      className={closing ? 'confirm-backdrop confirm-backdrop--closing' : 'confirm-backdrop'}
      data-state={closing ? 'closing' : 'open'}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !closing) onAnswer(false);
      }}
    >
      <div
        ref={dialogRef}
        className={request.details ? 'confirm-dialog confirm-dialog--details' : 'confirm-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
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
      </div>
    </div>
  );
}
