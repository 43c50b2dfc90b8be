import { addressLineOf, storeLinksOf } from '@bookstore/contracts';
import { lazy, Suspense } from 'react';
import { DocumentTitle } from '@/session/document-title';
import { useStoreSettings } from '@/session';
import '@/features/info/info.css';

// the only part of the page that needs react-hook-form and zod
const ContactForm = lazy(() => import('@/features/info/components/contact-form').then((m) => ({ default: m.ContactForm })));

export function ContactPage() {
  const { identity } = useStoreSettings();
  const links = storeLinksOf(identity);
  return (
    <div className="container page">
      <DocumentTitle title="Contact Us" />
      <h1 className="page-title">Contact Us</h1>
      <p className="page-lead">
        Questions about a book, an order or a delivery? Reach us by phone, e-mail or WhatsApp, or send a message below.
        We usually answer within a few hours during shop hours.
      </p>

      <div className="contact-layout">
        <section className="info-card" aria-labelledby="contact-info-title">
          <h2 id="contact-info-title">Contact Information</h2>
          <dl className="contact-list">
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={links.phone}>{identity.phone}</a>
              </dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={links.email}>{identity.supportEmail}</a>
              </dd>
            </div>
            <div>
              <dt>WhatsApp</dt>
              <dd>
                <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
                  Chat with us on WhatsApp
                </a>
              </dd>
            </div>
          </dl>
        </section>

        <section className="info-card store-visit" aria-labelledby="visit-title">
          <h2 id="visit-title">Visit Our Store</h2>
          <dl className="contact-list">
            <div>
              <dt>Address</dt>
              <dd>
                {identity.name}, {addressLineOf(identity)}
              </dd>
            </div>
            <div>
              <dt>Shop hours</dt>
              <dd>{identity.hours}</dd>
            </div>
          </dl>
          <a className="btn btn--outline" href={links.directions} target="_blank" rel="noopener noreferrer">
            Get directions
          </a>
        </section>
      </div>

      <Suspense fallback={<div className="contact-form contact-form--placeholder" aria-hidden="true" />}>
        <ContactForm email={identity.supportEmail} />
      </Suspense>
    </div>
  );
}
