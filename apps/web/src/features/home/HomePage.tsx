import { Link } from 'react-router-dom';
import { TIMINGS } from '@pets/shared';
import { Banner } from '../../ui/Banner';
import { ClipboardIcon, HeartIcon, PawPrintIcon } from '../../ui/icons';
import { usePageTitle } from '../../lib/page-title';
import { useSiteConfig } from '../../lib/site-config';

/** Home (SPEC "Home"): placeholder until the home issue adds the carousel, quote, posts and guides. */
export function HomePage() {
  const { foundationName } = useSiteConfig();
  usePageTitle('Strona główna');
  return (
    <>
      <Banner title={foundationName} subtitle="Małe zwierzaki, wielkie serca. Pomóż nam znaleźć im dom." textDelay={TIMINGS.bannerTextDelay}>
        <div className="button-row">
          <Link className="btn btn--primary" to="/adoptuje">
            Poznaj podopiecznych
          </Link>
          <Link className="btn btn--light" to="/wspieram">
            Pomóż nam
          </Link>
        </div>
      </Banner>
      <div className="container page-content">
        <ul className="tile-grid">
          <li className="card tile">
            <span className="tile__icon">
              <PawPrintIcon />
            </span>
            <h2 className="tile__title">Nasi podopieczni</h2>
            <p>Chomiki, świnki morskie, króliki, szczury i inne maluchy czekają na kochający dom.</p>
            <Link className="btn btn--ghost" to="/adoptuje">
              Zobacz wszystkie
            </Link>
          </li>
          <li className="card tile">
            <span className="tile__icon">
              <ClipboardIcon />
            </span>
            <h2 className="tile__title">ABC adopcji</h2>
            <p>Sześć prostych kroków: od poradnika, przez ankietę, po odbiór zwierzaka.</p>
            <Link className="btn btn--ghost" to="/abc-adopcji">
              Jak adoptować?
            </Link>
          </li>
          <li className="card tile">
            <span className="tile__icon">
              <HeartIcon />
            </span>
            <h2 className="tile__title">Wspieraj nas</h2>
            <p>Darowizna, 1,5% podatku, karma, transport albo dom tymczasowy — każda pomoc się liczy.</p>
            <Link className="btn btn--ghost" to="/wspieram">
              Pomóż nam
            </Link>
          </li>
        </ul>
      </div>
    </>
  );
}
