import type { Product } from '@bookstore/contracts';
import { AddToCartButton } from './add-to-cart-button';
import { FormatChips } from './format-chips';
import { useAddToCart } from './use-add-to-cart';

/**
 * Under a card: the format chips and 'Add to Cart'. Another chip changes the format; one tap adds one book.
 * `className`: the card's own class for this box, so the card needs no wrapper of its own around it.
 */
export function CardActions({ product, className }: { product: Product; className?: string }) {
  const cart = useAddToCart(product);
  return (
    <div className={className ? `card-actions ${className}` : 'card-actions'}>
      <FormatChips formats={product.sizes} value={cart.format} onChange={cart.setFormat} label={`Format of ${product.name}`} />
      <AddToCartButton product={product} added={cart.added} busy={cart.busy} onAdd={() => void cart.add(1)} className="card-actions__add" nameInLabel />
    </div>
  );
}
