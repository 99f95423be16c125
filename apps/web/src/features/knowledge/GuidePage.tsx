import { Link, useParams } from 'react-router-dom';
import {
  ABOUT_PAGE_SLUG,
  GUIDE_COVER_SIZES,
  guidePageTitle,
  IMAGE_VARIANT_WIDTH,
  imageVariantUrl,
  PAGE_MESSAGES,
  PAGE_TITLES,
  PAGE_SLUG_PATTERN,
  type PublicPage,
  type Species,
} from '@pets/shared';
import { Banner } from '../../ui/Banner';
import { ErrorCard } from '../../ui/ErrorCard';
import { Loader } from '../../ui/Loader';
import { RichText } from '../../ui/RichText';
import { useQueryState } from '../../ui/useQueryState';
import { usePageTitle } from '../../lib/page-title';
import { pageQuery } from '../../lib/public-queries';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { availableAnimalsLink, midSentence, surveyLinks } from './adoption-links';
import './knowledge.css';

/** One guide (/baza-wiedzy/{slug}); an address no published guide has shows the not-found page. */
export function GuidePage() {
  const { slug = '' } = useParams();
  if (!PAGE_SLUG_PATTERN.test(slug) || slug === ABOUT_PAGE_SLUG) return <NotFoundPage />;
  return <GuideDetail key={slug} slug={slug} />;
}

function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

function GuideDetail({ slug }: { slug: string }) {
  const { state, reload } = useQueryState(pageQuery(slug));
  if (state.status === 'success' && state.data === null) return <NotFoundPage />;
  if (state.status === 'success' && state.data) return <Guide page={state.data} />;
  return (
    <div className="container page-content">
      <PageTitle title={PAGE_TITLES.knowledge} />
      {state.status === 'loading' ? <Loader block label="Wczytujemy poradnik…" /> : <ErrorCard message={PAGE_MESSAGES.pageFailed} onRetry={reload} />}
    </div>
  );
}

function Guide({ page }: { page: PublicPage }) {
  return (
    <>
      <PageTitle title={guidePageTitle(page.title)} />
      <Banner title={page.title} subtitle={page.summary || undefined} />
      <div className="container page-content guide">
        <nav className="guide__back" aria-label="Ścieżka nawigacji">
          <Link to="/baza-wiedzy">← Wszystkie poradniki</Link>
        </nav>
        <article className="guide__article">
          {page.cover && (
            <img
              className="guide__cover"
              src={imageVariantUrl(page.cover, 'full')}
              srcSet={`${imageVariantUrl(page.cover, 'card')} ${IMAGE_VARIANT_WIDTH.card}w, ${imageVariantUrl(page.cover, 'full')} ${IMAGE_VARIANT_WIDTH.full}w`}
              sizes={GUIDE_COVER_SIZES}
              alt=""
              width={1200}
              height={900}
              fetchPriority="high"
            />
          )}
          <RichText html={page.html} />
        </article>
        {page.species && <AdoptionBox species={page.species} />}
      </div>
    </>
  );
}

function AdoptionBox({ species }: { species: Species }) {
  return (
    <aside className="card guide__adopt" aria-labelledby="guide-adopt-title">
      <h2 id="guide-adopt-title">Chcesz adoptować?</h2>
      <ul>
        <li>
          <Link to={availableAnimalsLink(species)}>Zobacz zwierzaki czekające na dom</Link>
        </li>
        {surveyLinks(species).map((survey) => (
          <li key={survey.species}>
            <Link to={survey.to}>Wypełnij ankietę adopcyjną ({midSentence(survey.species)})</Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
