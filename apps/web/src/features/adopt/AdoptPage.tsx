import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isSpecies } from '@pets/shared';
import { Banner } from '../../ui/Banner';
import { usePageTitle } from '../../lib/page-title';
import { useAdoptListMemory } from './adopt-list-memory';

/**
 * Adoption list (SPEC "Adoption list"): placeholder until the adopt issue builds filters and grid.
 * Already does the navigation-state part: a known species arriving as `state.species` (from the
 * header submenu) becomes the species filter, then the state is cleared.
 */
export function AdoptPage() {
  usePageTitle('Adoptuję');
  const location = useLocation();
  const navigate = useNavigate();
  const gatunek = useAdoptListMemory((state) => state.filters.gatunek);
  const incoming = (location.state as { species?: unknown } | null)?.species;
  const { pathname, search } = location;

  useEffect(() => {
    if (!isSpecies(incoming)) return;
    const memory = useAdoptListMemory.getState();
    memory.remember({ filters: { ...memory.filters, gatunek: [incoming] }, page: 1, scrollY: null });
    void navigate({ pathname, search }, { replace: true, state: null });
  }, [incoming, navigate, pathname, search]);

  return (
    <>
      <Banner title="Adoptuję" subtitle="Poznaj zwierzaki, które czekają na dom." />
      <div className="container page-content">
        <div className="card placeholder-card" data-testid="adopt-placeholder" data-species={gatunek.join(',')}>
          {gatunek.length > 0 ? (
            <p className="placeholder-card__lead">Wybrany gatunek: {gatunek.join(', ')}</p>
          ) : (
            <p className="placeholder-card__lead">Wszystkie gatunki</p>
          )}
          <p>Lista zwierzaków do adopcji pojawi się tutaj już wkrótce.</p>
        </div>
      </div>
    </>
  );
}
