import { lazy, Suspense } from 'react';
import { useConfirmStore } from './confirm-store';

// The dialog library loads with the first question, not with every page (this is in the app shell).
const ConfirmDialogView = lazy(() => import('./ConfirmDialogView'));

/**
 * The confirm dialog of `confirm()` (ui/confirm-store.ts); mounted once in the app shell.
 * Enter confirms (unless the focus is on the cancel button), Escape or a click outside cancels;
 * the page behind is inert, the focus returns to the opener; it closes with a 180 ms animation.
 */
export function ConfirmDialog() {
  const request = useConfirmStore((state) => state.request);
  const answer = useConfirmStore((state) => state.answer);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView key={request.id} request={request} onAnswer={answer} />
    </Suspense>
  );
}
