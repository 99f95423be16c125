import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { takingOverServerPage } from '../lib/server-page';
import { useReducedMotion } from './useReducedMotion';
import './reveal.css';

export interface RevealProps {
  /** The element to render. Default 'section'. */
  as?: 'section' | 'div' | 'li' | 'article';
  /** Share of the element (or of the viewport, for elements taller than it) that must be visible. Default 0.5. */
  threshold?: number;
  id?: string;
  className?: string;
  'aria-labelledby'?: string;
  children?: ReactNode;
}

const OBSERVED_RATIOS = [0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.75, 1];

/**
 * The rule of "visible enough": the given share of the element is in view, or, for an element
 * taller than the viewport (long sections on a phone), it fills at least that share of the
 * viewport. Without the second rule such an element would never appear.
 * resources/public/app-loader.js applies it too, on the server's page before the app takes over.
 */
function enoughInView(shareOfElement: number, visibleHeight: number, viewportHeight: number, threshold: number): boolean {
  return shareOfElement >= threshold - 0.001 || (viewportHeight > 0 && visibleHeight >= viewportHeight * threshold);
}

/** The rule for an IntersectionObserver entry. */
export function isVisibleEnough(
  entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'>,
  threshold: number,
): boolean {
  if (!entry.isIntersecting) return false;
  const viewport = entry.rootBounds?.height ?? (typeof window !== 'undefined' ? window.innerHeight : 0);
  return enoughInView(entry.intersectionRatio, entry.intersectionRect.height, viewport, threshold);
}

/** The rule for an element's box in a viewport of the given height, read at once (no observer). */
export function isBoxVisibleEnough(box: Pick<DOMRect, 'top' | 'bottom' | 'height'>, viewportHeight: number, threshold: number): boolean {
  const visibleHeight = Math.min(box.bottom, viewportHeight) - Math.max(box.top, 0);
  if (visibleHeight <= 0 || box.height <= 0) return false;
  return enoughInView(visibleHeight / box.height, visibleHeight, viewportHeight, threshold);
}

/**
 * Fades its content in once it is visible enough (IntersectionObserver, SPEC "Support": half
 * visible). With reduced motion, or without IntersectionObserver, the content is shown at once;
 * the content is always in the accessibility tree, and focus inside reveals it immediately.
 * On a page the server rendered, the loader has already faded in what is in view: the app taking
 * over shows that at once (no second fade), before its first paint.
 */
export function Reveal({ as: Tag = 'section', threshold = 0.5, id, className, children, ...rest }: RevealProps) {
  const ref = useRef<HTMLElement | null>(null);
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState(false);
  const [takingOver] = useState(takingOverServerPage);
  const [instant, setInstant] = useState(false);
  const visible = shown || reducedMotion;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!takingOver || !element || !isBoxVisibleEnough(element.getBoundingClientRect(), window.innerHeight, threshold)) return;
    setInstant(true);
    setShown(true);
  }, [takingOver, threshold]);

  useEffect(() => {
    if (visible) return undefined;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => isVisibleEnough(entry, threshold))) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: OBSERVED_RATIOS },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, threshold]);

  const classes = ['reveal', visible ? 'reveal--shown' : '', instant ? 'reveal--instant' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Tag
      ref={(element: HTMLElement | null) => {
        ref.current = element;
      }}
      id={id}
      className={classes}
      data-reveal-threshold={threshold}
      aria-labelledby={rest['aria-labelledby']}
      onFocus={() => setShown(true)}
    >
      {children}
    </Tag>
  );
}
