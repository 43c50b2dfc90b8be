import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every path change starts at the top of the page (spec section 2). Query changes keep the position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
