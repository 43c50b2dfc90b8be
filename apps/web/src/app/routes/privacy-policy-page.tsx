import { storeLinksOf } from '@bookstore/contracts';
import { DocumentTitle } from '@/session/document-title';
import { useStoreSettings } from '@/session';

export function PrivacyPolicyPage() {
  const { identity } = useStoreSettings();
  return (
    <div className="container page">
      <DocumentTitle title="Privacy Policy" />
      <div className="prose">
        <h1 className="page-title">Privacy Policy</h1>

        <h2>Introduction</h2>
        <p>
          {identity.name} respects your privacy. This policy explains what information we collect when you use our store,
          why we collect it, and the choices you have.
        </p>

        <h2>Information We Collect</h2>
        <ul>
          <li>Account details: your name, e-mail address and password (stored only as a secure hash).</li>
          <li>Delivery details: address, city, postal code, country and mobile number.</li>
          <li>Orders: the books you buy, payment method and, for manual online payments, the proof you upload.</li>
          <li>Your cart and wishlist, kept on your device until you sign in.</li>
        </ul>

        <h2>How We Use Your Information</h2>
        <ul>
          <li>To process, deliver and support your orders.</li>
          <li>To send account messages such as verification codes and order confirmations.</li>
          <li>To keep your account secure and prevent fraud.</li>
        </ul>

        <h2>Sharing Your Information</h2>
        <p>
          We never sell your information. We share only what is needed to deliver your order (your name, address and
          phone number) with the courier service that carries it, and we disclose information when the law requires
          it.
        </p>

        <h2>Your Rights</h2>
        <p>
          You can view and update your profile and address from your account at any time, and you can delete your
          account whenever you wish.
        </p>

        <h2>Contact Us</h2>
        <p>
          For any question about your privacy, write to <a href={storeLinksOf(identity).email}>{identity.supportEmail}</a>.
        </p>
      </div>
    </div>
  );
}
