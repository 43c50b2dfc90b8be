import { MESSAGES, QUANTITY_MAX, QUANTITY_MIN, type CartItem, type Product } from '@bookstore/contracts';
import { useCallback } from 'react';
import { useToast } from '@/components/ui/toast';
import { useRemoveFromServerCart, useUpdateServerCart, useAddToServerCart } from '../api/cart-mutations';
import { useServerCart } from '../api/get-cart';
import { addLine, type CartLine, countBooks, readGuestCart, removeLine, sameLine, setLineQuantity, useGuestCart, useShopperSession, writeGuestCart } from '@/session';

export interface CartState {
  /** Guest lines from this device, or the signed-in user's server cart. */
  items: CartLine[];
  isLoading: boolean;
  isSignedIn: boolean;
}

/** The shopper's cart, wherever it lives. */
export function useCart(): CartState {
  const session = useShopperSession();
  const guestItems = useGuestCart();
  const server = useServerCart(session.userId);
  if (session.isLoading) return { items: [], isLoading: true, isSignedIn: false };
  return session.isSignedIn
    ? { items: server.items, isLoading: server.isLoading, isSignedIn: true }
    : { items: guestItems, isLoading: false, isSignedIn: false };
}

/** Books in the cart, quantities added up: the header badge. */
export function useCartCount(): number {
  return countBooks(useCart().items);
}

/** What a cart line needs of a book; a catalogue Product fits. */
export type CartProductInput = Pick<Product, 'id' | 'name' | 'price' | 'originalPrice' | 'image' | 'category'> & {
  sizes?: readonly string[];
  inStock?: boolean;
};

export interface AddToCartInput {
  product: CartProductInput;
  /** One of the book's `sizes`; required when it has any. */
  format?: string | null;
  /** 1..10, default 1. */
  quantity?: number;
}

function toCartItem({ product, format, quantity = QUANTITY_MIN }: AddToCartInput): CartItem {
  const image = product.image.find((url) => url.trim() !== '') ?? '';
  const shown = { name: product.name, price: product.price, originalPrice: product.originalPrice, image, category: product.category };
  return { productId: product.id, format: format ?? '', quantity, ...shown, product: { id: product.id, ...shown } };
}

/** The spec's refusal for a quantity outside 1..10, or null. */
function quantityProblem(quantity: number): string | null {
  if (quantity < QUANTITY_MIN) return MESSAGES.cart.quantityMin;
  if (quantity > QUANTITY_MAX) return MESSAGES.cart.quantityMax;
  return null;
}

/**
 * `const addToCart = useAddToCart(); await addToCart({ product, format, quantity })` resolves true when
 * the book was added. Guests: `localCart` on this device; signed in: POST /api/cart/add with an optimistic
 * update rolled back on failure. The same book and format add up to at most 10. Toasts every outcome.
 */
export function useAddToCart(): (input: AddToCartInput) => Promise<boolean> {
  const session = useShopperSession();
  const server = useServerCart(session.userId);
  const { mutateAsync } = useAddToServerCart(session.userId);
  const toast = useToast();
  const serverItems = server.items;

  return useCallback(
    async (input) => {
      const line = toCartItem(input);
      if (input.product.sizes?.length && !line.format) {
        toast.error(MESSAGES.cart.selectFormat);
        return false;
      }
      const problem = quantityProblem(line.quantity);
      if (problem) {
        toast.error(problem);
        return false;
      }
      const current = session.isSignedIn ? serverItems : readGuestCart();
      if (current.find((item) => sameLine(item, line.productId, line.format))?.quantity === QUANTITY_MAX) {
        toast.info(MESSAGES.cart.maxReached);
        return false;
      }
      if (!session.isSignedIn) {
        writeGuestCart(addLine(readGuestCart(), line));
        toast.success(MESSAGES.cart.added);
        return true;
      }
      return mutateAsync(line).then(
        () => true,
        () => false,
      );
    },
    [session.isSignedIn, serverItems, mutateAsync, toast],
  );
}

/** Quantity stepper and remove button of a cart row, for guests and signed-in users alike. */
export function useCartLineActions() {
  const session = useShopperSession();
  const update = useUpdateServerCart(session.userId);
  const remove = useRemoveFromServerCart(session.userId);
  const toast = useToast();
  const { mutate: updateOnServer } = update;
  const { mutate: removeOnServer } = remove;

  const setQuantity = useCallback(
    (line: Pick<CartLine, 'productId' | 'format'>, quantity: number) => {
      const problem = quantityProblem(quantity);
      if (problem) {
        toast.error(problem);
        return;
      }
      if (session.isSignedIn) {
        updateOnServer({ productId: line.productId, format: line.format, quantity });
        return;
      }
      writeGuestCart(setLineQuantity(readGuestCart(), line.productId, line.format, quantity));
      toast.success(MESSAGES.cart.updated);
    },
    [session.isSignedIn, updateOnServer, toast],
  );

  const removeItem = useCallback(
    (line: Pick<CartLine, 'productId' | 'format'>) => {
      if (session.isSignedIn) {
        removeOnServer({ productId: line.productId, format: line.format });
        return;
      }
      writeGuestCart(removeLine(readGuestCart(), line.productId, line.format));
      toast.success(MESSAGES.cart.removed);
    },
    [session.isSignedIn, removeOnServer, toast],
  );

  return { setQuantity, removeItem, isUpdating: update.isPending || remove.isPending };
}
