import { Link } from 'react-router-dom';
import { FOSTER_APPLY_PAGE, type FosterHomeSummary } from '@pets/shared';
import { useUrlParams } from '../url-state';
import { capacityText, fosterHomeHref, linkState, personName } from './foster-format';
import { useFosterHomes, type HomesFilter } from './foster-queries';
import { filterChange, filterOf, HOME_FILTERS, HOMES_PARAM } from './foster-url';
import { QueryBlock } from './QueryBlock';
import { StatusFilter } from './StatusFilter';

const EMPTY: Record<HomesFilter, string> = {
  aktywne: 'Nie ma jeszcze aktywnych domów tymczasowych.',
  nieaktywne: 'Nie ma nieaktywnych domów tymczasowych.',
  wszystkie: 'Nie ma jeszcze żadnych domów tymczasowych.',
};

function HomeRow({ home }: { home: FosterHomeSummary }) {
  return (
    <article className="foster-card foster-home-row">
      <header className="foster-card__head">
        <h3 className="foster-card__title">
          <Link to={fosterHomeHref(home.id)}>{personName(home)}</Link>
        </h3>
        {!home.active && <span className="foster-status foster-status--odrzucone">Nieaktywny</span>}
      </header>
      <dl className="foster-facts foster-facts--inline">
        <div className="foster-facts__row">
          <dt>Miejscowość</dt>
          <dd>{home.city}</dd>
        </div>
        <div className="foster-facts__row">
          <dt>Gatunki</dt>
          <dd>{home.species.join(', ')}</dd>
        </div>
        <div className="foster-facts__row">
          <dt>Zwierzaki</dt>
          <dd>{capacityText(home)}</dd>
        </div>
        <div className="foster-facts__row">
          <dt>Link opiekuna</dt>
          <dd>{linkState(home)}</dd>
        </div>
      </dl>
    </article>
  );
}

/** "Domy": the foster homes of the chosen status, each linking to its page. */
export function HomesPanel() {
  const [params, writeParams] = useUrlParams();
  const status = filterOf(HOME_FILTERS, params.get(HOMES_PARAM));
  const query = useFosterHomes(status);
  return (
    <>
      <StatusFilter label="Pokaż domy" options={HOME_FILTERS} value={status} onChange={(value) => writeParams(filterChange(HOMES_PARAM, HOME_FILTERS, value), { now: true })} />
      <QueryBlock query={query} loading="Wczytywanie domów tymczasowych…" failed="Nie udało się wczytać domów tymczasowych.">
        {(homes) =>
          homes.length === 0 ? (
            <p className="foster-empty">
              {EMPTY[status]} Dom tymczasowy pojawia się tu po przyjęciu zgłoszenia z publicznej strony{' '}
              <a href={FOSTER_APPLY_PAGE}>„Zostań domem tymczasowym”</a> ({FOSTER_APPLY_PAGE}) – możesz podesłać ją chętnym.
            </p>
          ) : (
            <ul className="foster-list foster-list--grid" aria-label="Domy tymczasowe">
              {homes.map((home) => (
                <li key={home.id}>
                  <HomeRow home={home} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryBlock>
    </>
  );
}
