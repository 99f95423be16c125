import { Link } from 'react-router-dom';
import { guidePath, speciesGroupOf, type PageSummary, type Species } from '@pets/shared';
import { PawPrintIcon } from '../../ui/icons';
import { useQueryState } from '../../ui/useQueryState';
import { guidesQuery } from '../../lib/public-queries';

/** The seven guides of SPEC "Home", each with the species whose published guide it opens. */
export const GUIDES = [
  { name: 'Chomik', species: 'Chomik syryjski', lead: 'Przestronna klatka, głęboka ściółka i spokój w ciągu dnia.', tone: 'amber' },
  { name: 'Świnka morska', species: 'Świnka morska', lead: 'Towarzystwo drugiej świnki, siano bez ograniczeń i witamina C.', tone: 'rose' },
  { name: 'Szczur', species: 'Szczur', lead: 'Bystre i czułe stadne zwierzaki – potrzebują kompanów i zabawy.', tone: 'slate' },
  { name: 'Mysz', species: 'Mysz', lead: 'Wielopiętrowa klatka, dużo kryjówek i mysie towarzystwo.', tone: 'sand' },
  { name: 'Myszoskoczek', species: 'Myszoskoczek', lead: 'Kopanie tuneli, kąpiele w piasku bez pyłu i życie w parze.', tone: 'amber' },
  { name: 'Królik', species: 'Królik', lead: 'Codzienny wybieg, siano, drugi królik i regularne wizyty u weterynarza.', tone: 'green' },
  { name: 'Szynszyla', species: 'Szynszyla', lead: 'Chłodne miejsce, kąpiele w piasku/pyle dla szynszyli i wysoka klatka do skakania.', tone: 'slate' },
] as const satisfies readonly { name: string; species: Species; lead: string; tone: string }[];

/**
 * Where a card leads: the published guide of its species (for 'Chomik' any hamster species),
 * otherwise the knowledge base, also while the guides load or when they cannot be read.
 */
export function guideLink(species: Species, guides: readonly PageSummary[] | undefined): string {
  const group = speciesGroupOf(species);
  const guide = guides?.find((candidate) => candidate.species !== null && group.includes(candidate.species));
  return guide ? guidePath(guide.slug) : '/baza-wiedzy';
}

/** 'Poradniki': seven guide cards linking to their species' guide or to /baza-wiedzy. */
export function GuidesSection() {
  const { state } = useQueryState(guidesQuery());
  return (
    <section className="home-section home-guides" aria-labelledby="home-guides-title">
      <div className="container">
        <div className="home-section__header">
          <h2 id="home-guides-title" className="home-section__title">
            Poradniki
          </h2>
          <p className="home-section__lead">Zanim zaadoptujesz, sprawdź, czego potrzebuje Twój przyszły podopieczny.</p>
        </div>
        <ul className="guide-grid">
          {GUIDES.map((guide) => (
            <li key={guide.name}>
              <Link className={`guide-card guide-card--${guide.tone}`} to={guideLink(guide.species, state.data)}>
                <span className="guide-card__icon" aria-hidden="true">
                  <PawPrintIcon size={26} />
                </span>
                <span className="guide-card__text">
                  <span className="guide-card__title">{guide.name}</span>
                  <span className="guide-card__lead">{guide.lead}</span>
                </span>
                <span className="guide-card__arrow" aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
