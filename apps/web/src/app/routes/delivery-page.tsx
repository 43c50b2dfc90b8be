import { COURIER_IDS, COURIERS, DELIVERY_PAGE, formatRupees, POLICIES, storeLinksOf, type CourierId } from '@bookstore/contracts';
import { Link } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { CourierLogo } from '@/features/info';
import { useStoreSettings } from '@/session';
import '@/features/info/info.css';

const SHIPPING_COURIERS = COURIER_IDS.filter((id): id is Exclude<CourierId, 'other'> => id !== 'other').map((id) => COURIERS[id]);

export function DeliveryPage() {
  const { identity, money } = useStoreSettings();
  return (
    <div className="container page">
      <DocumentTitle title="Delivery Information" />
      <div className="prose">
        <h1 className="page-title">Delivery Information</h1>

        <h2>Introduction</h2>
        <p>
          {identity.name} delivers books to every city and town in Pakistan. This page explains how we ship, how long it
          takes, what it costs and how to follow your parcel.
        </p>

        <h2>Shipping Methods</h2>
        <p>We hand orders to trusted courier services:</p>
        <ul className="courier-list" aria-label="Courier services">
          {SHIPPING_COURIERS.map((courier) => (
            <li key={courier.id}>
              <CourierLogo id={courier.id as Exclude<CourierId, 'other'>} />
              <span>{courier.name}</span>
            </li>
          ))}
        </ul>
        <p>We choose the courier that serves your area best.</p>

        <h2>Delivery Timelines</h2>
        <p>
          Orders are usually delivered within {POLICIES.deliveryPageDays} business days after confirmation. Remote
          areas, public holidays and bad weather can add a day or two.
        </p>

        <h2>Shipping Costs</h2>
        <p>
          {money.shippingFee > 0 ? DELIVERY_PAGE.flatFee(formatRupees(money.shippingFee)) : DELIVERY_PAGE.noFee}
          {money.shippingFee > 0 && money.freeShippingThreshold !== null && ` ${DELIVERY_PAGE.freeFrom(formatRupees(money.freeShippingThreshold))}`}
        </p>

        <h2>Tracking Information</h2>
        <p>
          Once your order is shipped, its courier and tracking ID appear on the <Link to="/orders">My Orders</Link>{' '}
          page. Use &lsquo;Order Track Id&rsquo; there to copy the ID and open the courier&apos;s tracking page.
        </p>

        <h2>Contact Us</h2>
        <p>
          Questions about a delivery? Write to <a href={storeLinksOf(identity).email}>{identity.supportEmail}</a> or see{' '}
          <Link to="/contact">all the ways to reach us</Link>.
        </p>
      </div>
    </div>
  );
}
