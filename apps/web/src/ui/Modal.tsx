import { Suspense } from 'react';
import { preloadable } from './preloadable';
import './modal.css';
import type { ModalProps } from './modal-props';

export type { ModalProps };

// The dialog library loads with the first modal (or the preload), not with the public pages that may open one.
const modalDialog = preloadable<ModalProps>(() => import('./ModalDialog'));

/** Loads the dialog's chunk ahead of the first modal, for a screen that is about to open one. */
export const preloadModal = modalDialog.preload;

/**
 * A modal dialog rendered into document.body: role=dialog with aria-modal, named by its title and
 * described by its description; Escape or a click outside closes it; the page behind is inert
 * (Tab never reaches it) and does not scroll; the focus returns to the opener when it closes.
 * Rendered only while open: the caller mounts and unmounts it.
 */
export function Modal(props: ModalProps) {
  const ModalDialog = modalDialog.useComponent();
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
