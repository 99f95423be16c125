import { Banner } from '../../ui/Banner';
import { UnderConstruction } from '../../ui/UnderConstruction';
import { usePageTitle } from '../../lib/page-title';

/** About us (/o-nas): banner and 'Strona w budowie' (SPEC "Knowledge base and About us"). */
export function AboutPage() {
  usePageTitle('O nas');
  return (
    <>
      <Banner title="O nas" />
      <div className="container page-content">
        <UnderConstruction />
      </div>
    </>
  );
}
