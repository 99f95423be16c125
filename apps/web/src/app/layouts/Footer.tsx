import { Link } from 'react-router-dom';
import { useSiteConfig } from '../../lib/site-config';
import { ExternalLink } from '../../ui/ExternalLink';

export const PRIVACY_POLICY_URL = '/docs/polityka-prywatnosci.pdf';
export const RULES_URL = '/docs/regulamin.pdf';

/** Footer: contact e-mail, registry numbers, social links, the two PDF documents, copyright. */
export function Footer() {
  const config = useSiteConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer" data-floating-clearance>
      <div className="container site-footer__grid">
        <section className="site-footer__section" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {config.foundationName}
          </h2>
          <p>Pomagamy chomikom, świnkom morskim, królikom i innym małym zwierzakom znaleźć kochający dom.</p>
          <Link className="site-footer__cta" to="/wspieram">
            Jak możesz pomóc?
          </Link>
        </section>

        <section className="site-footer__section" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Kontakt
          </h2>
          <p>
            <a href={`mailto:${config.email}`}>{config.email}</a>
          </p>
          <dl className="site-footer__registry">
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
        </section>

        <section className="site-footer__section" aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__heading">
            Obserwuj nas
          </h2>
          <ul className="site-footer__links">
            <li>
              <ExternalLink href={config.facebookUrl}>Facebook</ExternalLink>
            </li>
            <li>
              <ExternalLink href={config.instagramUrl}>Instagram</ExternalLink>
            </li>
          </ul>
        </section>

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
