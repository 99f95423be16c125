import { PAGE_TITLES } from '@pets/shared';
import { Banner } from '../../ui/Banner';
import { ExternalLink } from '../../ui/ExternalLink';
import { usePageTitle } from '../../lib/page-title';
import { useSiteConfig } from '../../lib/site-config';
import { ContactForm } from './ContactForm';
import './contact.css';

/**
 * Contact (/kontakt): 'Skontaktuj się' with the form on the left, 'Dane fundacji' on the right.
 * A lazy route (app/router.tsx): the form's validation uses the shared zod schemas, which must
 * not weigh on the entry bundle.
 */
export function ContactPage() {
  usePageTitle(PAGE_TITLES.contact);
  const config = useSiteConfig();
  return (
    <>
      <Banner title="Kontakt" subtitle="Jak możemy pomóc?" />
      <div className="container page-content contact-page">
        <section className="card contact-panel contact-panel--form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact-panel__title">
            Skontaktuj się
          </h2>
          <ContactForm />
        </section>

        <section className="card contact-panel contact-panel--data" aria-labelledby="contact-data-title">
          <h2 id="contact-data-title" className="contact-panel__title">
            Dane fundacji
          </h2>
          <p className="contact-data__name">{config.foundationName}</p>
          <dl className="contact-data">
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${config.email}`}>{config.email}</a>
              </dd>
            </div>
            <div>
              <dt>KRS</dt>
              <dd>{config.krs}</dd>
            </div>
            <div>
              <dt>NIP</dt>
              <dd>{config.nip}</dd>
            </div>
            <div>
              <dt>REGON</dt>
              <dd>{config.regon}</dd>
            </div>
          </dl>
          <h3 className="contact-data__subtitle">Znajdziesz nas też tutaj</h3>
          <ul className="contact-social">
            <li>
              <ExternalLink className="btn btn--ghost btn--small" href={config.facebookUrl}>
                Facebook
              </ExternalLink>
            </li>
            <li>
              <ExternalLink className="btn btn--ghost btn--small" href={config.instagramUrl}>
                Instagram
              </ExternalLink>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
