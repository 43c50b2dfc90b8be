export { cartCount } from './count';
