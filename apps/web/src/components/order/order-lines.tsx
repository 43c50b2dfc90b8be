import { formatRupees, type AdminOrderItem, type OrderItem } from '@bookstore/contracts';
import { Link } from 'react-router';
import { PLACEHOLDER_COVER } from '@/components/product';
import './order.css';

/** A line as the shopper's order (OrderItem) or the back office's (AdminOrderItem) carries it. */
type Line = OrderItem | AdminOrderItem;

const lineName = (item: Line) => ('name' in item ? item.name : item.product.name);
const lineImage = (item: Line) => ('image' in item ? item.image : item.product.image);
const lineWasPrice = (item: Line) => ('originalPrice' in item ? item.originalPrice : null);
const lineTotal = (item: Line) => ('lineTotal' in item ? item.lineTotal : item.price * item.quantity);

interface OrderLinesProps {
  items: readonly Line[];
  /** Where a book still in the catalogue links to; without it the names are plain text. */
  productHref?: (productId: string) => string;
}

/** The books of an order as sold: cover, title, format, quantity × unit price (and the price before a discount), line total. */
export function OrderLines({ items, productHref }: OrderLinesProps) {
  return (
    <ul className="order-lines">
      {items.map((item, index) => {
        const name = <bdi>{lineName(item)}</bdi>;
        const was = lineWasPrice(item);
        return (
          <li key={`${item.productId ?? 'gone'}-${item.format}-${index}`} className="order-lines__item">
            <img src={lineImage(item) || PLACEHOLDER_COVER} alt="" width={44} height={58} loading="lazy" />
            <div className="order-lines__name">
              {item.productId && productHref ? <Link to={productHref(item.productId)}>{name}</Link> : name}
              <span className="order-lines__sub">
                {[item.format, `${item.quantity} × ${formatRupees(item.price)}`].filter(Boolean).join(' · ')}
                {was !== null && was > item.price && <s className="order-lines__was"> {formatRupees(was)}</s>}
              </span>
            </div>
            <span className="order-lines__total">{formatRupees(lineTotal(item))}</span>
          </li>
        );
      })}
    </ul>
  );
}
