import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_TITLES } from '@pets/shared';
import { Banner } from '../../ui/Banner';
import { Reveal } from '../../ui/Reveal';
import { usePageTitle } from '../../lib/page-title';
import { useSiteConfig } from '../../lib/site-config';
import './abc.css';

/** The transport options of SPEC "Adoption ABC". */
export const TRANSPORT_OPTIONS = [
  {
    title: 'Bezpłatny transport grzecznościowy',
    text: 'Gdy tylko mamy taką możliwość, nasi wolontariusze przywiozą zwierzaka bez żadnych opłat.',
  },
  {
    title: 'Wspólny przejazd',
    text: 'Zwierzak dołącza do transportu, który i tak jedzie w Twoją stronę – razem z innymi podopiecznymi lub wolontariuszem.',
  },
  {
    title: 'Odbiór osobisty',
    text: 'Przyjeżdżasz po zwierzaka do domu tymczasowego. To dobra okazja, by poznać go i zadać opiekunowi wszystkie pytania.',
  },
  {
    title: 'Wizyta przedadopcyjna z dowozem',
    text: 'Odwiedzamy Cię, oglądamy przygotowane miejsce i od razu zostawiamy zwierzaka w jego nowym domu.',
  },
] as const;

interface Step {
  title: string;
  required?: boolean;
  body: ReactNode;
}

/** Adoption ABC (/abc-adopcji): six steps fading in on scroll, with the transport options. */
export function AbcPage() {
  usePageTitle(PAGE_TITLES.abc);
  const { email } = useSiteConfig();

  const steps: Step[] = [
    {
      title: 'Przeczytaj poradnik',
      body: (
        <>
          <p>
            Zanim zdecydujesz się na adopcję, poznaj potrzeby gatunku: ile miejsca potrzebuje, czym się żywi, czy może mieszkać sam i jak
            długo żyje. Świadoma decyzja to najlepszy start dla Was obojga.
          </p>
          <Link className="btn btn--ghost btn--small" to="/baza-wiedzy">
            Przejdź do bazy wiedzy
          </Link>
        </>
      ),
    },
    {
      title: 'Wypełnij ankietę adopcyjną',
      body: (
        <>
          <p>
            Wybierz zwierzaka z listy i wypełnij ankietę na jego stronie albo ankietę dla całego gatunku. Dzięki niej poznamy Twoje
            warunki i doświadczenie – to nie egzamin, tylko początek rozmowy. Odezwiemy się najszybciej, jak to możliwe.
          </p>
          <Link className="btn btn--ghost btn--small" to="/adoptuje">
            Zobacz zwierzaki do adopcji
          </Link>
        </>
      ),
    },
    {
      title: 'Przygotuj wyprawkę',
      body: (
        <p>
          Klatka lub woliera o odpowiednich wymiarach, głęboka ściółka, domek, miska, poidło i zapas siana lub karmy powinny czekać, zanim
          zwierzak przyjedzie. Zdjęcia przygotowanego miejsca wyślij{' '}
          {email ? (
            <>
              na <a href={`mailto:${email}`}>{email}</a>
            </>
          ) : (
            <>
              przez <Link to="/kontakt">formularz kontaktowy</Link>
            </>
          )}{' '}
          – chętnie doradzimy, co jeszcze warto dokupić.
        </p>
      ),
    },
    {
      title: 'Podpisz umowę adopcyjną',
      required: true,
      body: (
        <p>
          Każda adopcja kończy się podpisaniem umowy adopcyjnej. Umowa chroni zwierzaka i jasno opisuje obowiązki obu stron – bez niej nie
          wydajemy naszych podopiecznych. Możesz ją spokojnie przeczytać przed odbiorem.
        </p>
      ),
    },
    {
      title: 'Ustal transport',
      body: (
        <>
          <p>Wspólnie wybierzemy najwygodniejszy sposób, by zwierzak bezpiecznie dotarł do nowego domu:</p>
          <ul className="abc-transport">
            {TRANSPORT_OPTIONS.map((option) => (
              <li key={option.title} className="abc-transport__item">
                <strong className="abc-transport__title">{option.title}</strong>
                <span>{option.text}</span>
              </li>
            ))}
          </ul>
        </>
      ),
    },
    {
      title: 'Odbierz zwierzaka',
      body: (
        <p>
          Nadszedł wielki dzień! Daj nowemu domownikowi kilka dni spokoju na oswojenie się z miejscem i bądź z nami w kontakcie – chętnie
          odpowiemy na każde pytanie i zawsze ucieszymy się ze zdjęć.
        </p>
      ),
    },
  ];

  return (
    <>
      <Banner title="ABC adopcji" subtitle="Sześć kroków do szczęśliwej adopcji – od poradnika do odbioru zwierzaka." />
      <div className="container page-content abc-page">
        <ol className="abc-steps">
          {steps.map((step, index) => (
            // A list item takes no name of its own (ARIA): its heading names the step.
            <Reveal as="li" key={step.title} className="abc-step" threshold={0.35}>
              <span className="abc-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <div className="abc-step__card">
                <h2 id={`abc-step-${index + 1}`} className="abc-step__title">
                  <span className="visually-hidden">Krok {index + 1}: </span>
                  {step.title}
                  {step.required && <span className="abc-step__badge">obowiązkowo</span>}
                </h2>
                {step.body}
              </div>
            </Reveal>
          ))}
        </ol>

        <Reveal className="card abc-cta" threshold={0.35} aria-labelledby="abc-cta-title">
          <h2 id="abc-cta-title" className="abc-cta__title">
            Czas na nowego przyjaciela?
          </h2>
          <p>Poznaj zwierzaki, które czekają na dom, albo napisz do nas, jeśli masz pytania.</p>
          <div className="button-row button-row--center">
            <Link className="btn btn--primary" to="/adoptuje">
              Zobacz zwierzaki
            </Link>
            <Link className="btn btn--ghost" to="/kontakt">
              Zadaj pytanie
            </Link>
          </div>
        </Reveal>
      </div>
    </>
  );
}
