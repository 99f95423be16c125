import { Link } from 'react-router-dom';
import { MESSAGES, PAGE_TITLES } from '@pets/shared';
import { usePageTitle } from '../lib/page-title';
import { PawIcon } from './Logo';

/** /404 and every unknown path (SPEC "Not-found page"). */
export function NotFoundPage() {
  usePageTitle(PAGE_TITLES.notFound);
  return (
    <div className="container page-content not-found">
      <div className="not-found__art" aria-hidden="true">
        <span className="not-found__code">404</span>
        <PawIcon size={72} />
      </div>
      <h1 className="not-found__title">{MESSAGES.public.notFound}</h1>
      <p className="not-found__text">Strona, której szukasz, nie istnieje albo została przeniesiona.</p>
      <div className="button-row button-row--center">
        <Link className="btn btn--primary" to="/">
          Strona główna
        </Link>
        <Link className="btn btn--ghost" to="/adoptuje">
          Adoptuj zwierzaka
        </Link>
      </div>
    </div>
  );
}
