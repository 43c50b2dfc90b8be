export { ToastProvider } from './toast-provider';
export { useToast } from './use-toast';
export type { ToastApi, ToastKind } from './toast-context';
