import { Link } from 'react-router-dom';
import { PAGE_TITLES } from '@pets/shared';
import { Banner } from '../../ui/Banner';
import { HeartIcon } from '../../ui/icons';
import { usePageTitle } from '../../lib/page-title';
import { useSiteConfig } from '../../lib/site-config';
import { AnimalCarousel } from './AnimalCarousel';
import { PostsSection } from './PostsSection';
import { GuidesSection } from './GuidesSection';
import './home.css';

/**
 * Home (SPEC "Home"): banner with the foundation's name, the 'Nasi podopieczni' carousel, the quote
 * banner, 'Co nowego?' posts and 'Poradniki'. Each data block loads and fails on its own.
 */
export function HomePage() {
  const { foundationName } = useSiteConfig();
  usePageTitle(PAGE_TITLES.home);
  return (
    <>
      <Banner title={foundationName} subtitle="Małe zwierzaki, wielkie serca. Pomóż nam znaleźć im dom." delayText>
        <div className="button-row">
          <Link className="btn btn--primary" to="/adoptuje">
            Poznaj podopiecznych
          </Link>
          <Link className="btn btn--light" to="/abc-adopcji">
            Jak adoptować?
          </Link>
        </div>
      </Banner>

      <AnimalCarousel />

      <section className="home-quote" aria-labelledby="home-quote-title">
        <div className="container home-quote__inner">
          <span className="home-quote__icon" aria-hidden="true">
            <HeartIcon size={30} />
          </span>
          <h2 id="home-quote-title" className="visually-hidden">
            Pomóż nam pomagać
          </h2>
          <figure className="home-quote__figure">
            <blockquote className="home-quote__text">
              <p>Ratując jednego zwierzaka, nie zmienisz całego świata – ale dla tego jednego zwierzaka zmienisz cały jego świat.</p>
            </blockquote>
            <figcaption className="home-quote__caption">Każda pomoc, nawet najmniejsza, ma znaczenie.</figcaption>
          </figure>
          <Link className="btn btn--primary home-quote__button" to="/wspieram">
            Pomóż nam
          </Link>
        </div>
      </section>

      <PostsSection />
      <GuidesSection />
    </>
  );
}
