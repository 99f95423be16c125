import { Suspense } from 'react';
import { preloadable } from './preloadable';
import type { DialogProps } from './Dialog';
import './modal.css';

export type ModalProps = DialogProps;

// The dialog library loads with the first modal (or the preload), not with the public pages that may open one.
const modalDialog = preloadable<ModalProps>(() => import('./Dialog'));

/** Loads the dialog's chunk ahead of the first modal, for a screen that is about to open one. */
export const preloadModal = modalDialog.preload;

/**
 * The one dialog (ui/Dialog.tsx) loaded in its own chunk, for screens that must not carry the
 * dialog library before they open one (the public pages): role=dialog with aria-modal, named by
 * its title and described by its description; Escape or a click outside closes it; the page behind
 * is inert (Tab never reaches it) and does not scroll; the focus returns to the opener when it
 * closes. Rendered only while open: the caller mounts and unmounts it.
 */
export function Modal(props: ModalProps) {
  const ModalDialog = modalDialog.useComponent();
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
