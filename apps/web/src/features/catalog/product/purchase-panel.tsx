import { QUANTITY_MIN, type Product } from '@bookstore/contracts';
import { useRef, useState } from 'react';
import { AddToCartButton, FormatChips, useAddToCart, WishlistToggle } from '@/components/product';
import { BagIcon } from '@/components/ui/icons';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { BuyBar } from './buy-bar';
import { useOutOfView } from './use-out-of-view';

/**
 * Format selector (when the book has formats), quantity 1..10, Add to Cart and the wishlist toggle; and,
 * while those buttons are out of view, the bar with the price and the same Add to Cart.
 */
export function PurchasePanel({ product }: { product: Product }) {
  const cart = useAddToCart(product);
  const [quantity, setQuantity] = useState<number>(QUANTITY_MIN);
  const buttons = useRef<HTMLDivElement>(null);
  const buttonsOutOfView = useOutOfView(buttons);

  return (
    <div className="purchase">
      {product.sizes.length > 0 && (
        <div className="purchase__row">
          <p className="purchase__label">Format</p>
          <FormatChips formats={product.sizes} value={cart.format} onChange={cart.setFormat} label="Format" size="regular" />
        </div>
      )}
      <div className="purchase__row">
        <p className="purchase__label">Quantity</p>
        <QuantityStepper value={quantity} onChange={setQuantity} variant="boxed" />
      </div>
      <div className="purchase__buttons" ref={buttons}>
        <AddToCartButton
          product={product}
          added={cart.added}
          busy={cart.busy}
          onAdd={() => void cart.add(quantity)}
          className="purchase__add"
          icon={<BagIcon size={18} />}
        />
        <WishlistToggle product={product} variant="button" />
      </div>
      {buttonsOutOfView && (
        <BuyBar
          product={product}
          addButton={<AddToCartButton product={product} added={cart.added} busy={cart.busy} onAdd={() => void cart.add(quantity)} className="buy-bar__add" nameInLabel />}
        />
      )}
    </div>
  );
}
