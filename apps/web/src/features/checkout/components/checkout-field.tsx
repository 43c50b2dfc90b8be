import type { ReactNode } from 'react';

interface CheckoutFieldProps {
  id: string;
  label: string;
  error?: string;
  /** The input, given `id`, `aria-invalid` and `aria-describedby` by the caller (see fieldA11y). */
  children: ReactNode;
  className?: string;
}

/** ARIA wiring of an input to its error line. */
export function fieldA11y(id: string, error: string | undefined) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

/** A labelled form field with its error line under it. */
export function CheckoutField({ id, label, error, children, className = '' }: CheckoutFieldProps) {
  return (
    <div className={`field ${className}`.trim()}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
