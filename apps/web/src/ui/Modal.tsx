import { lazy, Suspense, useState, type ComponentType } from 'react';
import './modal.css';
import type { ModalProps } from './modal-props';

export type { ModalProps };

let loadedDialog: ComponentType<ModalProps> | undefined;

/**
 * Loads the dialog's chunk ahead of the first modal, for a screen that is about to open one: once
 * loaded, the modal renders in the same frame as whatever opened it.
 */
export function preloadModal() {
  return import('./ModalDialog').then((module) => {
    loadedDialog = module.default;
    return module;
  });
}

// The dialog library loads with the first modal, not with the public pages that may open one.
const LazyModalDialog = lazy(preloadModal);

/**
 * A modal dialog rendered into document.body: role=dialog with aria-modal, named by its title and
 * described by its description; Escape or a click outside closes it; the page behind is inert
 * (Tab never reaches it) and does not scroll; the focus returns to the opener when it closes.
 * Rendered only while open: the caller mounts and unmounts it.
 */
export function Modal(props: ModalProps) {
  // Chosen once per opening: switching from the lazy wrapper to the loaded component while open
  // would remount the dialog, losing its state and focus.
  const [ModalDialog] = useState(() => loadedDialog ?? LazyModalDialog);
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
