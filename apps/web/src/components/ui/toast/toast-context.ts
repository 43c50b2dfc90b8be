import { createContext } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

/** `durationMs` shortens or lengthens one toast (the collections filter toast shows for 1.2 s). */
export interface ToastOptions {
  durationMs?: number;
}

export interface ToastApi {
  show: (kind: ToastKind, message: string, options?: ToastOptions) => void;
  success: (message: string, options?: ToastOptions) => void;
  error: (message: string, options?: ToastOptions) => void;
  info: (message: string, options?: ToastOptions) => void;
  dismiss: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
