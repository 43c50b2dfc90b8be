import type { Product } from '@bookstore/contracts';
import { CloseIcon } from '@/components/ui/icons';
import { CardActions, ProductCard } from '@/components/product';

/** A saved book: the catalogue card with a remove button and Add to Cart. */
export function WishlistCard({ product, onRemove, eager }: { product: Product; onRemove: () => void; eager?: boolean }) {
  return (
    <div className="wishlist-card">
      <ProductCard product={product} eager={eager} actions={<CardActions product={product} />} />
      <button type="button" className="icon-button wishlist-card__remove" onClick={onRemove} aria-label={`Remove ${product.name} from wishlist`}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
