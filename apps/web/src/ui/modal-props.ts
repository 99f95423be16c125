import type { ReactNode } from 'react';

/** What a modal takes: shared by the shell (Modal.tsx) and its lazily loaded dialog (ModalDialog.tsx). */
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
