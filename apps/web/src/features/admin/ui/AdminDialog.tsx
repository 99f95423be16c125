import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside } from '../../../ui/focus-trap';
import './admin-dialog.css';

export interface AdminDialogProps {
  /** The dialog's heading (also its accessible name). */
  title: ReactNode;
  /** Extra content next to the heading (e.g. a status badge). */
  headerExtra?: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Sticky actions at the bottom. */
  footer?: ReactNode;
  /** 'lg' for forms with galleries. Default 'md'. */
  size?: 'md' | 'lg';
  /** Default 'Zamknij'. */
  closeLabel?: string;
  /** While true, Escape and a click outside do nothing (e.g. during an upload). */
  busy?: boolean;
  className?: string;
}

/**
 * A modal dialog rendered into document.body: role=dialog with aria-modal, named by its title;
 * Escape or a click outside closes it; Tab stays inside; the focus goes to the dialog when it
 * opens and back to the opener when it closes; the page behind does not scroll.
 */
export function AdminDialog({ title, headerExtra, onClose, children, footer, size = 'md', closeLabel = 'Zamknij', busy = false, className }: AdminDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const pressedOutside = useRef(false);
  const onCloseRef = useRef(onClose);
  const busyRef = useRef(busy);
  const titleId = useId();
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    busyRef.current = busy;
  });

  useLayoutEffect(() => {
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    dialogRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!busyRef.current) onCloseRef.current();
      } else if (event.key === 'Tab') {
        keepTabInside(event, dialog);
      }
    };
    // Focus that lands outside (e.g. on the page behind) is pulled back into the dialog.
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      const target = event.target;
      if (!dialog || !(target instanceof Node) || dialog.contains(target)) return;
      // Toasts stay usable (their close button) while the dialog is open, and so does a confirm dialog.
      if (target instanceof Element && target.closest('.toast-stack, .confirm-backdrop')) return;
      dialog.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      // Listeners go first, or the focus guard would pull the returning focus back in.
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = previousOverflow;
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div
      className="admin-dialog-backdrop"
      onMouseDown={(event) => {
        pressedOutside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const outside = pressedOutside.current && event.target === event.currentTarget;
        pressedOutside.current = false;
        if (outside && !busyRef.current) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        className={`admin-dialog admin-dialog--${size}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="admin-dialog__header">
          <div className="admin-dialog__heading">
            <h2 id={titleId} className="admin-dialog__title">
              {title}
            </h2>
            {headerExtra}
          </div>
          <button type="button" className="admin-dialog__close" aria-label={closeLabel} title={closeLabel} disabled={busy} onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="admin-dialog__body">{children}</div>
        {footer && <div className="admin-dialog__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
