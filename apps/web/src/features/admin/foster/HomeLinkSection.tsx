import { useId } from 'react';
import type { FosterHomeDetail } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { toast } from '../../../ui/toast-store';
import { linkState } from './foster-format';
import { useHomeLink } from './foster-queries';

export const SEND_LINK_QUESTION = 'Opiekun dostanie e-mail z nowym linkiem. Poprzedni link przestanie działać.';
export const REVOKE_LINK_QUESTION = 'Link opiekuna przestanie działać. Opiekun nie otworzy swojej strony, dopóki nie wyślesz mu nowego linku.';
export const LINK_FAILED = 'Nie udało się zmienić linku opiekuna. Spróbuj ponownie.';

/** The carer's personal link: its state, a new one by e-mail (the old one stops working), or none. */
export function HomeLinkSection({ home }: { home: FosterHomeDetail }) {
  const headingId = useId();
  const link = useHomeLink(home.id);
  const run = async (action: 'send' | 'revoke') => {
    const asked =
      action === 'send'
        ? await confirm({ message: SEND_LINK_QUESTION, confirmLabel: 'Wyślij link' })
        : await confirm({ message: REVOKE_LINK_QUESTION, confirmLabel: 'Unieważnij link' });
    if (!asked) return;
    link.mutate(action, { onSuccess: (answer) => toast.info(answer.message), onError: (error) => toast.error(errorMessage(error, LINK_FAILED)) });
  };
  return (
    <section className="foster-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="foster-section__title">
        Link opiekuna
      </h2>
      <p>{linkState(home)}.</p>
      <p className="form__hint">Przez ten link opiekun widzi tylko swoje zwierzaki i dodaje wagę, notatki oraz zdjęcia. Link wygasa po 180 dniach nieużywania.</p>
      <div className="button-row">
        <button type="button" className="btn btn--primary btn--small" disabled={link.isPending || !home.active} onClick={() => void run('send')}>
          Wyślij link opiekunowi
        </button>
        {home.linkSentAt && (
          <button type="button" className="btn btn--light btn--small" disabled={link.isPending} onClick={() => void run('revoke')}>
            Unieważnij link
          </button>
        )}
      </div>
      {!home.active && <p className="form__hint">Dom jest nieaktywny: zaznacz „Aktywny dom tymczasowy”, aby wysłać link.</p>}
    </section>
  );
}
