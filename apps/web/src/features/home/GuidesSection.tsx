import { Link } from 'react-router-dom';
import { PawPrintIcon } from '../../ui/icons';

/** The seven guides of SPEC "Home", all leading to the knowledge base. */
export const GUIDES = [
  { name: 'Chomik', lead: 'Przestronna klatka, głęboka ściółka i spokój w ciągu dnia.', tone: 'amber' },
  { name: 'Świnka morska', lead: 'Towarzystwo drugiej świnki, siano bez ograniczeń i witamina C.', tone: 'rose' },
  { name: 'Szczur', lead: 'Bystre i czułe stadne zwierzaki – potrzebują kompanów i zabawy.', tone: 'slate' },
  { name: 'Mysz', lead: 'Wielopiętrowa klatka, dużo kryjówek i mysie towarzystwo.', tone: 'sand' },
  { name: 'Myszoskoczek', lead: 'Kopanie tuneli, kąpiele w piasku i życie w parze.', tone: 'amber' },
  { name: 'Królik', lead: 'Codzienny wybieg, siano, drugi królik i regularne wizyty u weterynarza.', tone: 'green' },
  { name: 'Szynszyla', lead: 'Chłodne miejsce, kąpiele w pyłku i wysoka woliera do skakania.', tone: 'slate' },
] as const;

/** 'Poradniki': seven guide cards linking to /baza-wiedzy. */
export function GuidesSection() {
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
              <Link className={`guide-card guide-card--${guide.tone}`} to="/baza-wiedzy">
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
