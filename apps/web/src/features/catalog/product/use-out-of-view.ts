import { useEffect, useState, type RefObject } from 'react';

/**
 * True while the element is entirely off screen (scrolled away above, or still below on a short screen).
 * False until the first observation, and where IntersectionObserver is missing.
 */
export function useOutOfView(ref: RefObject<Element | null>): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setOutOfView(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return outOfView;
}
