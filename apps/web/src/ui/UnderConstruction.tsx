import { Link } from 'react-router-dom';
import { MESSAGES } from '@pets/shared';
import { ToolsIcon } from './icons';

/** 'Strona w budowie' with the two ways on: home and the adoption list (SPEC "Knowledge base and About us"). */
export function UnderConstruction() {
  return (
    <div className="card notice-card">
      <span className="notice-card__icon">
        <ToolsIcon />
      </span>
      <h2 className="notice-card__title">{MESSAGES.public.underConstruction}</h2>
      <p>Pracujemy nad tą stroną. Zajrzyj tu wkrótce, a tymczasem poznaj naszych podopiecznych.</p>
      <div className="button-row">
        <Link className="btn btn--ghost" to="/">
          Strona główna
        </Link>
        <Link className="btn btn--primary" to="/adoptuje">
          Adoptuj zwierzaka
        </Link>
      </div>
    </div>
  );
}
