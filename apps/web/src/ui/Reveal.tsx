import { useEffect, useRef, useState, type ReactNode } from 'react';
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
 * Whether an intersection counts as "visible enough": the given share of the element is in view,
 * or, for an element taller than the viewport (long sections on a phone), it fills at least that
 * share of the viewport. Without the second rule such an element would never appear.
 */
export function isVisibleEnough(
  entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'>,
  threshold: number,
): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= threshold - 0.001) return true;
  const viewport = entry.rootBounds?.height ?? (typeof window !== 'undefined' ? window.innerHeight : 0);
  return viewport > 0 && entry.intersectionRect.height >= viewport * threshold;
}

/**
 * Fades its content in once it is visible enough (IntersectionObserver, SPEC "Support": half
 * visible). With reduced motion, or without IntersectionObserver, the content is shown at once;
 * the content is always in the accessibility tree, and focus inside reveals it immediately.
 */
export function Reveal({ as: Tag = 'section', threshold = 0.5, id, className, children, ...rest }: RevealProps) {
  const ref = useRef<HTMLElement | null>(null);
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState(false);
  const visible = shown || reducedMotion;

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

  const classes = ['reveal', visible ? 'reveal--shown' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Tag
      ref={(element: HTMLElement | null) => {
        ref.current = element;
      }}
      id={id}
      className={classes}
      aria-labelledby={rest['aria-labelledby']}
      onFocus={() => setShown(true)}
    >
      {children}
    </Tag>
  );
}
