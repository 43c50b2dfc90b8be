import { TIMINGS } from '@bookstore/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastKind, type ToastOptions } from './toast-context';
import './toast.css';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs?: number;
}

const ICONS: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i' };

/**
 * One toast at a time, top-right: a new one replaces the shown one and restarts the clock; each
 * closes itself after TIMINGS.toastMs. The live region stays mounted so screen readers announce changes.
 */
export function ToastProvider({ children, durationMs = TIMINGS.toastMs }: { children: ReactNode; durationMs?: number }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const nextId = useRef(1);

  const show = useCallback((kind: ToastKind, message: string, options?: ToastOptions) => {
    setToast({ id: nextId.current++, kind, message, durationMs: options?.durationMs });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(
      () => setToast((current) => (current?.id === toast.id ? null : current)),
      toast.durationMs ?? durationMs,
    );
    return () => window.clearTimeout(timer);
  }, [toast, durationMs]);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
        {toast && (
          <div key={toast.id} className={`toast toast--${toast.kind}`} data-testid="toast">
            <span className="toast__icon" aria-hidden="true">
              {ICONS[toast.kind]}
            </span>
            <p className="toast__message">{toast.message}</p>
            <button type="button" className="toast__close" onClick={dismiss} aria-label="Dismiss notification">
              ×
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
