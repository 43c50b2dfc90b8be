import { cartCount } from '@/features/cart';
export const wishCount = cartCount;
