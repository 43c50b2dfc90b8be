import { POLICIES } from '@bookstore/contracts';
import { ExchangeIcon, ReturnIcon, SupportIcon } from '@/components/ui/icons';

const POLICY_ITEMS = [
  { icon: <ExchangeIcon />, title: 'Easy Exchange', text: `Exchange your book within ${POLICIES.exchangeDays} days.` },
  { icon: <ReturnIcon />, title: `${POLICIES.returnDays} Days Return`, text: `Return within ${POLICIES.returnDays} days for a full refund.` },
  { icon: <SupportIcon />, title: '24/7 Customer Support', text: 'We are here for you day and night.' },
] as const;

export function PoliciesStrip() {
  return (
    <section className="section policies" aria-labelledby="policies-title">
      <div className="section-heading">
        <h2 id="policies-title">Our Policies</h2>
      </div>
      <ul className="policies__list">
        {POLICY_ITEMS.map((item) => (
          <li key={item.title} className="policies__item">
            <span className="policies__icon" aria-hidden="true">
              {item.icon}
            </span>
            <h3 className="policies__title">{item.title}</h3>
            <p className="policies__text">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
