import { cartCount } from '@/features/cart';
export const total = cartCount;
