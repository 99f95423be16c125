import { Link } from 'react-router-dom';
import { registryNumbers, socialProfiles, useSiteConfig } from '../../lib/site-config';
import { PRIVACY_POLICY_URL, RULES_URL } from '../../lib/public-documents';
import { ExternalLink } from '../../ui/ExternalLink';

/**
 * Footer: contact e-mail, registry numbers, social links, the two PDF documents, copyright. What
 * the foundation has not filled in yet (panel: Dane fundacji) is left out, never shown as zeros.
 */
export function Footer() {
  const config = useSiteConfig();
  const numbers = registryNumbers(config);
  const profiles = socialProfiles(config);
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer" data-floating-clearance>
      <div className="container site-footer__grid">
        <section className="site-footer__section" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {config.foundationName}
          </h2>
          <p>Pomagamy chomikom, świnkom morskim, królikom i innym małym zwierzakom znaleźć kochający dom.</p>
          <ul className="site-footer__links">
            <li>
              <Link className="site-footer__cta" to="/wspieram">
                Jak możesz pomóc?
              </Link>
            </li>
            <li>
              <Link className="site-footer__cta" to="/dom-tymczasowy">
                Zostań domem tymczasowym
              </Link>
            </li>
          </ul>
        </section>

        <section className="site-footer__section" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Kontakt
          </h2>
          {config.email ? (
            <p>
              <a href={`mailto:${config.email}`}>{config.email}</a>
            </p>
          ) : (
            <p>
              <Link to="/kontakt">Napisz do nas</Link>
            </p>
          )}
          {numbers.length > 0 && (
            <dl className="site-footer__registry">
              {numbers.map((number) => (
                <div key={number.label}>
                  <dt>{number.label}</dt>
                  <dd>{number.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>

        {profiles.length > 0 && (
          <section className="site-footer__section" aria-labelledby="footer-social">
            <h2 id="footer-social" className="site-footer__heading">
              Obserwuj nas
            </h2>
            <ul className="site-footer__links">
              {profiles.map((profile) => (
                <li key={profile.label}>
                  <ExternalLink href={profile.href}>{profile.label}</ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section className="site-footer__section" aria-labelledby="footer-docs">
          <h2 id="footer-docs" className="site-footer__heading">
            Dokumenty
          </h2>
          <ul className="site-footer__links">
            <li>
              <a href={PRIVACY_POLICY_URL} type="application/pdf" target="_blank" rel="noopener">
                Polityka prywatności (PDF)
              </a>
            </li>
            <li>
              <a href={RULES_URL} type="application/pdf" target="_blank" rel="noopener">
                Regulamin (PDF)
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-footer__copy container">
        © {year} {config.foundationName}
      </p>
    </footer>
  );
}
