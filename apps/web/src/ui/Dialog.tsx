import { useId, useRef, type ReactNode } from 'react';
import { Dialog as AriakitDialog, DialogDismiss } from '@ariakit/react/dialog';
import { persistentLayers } from './dialog-layers';
import './modal.css';
import './modal-panel.css';

export interface DialogProps {
  /** The heading; also the dialog's accessible name. */
  title: ReactNode;
  /** A short text under the heading; also the dialog's accessible description. */
  description?: string;
  /** Extra content next to the heading (e.g. a status badge). */
  headerExtra?: ReactNode;
  onClose(): void;
  children?: ReactNode;
  /** Actions at the bottom, outside the scrolling body. */
  footer?: ReactNode;
  /**
   * 'card' (default): one padded card, for short dialogs on the public pages.
   * 'panel': a header bar and a footer bar around a scrolling body, full screen on phones, for the
   * admin panel's forms.
   */
  variant?: 'card' | 'panel';
  /** 'lg' for forms with galleries. Default 'md'. */
  size?: 'md' | 'lg';
  /** Default 'Zamknij'. */
  closeLabel?: string;
  /** While true, Escape, a click outside and the close button do nothing (e.g. during an upload). */
  busy?: boolean;
  /** 'alertdialog' for a question about what is about to happen (a warning to confirm). Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * The app's one modal dialog, over Ariakit's Dialog (portalled to document.body): role=dialog with
 * aria-modal, named by its title and described by its description; Escape, a click outside or the
 * close button closes it; Tab stays inside and the page behind is inert (toasts stay usable); the
 * focus goes to the dialog when it opens and back to the opener when it closes; the page behind
 * does not scroll. Rendered only while open: the caller mounts and unmounts it. The public pages
 * reach it through <Modal/> (ui/Modal.tsx), which loads it in its own chunk.
 */
export function Dialog({
  title,
  description,
  headerExtra,
  onClose,
  children,
  footer,
  variant = 'card',
  size = 'md',
  closeLabel = 'Zamknij',
  busy = false,
  role = 'dialog',
  className,
}: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const classes = ['modal', variant === 'panel' && 'modal--panel', size === 'lg' && 'modal--lg', className].filter(Boolean).join(' ');
  return (
    <AriakitDialog
      ref={dialogRef}
      role={role}
      open
      onClose={onClose}
      initialFocus={dialogRef}
      hideOnEscape={!busy}
      hideOnInteractOutside={!busy}
      getPersistentElements={persistentLayers}
      backdrop={<div className="modal-backdrop" />}
      // Ariakit makes the page behind inert; aria-modal says so to screen readers that predate inert.
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={classes}
    >
      <div className="modal__header">
        <div className="modal__heading">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {headerExtra}
        </div>
        <DialogDismiss className="modal__close" aria-label={closeLabel} title={closeLabel} disabled={busy}>
          <span aria-hidden="true">×</span>
        </DialogDismiss>
      </div>
      {description && (
        <p id={descriptionId} className="modal__description">
          {description}
        </p>
      )}
      <div className="modal__body">{children}</div>
      {footer && <div className="modal__footer">{footer}</div>}
    </AriakitDialog>
  );
}

/** For the lazy import of <Modal/>. */
export default Dialog;
