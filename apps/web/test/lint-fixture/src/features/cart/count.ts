import { shopper } from '@/session/shopper';
export const cartCount = shopper.length;
