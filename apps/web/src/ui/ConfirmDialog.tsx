import { Suspense, type ComponentProps } from 'react';
import { useConfirmStore } from './confirm-store';
import { preloadable } from './preloadable';
import type ConfirmDialogView from './ConfirmDialogView';

type QuestionProps = ComponentProps<typeof ConfirmDialogView>;

// The dialog library loads with the first question (or the preload), not with every page.
const confirmDialogView = preloadable<QuestionProps>(() => import('./ConfirmDialogView'));

/**
 * Loads the dialog's chunk ahead of the first question. Screens that ask (the admin panel) call it
 * when they mount: once loaded, the dialog renders in the same frame as the click that asked, so an
 * Enter pressed right after that click confirms instead of landing on the page behind.
 */
export const preloadConfirmDialog = confirmDialogView.preload;

/**
 * The confirm dialog of `confirm()` (ui/confirm-store.ts); mounted once in the app shell.
 * Enter confirms (unless the focus is on the cancel button), Escape or a click outside cancels;
 * the page behind is inert, the focus returns to the opener; it closes with a 180 ms animation.
 */
export function ConfirmDialog() {
  const request = useConfirmStore((state) => state.request);
  const answer = useConfirmStore((state) => state.answer);
  if (!request) return null;
  return <Question key={request.id} request={request} onAnswer={answer} />;
}

function Question(props: QuestionProps) {
  const View = confirmDialogView.useComponent();
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
