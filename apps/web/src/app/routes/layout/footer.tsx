import { STORE_ADDRESS_LINE, STORE_INFO, STORE_LINKS, STORE_NAME } from '@bookstore/contracts';
import { Link } from 'react-router';
import { BookIcon } from '@/components/ui/icons';
import { FOOTER_LINKS } from './nav-links';
import './footer.css';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={STORE_NAME}>
          <p className="site-logo site-logo--footer">
            <BookIcon size={26} className="site-logo__icon" />
            <span className="site-logo__name">{STORE_NAME}</span>
          </p>
          <p>
            Urdu and English books, new and used, at prices that suit every reader. Delivered by courier across
            Pakistan, with cash on delivery.
          </p>
        </section>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__heading">
            Company
          </h2>
          <ul className="site-footer__list">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Get in touch
          </h2>
          <ul className="site-footer__list">
            <li>
              <a href={STORE_LINKS.phone}>{STORE_INFO.phone}</a>
            </li>
            <li>
              <a href={STORE_LINKS.email}>{STORE_INFO.email}</a>
            </li>
            <li>{STORE_ADDRESS_LINE}</li>
            <li>Shop hours: {STORE_INFO.hours}</li>
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {STORE_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
