import { formatRupees } from '@bookstore/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '@/components/ui/icons';
import { PLACEHOLDER_COVER, PriceLine } from '@/components/product';
import type { CartLine } from '@/session';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import '../cart.css';

interface CartRowProps {
  line: CartLine;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the cart: cover, name, format, unit price, stepper, line total and remove. */
export function CartRow({ line, onQuantityChange, onRemove }: CartRowProps) {
  const [coverFailed, setCoverFailed] = useState(false);
  const name = line.name || 'Book';
  const href = `/product/${encodeURIComponent(line.productId)}`;

  return (
    <li className="cart-row">
      <Link to={href} className="cart-row__media" tabIndex={-1} aria-hidden="true">
        <img
          src={coverFailed || !line.image ? PLACEHOLDER_COVER : line.image}
          alt=""
          width={72}
          height={96}
          loading="lazy"
          onError={() => setCoverFailed(true)}
        />
      </Link>
      <div className="cart-row__info">
        {line.category && <p className="cart-row__category">{line.category}</p>}
        <h3 className="cart-row__name" dir="auto">
          <Link to={href}>{name}</Link>
        </h3>
        {line.format && <p className="cart-row__format">Format: {line.format}</p>}
        <PriceLine className="cart-row__price" price={line.price} originalPrice={line.originalPrice} labelled={false} />
      </div>
      <div className="cart-row__controls">
        <QuantityStepper value={line.quantity} onChange={onQuantityChange} label={name} />
        <p className="cart-row__total">
          <span className="visually-hidden">Line total: </span>
          {formatRupees(line.price * line.quantity)}
        </p>
      </div>
      <button type="button" className="icon-button cart-row__remove" onClick={onRemove} aria-label={`Remove ${name} from cart`}>
        <CloseIcon size={18} />
      </button>
    </li>
  );
}
