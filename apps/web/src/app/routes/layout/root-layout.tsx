import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';
import { WhatsAppButton } from './whatsapp-button';
import './layout.css';

/** The frame of every page: header, the page, footer, and the WhatsApp button. */
export function RootLayout() {
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <NavigationProgress />
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <WhatsAppButton />
    </div>
  );
}
