import { ABOUT_PAGE_SLUG, PAGE_MESSAGES, PAGE_TITLES } from '@pets/shared';
import { Banner } from '../../ui/Banner';
import { ErrorCard } from '../../ui/ErrorCard';
import { Loader } from '../../ui/Loader';
import { RichText } from '../../ui/RichText';
import { UnderConstruction } from '../../ui/UnderConstruction';
import { useQueryState } from '../../ui/useQueryState';
import { usePageTitle } from '../../lib/page-title';
import { pageQuery } from '../../lib/public-queries';

/**
 * About us (/o-nas): the page published in Treści under the address 'o-nas'; until there is
 * one, the banner and 'Strona w budowie' of SPEC "Knowledge base and About us".
 */
export function AboutPage() {
  usePageTitle(PAGE_TITLES.about);
  const { state, reload } = useQueryState(pageQuery(ABOUT_PAGE_SLUG));
  const page = state.status === 'success' ? state.data : null;
  return (
    <>
      <Banner title={page?.title ?? 'O nas'} />
      <div className="container page-content">
        {state.status === 'loading' && <Loader block />}
        {state.status === 'error' && <ErrorCard message={PAGE_MESSAGES.pageFailed} onRetry={reload} />}
        {state.status === 'success' && (page ? <RichText html={page.html} /> : <UnderConstruction />)}
      </div>
    </>
  );
}
