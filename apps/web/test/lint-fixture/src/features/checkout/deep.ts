import { cartCount } from '../cart/count';
export const deep = cartCount;
