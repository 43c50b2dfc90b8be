import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import './layout.css';

// below the fold on first paint: it loads with the page's chunk instead of delaying the entry
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
// a fixed button that moves nothing when it appears: it loads after the page's own code
const WhatsAppButton = lazy(() => import('./whatsapp-button').then((m) => ({ default: m.WhatsAppButton })));

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
      <Suspense fallback={null}>
        <WhatsAppButton />
      </Suspense>
    </div>
  );
}
