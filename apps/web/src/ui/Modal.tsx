import { lazy, Suspense, type ReactNode } from 'react';
import './modal.css';

export interface ModalProps {
  /** The heading; also the dialog's accessible name. */
  title: string;
  /** A short text under the heading; also the dialog's accessible description. */
  description?: string;
  onClose(): void;
  children?: ReactNode;
  className?: string;
  /** Default 'Zamknij'. */
  closeLabel?: string;
}

// The dialog library loads with the first modal, not with the public pages that may open one.
const ModalDialog = lazy(() => import('./ModalDialog'));

/**
 * A modal dialog rendered into document.body: role=dialog with aria-modal, named by its title and
 * described by its description; Escape or a click outside closes it; the page behind is inert
 * (Tab never reaches it) and does not scroll; the focus returns to the opener when it closes.
 * Rendered only while open: the caller mounts and unmounts it.
 */
export function Modal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
