import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import './layout.css';

// below the fold on first paint: it loads with the page's chunk instead of delaying the entry
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
// a fixed button that moves nothing when it appears: it loads after the page's own code
const WhatsAppButton = lazy(() => import('./whatsapp-button').then((m) => ({ default: m.WhatsAppButton })));

/**
 * True once the page has loaded and the browser is idle: the WhatsApp button watches every change of
 * the page (to stay off controls), work that would otherwise compete with the first page's render.
 */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    const whenIdle = () => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(() => setReady(true), { timeout: 2000 }) : window.setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready;
}

/** The frame of every page: header, the page, footer, and the WhatsApp button. */
export function RootLayout() {
  const afterLoad = useAfterLoad();
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {afterLoad && (
        <Suspense fallback={null}>
          <WhatsAppButton />
        </Suspense>
      )}
    </div>
  );
}
