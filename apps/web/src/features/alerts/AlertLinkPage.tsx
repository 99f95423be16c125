import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ALERT_MESSAGES, PAGE_TITLES } from '@pets/shared';
import { isAbortError, isApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { Banner } from '../../ui/Banner';
import { Loader } from '../../ui/Loader';
import { sendAlertLink, type AlertLinkAction } from './alerts-api';
import './alerts.css';

type Outcome = 'working' | 'done' | 'invalid' | 'failed';

const TEXTS: Record<AlertLinkAction, { title: string; working: string; done: string; invalid: string }> = {
  confirm: { title: PAGE_TITLES.alertConfirm, working: 'Potwierdzamy zapis…', done: ALERT_MESSAGES.confirmed, invalid: ALERT_MESSAGES.invalidToken },
  unsubscribe: { title: PAGE_TITLES.alertUnsubscribe, working: 'Wypisujemy adres…', done: ALERT_MESSAGES.unsubscribed, invalid: ALERT_MESSAGES.unsubscribeInvalid },
};

/**
 * /powiadomienia/potwierdz and /powiadomienia/wypisz (issue 21): the page of an alert e-mail's
 * link sends its token once, then says what happened (done, or an invalid or used link: nothing
 * changed). After success the token leaves the address bar and the history, and a reload still
 * shows the result (kept in the history entry's state).
 */
export function AlertLinkPage({ action }: { action: AlertLinkAction }) {
  const texts = TEXTS[action];
  usePageTitle(texts.title);
  const location = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(location.search).get('token');
  const remembered = (location.state as { alertLink?: Outcome } | null)?.alertLink;
  const [outcome, setOutcome] = useState<Outcome>(remembered ?? (token ? 'working' : 'invalid'));
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // One request per token, also when a development re-run repeats the effect.
    if (!token || remembered || sent.current === token) return;
    sent.current = token;
    sendAlertLink(action, token).then(
      () => {
        setOutcome('done');
        void navigate({ pathname: location.pathname, search: '' }, { replace: true, state: { alertLink: 'done' } });
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        setOutcome(isApiError(error) && error.code === 'invalid_token' ? 'invalid' : 'failed');
      },
    );
  }, [action, token, remembered, navigate, location.pathname]);

  return (
    <>
      <Banner title={texts.title} />
      <div className="container page-content alert-link">
        <div className="card alert-link__card">
          {outcome === 'working' && <Loader label={texts.working} />}
          {outcome !== 'working' && (
            <p className={`alert-link__text alert-link__text--${outcome}`} role={outcome === 'done' ? 'status' : 'alert'}>
              {outcome === 'done' ? texts.done : outcome === 'invalid' ? texts.invalid : ALERT_MESSAGES.actionFailed}
            </p>
          )}
          <div className="button-row">
            <Link className="btn btn--primary" to="/adoptuje">
              Zobacz zwierzaki do adopcji
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
