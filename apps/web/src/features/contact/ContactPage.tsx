import { PAGE_TITLES } from '@pets/shared';
import { Banner } from '../../ui/Banner';
import { ExternalLink } from '../../ui/ExternalLink';
import { usePageTitle } from '../../lib/page-title';
import { registryNumbers, socialProfiles, useSiteConfig } from '../../lib/site-config';
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
  // Only what the foundation has filled in (panel: Dane fundacji); the form is always there.
  const numbers = registryNumbers(config);
  const profiles = socialProfiles(config);
  const hasData = config.email !== '' || numbers.length > 0;
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
          {hasData && (
            <dl className="contact-data">
              {config.email && (
                <div>
                  <dt>E-mail</dt>
                  <dd>
                    <a href={`mailto:${config.email}`}>{config.email}</a>
                  </dd>
                </div>
              )}
              {numbers.map((number) => (
                <div key={number.label}>
                  <dt>{number.label}</dt>
                  <dd>{number.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {profiles.length > 0 && (
            <>
              <h3 className="contact-data__subtitle">Znajdziesz nas też tutaj</h3>
              <ul className="contact-social">
                {profiles.map((profile) => (
                  <li key={profile.label}>
                    <ExternalLink className="btn btn--ghost btn--small" href={profile.href}>
                      {profile.label}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </>
  );
}
