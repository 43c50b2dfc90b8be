import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './form.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** A line under the input (e.g. a rule), linked to it for screen readers. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Something beside the input inside its box (the show-password button). */
  addon?: ReactNode;
}

/** A labelled input with its hint and error; spreads react-hook-form's `register(...)`. */
export function TextField({ label, error, hint, id, addon, className = '', ref, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const control = (
    <input
      id={inputId}
      ref={ref}
      className={`input ${className}`.trim()}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...input}
    />
  );
  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      {addon ? (
        <div className="field__control">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle (handy on phones). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          aria-label={`Show ${props.label.toLowerCase()}`}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
