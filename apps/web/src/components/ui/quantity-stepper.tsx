import { MESSAGES, QUANTITY_MAX, QUANTITY_MIN } from '@bookstore/contracts';
import './quantity-stepper.css';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the book in the buttons' labels ("Increase quantity of Diwan-e-Ghalib"); without it, "Increase quantity". */
  label?: string;
  disabled?: boolean;
  /** The product page's squared look, with 'Max quantity reached' under it at 10. */
  variant?: 'pill' | 'boxed';
}

/** Minus / value / plus within 1..10: minus is disabled at 1 and plus at 10 (spec section 5). */
export function QuantityStepper({ value, onChange, label, disabled = false, variant = 'pill' }: QuantityStepperProps) {
  const of = label ? ` of ${label}` : '';
  const set = (next: number) => onChange(Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, next)));
  const stepper = (
    <div className={`stepper stepper--${variant}`} role="group" aria-label={`Quantity${of}`}>
      <button type="button" className="stepper__button" onClick={() => set(value - 1)} disabled={disabled || value <= QUANTITY_MIN} aria-label={`Decrease quantity${of}`}>
        −
      </button>
      <output className="stepper__value" aria-live="polite" aria-label={`Quantity: ${value}`}>
        {value}
      </output>
      <button type="button" className="stepper__button" onClick={() => set(value + 1)} disabled={disabled || value >= QUANTITY_MAX} aria-label={`Increase quantity${of}`}>
        +
      </button>
    </div>
  );
  if (variant === 'pill') return stepper;
  return (
    <div className="stepper-wrap">
      {stepper}
      {value >= QUANTITY_MAX && (
        <p className="stepper__note" role="status">
          {MESSAGES.cart.maxReached}
        </p>
      )}
    </div>
  );
}
