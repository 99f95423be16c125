import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { guidePath, imageVariantUrl, isSpecies, PAGE_MESSAGES, PAGE_TITLES, SPECIES, type PageSummary } from '@pets/shared';
import { Banner } from '../../ui/Banner';
import { ErrorCard } from '../../ui/ErrorCard';
import { Loader } from '../../ui/Loader';
import { UnderConstruction } from '../../ui/UnderConstruction';
import { useQueryState } from '../../ui/useQueryState';
import { usePageTitle } from '../../lib/page-title';
import { guidesQuery } from '../../lib/public-queries';
import './knowledge.css';

/**
 * Knowledge base (/baza-wiedzy): the published guides as cards, filtered by species
 * (?gatunek=…, a plain form, so it works before the scripts run too). With nothing published
 * it keeps the banner and 'Strona w budowie' of SPEC "Knowledge base and About us".
 */
export function KnowledgePage() {
  usePageTitle(PAGE_TITLES.knowledge);
  const [params] = useSearchParams();
  const chosen = params.get('gatunek');
  const species = isSpecies(chosen) ? chosen : null;
  const { state, reload } = useQueryState(guidesQuery(species));
  const nothingPublished = state.status === 'success' && state.data.length === 0 && !species;

  return (
    <>
      <Banner title="Baza wiedzy" />
      <div className="container page-content knowledge">
        {nothingPublished ? (
          <UnderConstruction />
        ) : (
          <>
            <SpeciesFilter species={species} />
            {state.status === 'loading' && <Loader block label="Wczytujemy poradniki…" />}
            {state.status === 'error' && <ErrorCard message={PAGE_MESSAGES.guidesFailed} onRetry={reload} />}
            {state.status === 'success' && <GuideList guides={state.data} />}
          </>
        )}
      </div>
    </>
  );
}

function SpeciesFilter({ species }: { species: string | null }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('gatunek');
    void navigate(isSpecies(value) ? `/baza-wiedzy?${new URLSearchParams({ gatunek: value }).toString()}` : '/baza-wiedzy');
  };
  return (
    <form className="knowledge-filter" method="get" action="/baza-wiedzy" onSubmit={onSubmit}>
      <label htmlFor="knowledge-species">Gatunek</label>
      <select id="knowledge-species" name="gatunek" defaultValue={species ?? ''} key={species ?? ''}>
        <option value="">Wszystkie gatunki</option>
        {SPECIES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn--primary">
        Pokaż
      </button>
    </form>
  );
}

function GuideList({ guides }: { guides: PageSummary[] }) {
  if (guides.length === 0) {
    return (
      <div className="card notice-card">
        <p>{PAGE_MESSAGES.guidesEmpty}</p>
        <Link className="btn btn--ghost" to="/baza-wiedzy">
          Pokaż wszystkie poradniki
        </Link>
      </div>
    );
  }
  return (
    <ul className="knowledge-list">
      {guides.map((guide) => (
        <li key={guide.slug}>
          <Link className="knowledge-card" to={guidePath(guide.slug)}>
            {guide.cover ? (
              <img className="knowledge-card__cover" src={imageVariantUrl(guide.cover, 'card')} alt="" width={480} height={360} loading="lazy" decoding="async" />
            ) : (
              <span className="knowledge-card__cover knowledge-card__cover--empty" aria-hidden="true" />
            )}
            <span className="knowledge-card__text">
              {guide.species && <span className="knowledge-card__species">{guide.species}</span>}
              <span className="knowledge-card__title">{guide.title}</span>
              {guide.summary && <span className="knowledge-card__summary">{guide.summary}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
