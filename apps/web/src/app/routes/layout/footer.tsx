import { addressLineOf, storeLinksOf } from '@bookstore/contracts';
import { Link } from 'react-router';
import { useStoreSettings } from '@/session';
import { LogoMark } from './logo-mark';
import { FOOTER_LINKS } from './nav-links';
import './footer.css';

export function Footer() {
  const { identity } = useStoreSettings();
  const links = storeLinksOf(identity);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={identity.name}>
          <p className="site-logo site-logo--footer">
            <LogoMark logo={identity.logo ?? null} />
            <span className="site-logo__name">{identity.name}</span>
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
              <a href={links.phone}>{identity.phone}</a>
            </li>
            <li>
              <a href={links.email}>{identity.supportEmail}</a>
            </li>
            <li>{addressLineOf(identity)}</li>
            <li>Shop hours: {identity.hours}</li>
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {identity.name}. All rights reserved.
      </p>
    </footer>
  );
}
