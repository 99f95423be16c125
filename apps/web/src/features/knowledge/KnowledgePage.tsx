import { Banner } from '../../ui/Banner';
import { UnderConstruction } from '../../ui/UnderConstruction';
import { usePageTitle } from '../../lib/page-title';

/** Knowledge base (/baza-wiedzy): banner and 'Strona w budowie' (SPEC "Knowledge base and About us"). */
export function KnowledgePage() {
  usePageTitle('Baza wiedzy');
  return (
    <>
      <Banner title="Baza wiedzy" />
      <div className="container page-content">
        <UnderConstruction />
      </div>
    </>
  );
}
