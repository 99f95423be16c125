import { Banner } from '../../ui/Banner';
import { usePageTitle } from '../../lib/page-title';
import { useSiteConfig } from '../../lib/site-config';

/** Contact (/kontakt): placeholder until the contact issue adds the form and 'Dane fundacji'. */
export function ContactPage() {
  usePageTitle('Kontakt');
  const { email } = useSiteConfig();
  return (
    <>
      <Banner title="Kontakt" subtitle="Jak możemy pomóc?" />
      <div className="container page-content">
        <div className="card placeholder-card">
          <p className="placeholder-card__lead">Formularz kontaktowy pojawi się tutaj już wkrótce.</p>
          <p>
            Do tego czasu napisz do nas: <a href={`mailto:${email}`}>{email}</a>
          </p>
        </div>
      </div>
    </>
  );
}
