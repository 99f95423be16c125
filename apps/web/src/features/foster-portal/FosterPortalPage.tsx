import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { FOSTER_MESSAGES as F, FOSTER_PORTAL_MESSAGES as P, PAGE_TITLES } from '@pets/shared';
import { usePageTitle } from '../../lib/page-title';
import { Loader } from '../../ui/Loader';
import { PortalAnimalCard } from './PortalAnimalCard';
import { UrgentContact } from './UrgentContact';
import { isInvalidLink, portalViewQuery } from './foster-portal-queries';
import './foster-portal.css';

/** A wrong, revoked or expired link: one page, the same for every reason, and where to ask for a new one. */
function InvalidLink() {
  return (
    <div className="container page-content portal">
      <div className="card portal__invalid">
        <h1 className="portal__title">Link nie działa</h1>
        <p role="alert">{F.linkInvalid}</p>
        <p>
          <Link className="btn btn--primary" to="/kontakt">
            Napisz do fundacji
          </Link>
        </p>
      </div>
    </div>
  );
}

/**
 * /dt/:token (issue 33, item 4): the foster carer's page, opened on a phone from an e-mail. No
 * account: the link is the key. Only the carer's own animals, each with what is coming up and
 * the forms to add a weight, a note (or a health problem) and photos.
 */
export function FosterPortalPage() {
  usePageTitle(PAGE_TITLES.fosterPortal);
  const token = useParams().token ?? '';
  const view = useQuery(portalViewQuery(token));

  if (view.isPending) {
    return (
      <div className="container page-content portal">
        <Loader block label="Wczytujemy Twoją stronę…" />
      </div>
    );
  }
  if (view.isError) {
    if (isInvalidLink(view.error)) return <InvalidLink />;
    return (
      <div className="container page-content portal">
        <div className="card portal__invalid">
          <h1 className="portal__title">{PAGE_TITLES.fosterPortal}</h1>
          <p role="alert">{P.loadFailed}</p>
          <button type="button" className="btn btn--primary" onClick={() => void view.refetch()}>
            Spróbuj ponownie
          </button>
        </div>
      </div>
    );
  }

  const page = view.data;
  const contact = { email: page.foundationEmail, phone: page.foundationPhone };
  return (
    <div className="container page-content portal">
      <header className="portal__intro">
        <h1 className="portal__title">Cześć, {page.carerFirstName}!</h1>
        <p>Tu zapiszesz wagę, notatkę i zdjęcia swoich podopiecznych. Koordynator fundacji zobaczy je od razu.</p>
        <p className="portal__contact">
          <UrgentContact contact={contact} />
        </p>
      </header>
      {page.animals.length === 0 ? (
        <p className="card">Nie masz teraz pod opieką żadnego zwierzaka fundacji.</p>
      ) : (
        page.animals.map((animal) => <PortalAnimalCard key={animal.id} token={token} animal={animal} contact={contact} />)
      )}
    </div>
  );
}
