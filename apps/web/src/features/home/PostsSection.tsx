import { formatDate, imageVariantUrl, MESSAGES, type SocialPost } from '@pets/shared';
import { ErrorCard } from '../../ui/ErrorCard';
import { ExternalLink } from '../../ui/ExternalLink';
import { Loader } from '../../ui/Loader';
import { PawPrintIcon } from '../../ui/icons';
import { useQueryState } from '../../ui/useQueryState';
import { useSiteConfig } from '../../lib/site-config';
import { excerpt, fetchLatestPosts, postsErrorMessage, safeExternalUrl } from './posts';

/** Where a post without a usable link leads while the foundation's profile is not given. */
const FACEBOOK_HOME = 'https://www.facebook.com/';

/** How many of the latest posts the home page shows. */
export const POSTS_SHOWN = 3;

/** 'Co nowego?': the latest social posts with their own loading state and error card (SPEC section 8). */
export function PostsSection() {
  const { facebookUrl } = useSiteConfig();
  const { state, reload } = useQueryState({ queryKey: ['public', '/latest-post'], queryFn: ({ signal }) => fetchLatestPosts(signal) });

  return (
    <section className="home-section home-posts" aria-labelledby="home-posts-title">
      <div className="container">
        <div className="home-section__header">
          <h2 id="home-posts-title" className="home-section__title">
            Co nowego?
          </h2>
          {/* The profile's link only once the foundation has given it (panel: Dane fundacji). */}
          {facebookUrl && (
            <ExternalLink className="btn btn--ghost home-section__more" href={facebookUrl}>
              Zobacz więcej
            </ExternalLink>
          )}
        </div>
        {state.status === 'loading' && <Loader label="Wczytujemy najnowsze wpisy…" />}
        {state.status === 'error' && (
          <ErrorCard title={MESSAGES.public.postsErrorTitle} message={postsErrorMessage(state.error)} onRetry={reload} />
        )}
        {state.status === 'success' && state.data.length === 0 && (
          <p className="home-posts__empty">Na razie nie ma tu nowych wpisów – zajrzyj na nasz profil, żeby być na bieżąco.</p>
        )}
        {state.status === 'success' && state.data.length > 0 && (
          <ul className="post-grid">
            {state.data.slice(0, POSTS_SHOWN).map((post) => (
              <li key={post.id}>
                <PostCard post={post} fallbackUrl={facebookUrl || FACEBOOK_HOME} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function PostCard({ post, fallbackUrl }: { post: SocialPost; fallbackUrl: string }) {
  const date = formatDate(post.created_time);
  // Our own image paths may already name a variant (the demo posts do): ask for the small one instead.
  const picture = post.full_picture ? imageVariantUrl(post.full_picture.replace(/\?w=\w+$/, ''), 'card') : null;
  return (
    <article className="post-card">
      <div className="post-card__media">
        {picture ? (
          <img src={picture} alt="" width={480} height={300} loading="lazy" decoding="async" />
        ) : (
          <span className="post-card__placeholder" aria-hidden="true">
            <PawPrintIcon size={44} />
          </span>
        )}
      </div>
      <div className="post-card__body">
        <p className="post-card__date">
          <time dateTime={post.created_time || undefined}>{date}</time>
        </p>
        <p className="post-card__text">{excerpt(post.message) || 'Nowy wpis na naszym profilu.'}</p>
        <ExternalLink className="post-card__link" href={safeExternalUrl(post.permalink_url, fallbackUrl)} hiddenDetail={` z ${date}`}>
          Przeczytaj wpis
        </ExternalLink>
      </div>
    </article>
  );
}
