import { useEffect, useState } from 'react';

/** Upper bound of the wait, so a hanging resource cannot hold an enhancement back for long. */
const MAX_WAIT_MS = 3000;

/**
 * True once the page has finished loading (the `load` event, at most MAX_WAIT_MS after mount).
 * For enhancements with a stand-in that looks the same (e.g. the carousel's swiper), so their code
 * is fetched and run after the first screen's largest image instead of competing with it.
 */
export function useAfterPageLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return undefined;
    const done = () => setLoaded(true);
    if (document.readyState === 'complete') {
      const timer = setTimeout(done, 0);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', done, { once: true });
    const timer = setTimeout(done, MAX_WAIT_MS);
    return () => {
      window.removeEventListener('load', done);
      clearTimeout(timer);
    };
  }, [loaded]);
  return loaded;
}
