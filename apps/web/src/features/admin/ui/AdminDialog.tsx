import { useId, useRef, type ReactNode } from 'react';
import { Dialog, DialogDismiss } from '@ariakit/react/dialog';
import { persistentLayers } from '../../../ui/dialog-layers';
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
 * A modal dialog (Ariakit Dialog, portalled to document.body), named by its title: Escape or a
 * click outside closes it; Tab stays inside and the page behind is inert (toasts stay usable);
 * the focus goes to the dialog when it opens and back to the opener when it closes; the page
 * behind does not scroll. Rendered only while open: the caller mounts and unmounts it.
 */
export function AdminDialog({ title, headerExtra, onClose, children, footer, size = 'md', closeLabel = 'Zamknij', busy = false, className }: AdminDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  return (
    <Dialog
      ref={dialogRef}
      open
      onClose={onClose}
      initialFocus={dialogRef}
      hideOnEscape={!busy}
      hideOnInteractOutside={!busy}
      getPersistentElements={persistentLayers}
      backdrop={<div className="admin-dialog-backdrop" />}
      // Ariakit makes the page behind inert; aria-modal says so to screen readers that predate inert.
      aria-modal="true"
      aria-labelledby={titleId}
      className={`admin-dialog admin-dialog--${size}${className ? ` ${className}` : ''}`}
    >
      <div className="admin-dialog__header">
        <div className="admin-dialog__heading">
          <h2 id={titleId} className="admin-dialog__title">
            {title}
          </h2>
          {headerExtra}
        </div>
        <DialogDismiss className="admin-dialog__close" aria-label={closeLabel} title={closeLabel} disabled={busy}>
          <span aria-hidden="true">×</span>
        </DialogDismiss>
      </div>
      <div className="admin-dialog__body">{children}</div>
      {footer && <div className="admin-dialog__footer">{footer}</div>}
    </Dialog>
  );
}
