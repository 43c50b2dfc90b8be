import { QUANTITY_MIN, type Product } from '@bookstore/contracts';
import { useState } from 'react';
import { AddToCartButton, FormatChips, useAddToCart, WishlistToggle } from '@/components/product';
import { BagIcon } from '@/components/ui/icons';
import { QuantityStepper } from '@/components/ui/quantity-stepper';

/** Format selector (when the book has formats), quantity 1..10, Add to Cart and the wishlist toggle. */
export function PurchasePanel({ product }: { product: Product }) {
  const cart = useAddToCart(product);
  const [quantity, setQuantity] = useState<number>(QUANTITY_MIN);

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
      <div className="purchase__buttons">
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
    </div>
  );
}
