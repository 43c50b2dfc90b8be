import { cartCount } from '@/features/cart/count';
export const aliasDeep = cartCount;
