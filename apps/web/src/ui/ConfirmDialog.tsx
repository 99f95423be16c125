import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useConfirmStore } from './confirm-store';
import type ConfirmDialogViewComponentValue from './ConfirmDialogView';

type ConfirmDialogViewComponent = typeof ConfirmDialogViewComponentValue;

let loadedView: ConfirmDialogViewComponent | undefined;

/**
 * Loads the dialog's chunk ahead of the first question. Screens that ask (the admin panel) call it
 * when they mount: once loaded, the dialog renders in the same frame as the click that asked, so an
 * Enter pressed right after that click confirms instead of landing on the page behind.
 */
export function preloadConfirmDialog() {
  return import('./ConfirmDialogView').then((module) => {
    loadedView = module.default;
    return module;
  });
}

// The dialog library loads with the first question (or the preload), not with every page.
const LazyConfirmDialogView = lazy(preloadConfirmDialog);

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

type QuestionProps = Parameters<ConfirmDialogViewComponent>[0];

function Question(props: QuestionProps) {
  // Chosen once per question: switching from the lazy wrapper to the loaded view while it is open
  // would remount the dialog, restarting its animation and losing the focus.
  const [View] = useState<ComponentType<QuestionProps>>(() => loadedView ?? LazyConfirmDialogView);
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
