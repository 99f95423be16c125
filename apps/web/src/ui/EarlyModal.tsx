import { useId, type Ref } from 'react';
import { Loader } from './Loader';
import './modal.css';

export interface EarlyModalProps {
  /** The id its opener names in `popoverTarget`. */
  id: string;
  title: string;
  description?: string;
  /** What the loader says until the app's own dialog has taken over. */
  loadingLabel: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A server-rendered stand-in for a <Modal/>, for a button tapped before the scripts have run: the
 * button names it in `popoverTarget`, so the browser opens it at once, with the dialog's title and
 * a loader. Once the app runs, the button opens the real dialog instead, and the page takes over a
 * stand-in the browser opened earlier (ui/native-popover.ts). It closes on Escape, a tap outside
 * and its close button, all natively.
 */
export function EarlyModal({ id, title, description, loadingLabel, ref }: EarlyModalProps) {
  const titleId = useId();
  return (
    <div ref={ref} id={id} popover="auto" role="dialog" aria-labelledby={titleId} className="modal modal--early">
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" popoverTarget={id} popoverTargetAction="hide" aria-label="Zamknij" title="Zamknij">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {description && <p className="modal__description">{description}</p>}
      <div className="modal__body">
        <Loader label={loadingLabel} />
      </div>
    </div>
  );
}
