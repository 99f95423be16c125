import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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

/** 'static': as rendered (shown, no transition); 'waiting': hidden until in view; 'shown': faded in. */
type Phase = 'static' | 'waiting' | 'shown';

const PHASE_CLASSES: Record<Phase, string> = {
  static: 'reveal reveal--shown reveal--instant',
  waiting: 'reveal',
  shown: 'reveal reveal--shown',
};

/**
 * Fades its content in once it is visible enough (IntersectionObserver, SPEC "Support": half
 * visible). It renders shown, so the server's page is complete without scripts and the page's
 * largest paint never waits for a fade; before the first paint, a section that is not yet in view
 * is hidden, and fades in when scrolled to. With reduced motion, or without IntersectionObserver,
 * everything stays shown; the content is always in the accessibility tree, and focus inside
 * reveals it immediately. data-state says 'waiting' while it is hidden, else 'shown'.
 */
export function Reveal({ as: Tag = 'section', threshold = 0.5, id, className, children, ...rest }: RevealProps) {
  const ref = useRef<HTMLElement | null>(null);
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<Phase>('static');

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion || typeof IntersectionObserver === 'undefined') return;
    if (isBoxVisibleEnough(element.getBoundingClientRect(), window.innerHeight, threshold)) return;
    setPhase((current) => (current === 'static' ? 'waiting' : current));
  }, [reducedMotion, threshold]);

  useEffect(() => {
    const element = ref.current;
    if (phase !== 'waiting' || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => isVisibleEnough(entry, threshold))) {
          setPhase('shown');
          observer.disconnect();
        }
      },
      { threshold: OBSERVED_RATIOS },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [phase, threshold]);

  const shownPhase = reducedMotion && phase === 'waiting' ? 'shown' : phase;
  const classes = [PHASE_CLASSES[shownPhase], className ?? ''].filter(Boolean).join(' ');
  return (
    <Tag
      ref={(element: HTMLElement | null) => {
        ref.current = element;
      }}
      id={id}
      className={classes}
      data-reveal-threshold={threshold}
      data-state={shownPhase === 'waiting' ? 'waiting' : 'shown'}
      aria-labelledby={rest['aria-labelledby']}
      onFocus={() => setPhase((current) => (current === 'waiting' ? 'shown' : current))}
    >
      {children}
    </Tag>
  );
}
