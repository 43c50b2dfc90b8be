/**
 * The info feature's public face (about, contact, delivery and privacy pages' parts).
 */
export { CourierLogo } from './components/courier-logos';
