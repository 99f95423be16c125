import { useId, useRef } from 'react';
import { Dialog, DialogDismiss } from '@ariakit/react/dialog';
import { persistentLayers } from './dialog-layers';
import type { ModalProps } from './modal-props';

/**
 * The library-backed body of <Modal/> (ui/Modal.tsx), in its own chunk: Ariakit's Dialog gives
 * the focus handling (in on open, back to the opener on close), Escape and click-outside closing,
 * the inert page behind and the scroll lock.
 */
export default function ModalDialog({ title, description, onClose, children, className, closeLabel = 'Zamknij' }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      ref={dialogRef}
      open
      onClose={onClose}
      initialFocus={dialogRef}
      getPersistentElements={persistentLayers}
      backdrop={<div className="modal-backdrop" />}
      // Ariakit makes the page behind inert; aria-modal says so to screen readers that predate inert.
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={className ? `modal ${className}` : 'modal'}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <DialogDismiss className="modal__close" aria-label={closeLabel} title={closeLabel}>
          <span aria-hidden="true">×</span>
        </DialogDismiss>
      </div>
      {description && (
        <p id={descriptionId} className="modal__description">
          {description}
        </p>
      )}
      <div className="modal__body">{children}</div>
    </Dialog>
  );
}
