import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { whenLoadedAndIdle } from '@/lib/after-load';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import './layout.css';

// below the fold on first paint: it loads with the page's chunk instead of delaying the entry
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
// a fixed button that moves nothing when it appears: it loads after the page's own code
const WhatsAppButton = lazy(() => import('./whatsapp-button').then((m) => ({ default: m.WhatsAppButton })));

/**
 * The WhatsApp button, once the page has loaded and the browser is idle: it watches every change of the
 * page (to stay off controls), work that would otherwise compete with the first page's render. Its own
 * component, so that its arrival re-renders only itself, not the header and the page around it.
 */
function WhatsAppButtonAfterLoad() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <WhatsAppButton />
    </Suspense>
  ) : null;
}

/** The frame of every page: header, the page, footer, and the WhatsApp button. */
export function RootLayout() {
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
      <WhatsAppButtonAfterLoad />
    </div>
  );
}
