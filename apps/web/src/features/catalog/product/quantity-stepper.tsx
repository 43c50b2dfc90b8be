import { MESSAGES, QUANTITY_MAX, QUANTITY_MIN } from '@bookstore/contracts';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
}

/** Minus / value / plus within 1..10 (spec section 5); at 10 it says 'Max quantity reached'. */
export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  const set = (next: number) => onChange(Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, next)));
  return (
    <div className="qty">
      <div className="qty__controls" role="group" aria-label="Quantity">
        <button type="button" className="qty__button" onClick={() => set(value - 1)} disabled={value <= QUANTITY_MIN} aria-label="Decrease quantity">
          −
        </button>
        <output className="qty__value" aria-live="polite" aria-label={`Quantity ${value}`}>
          {value}
        </output>
        <button type="button" className="qty__button" onClick={() => set(value + 1)} disabled={value >= QUANTITY_MAX} aria-label="Increase quantity">
          +
        </button>
      </div>
      {value >= QUANTITY_MAX && (
        <p className="qty__note" role="status">
          {MESSAGES.cart.maxReached}
        </p>
      )}
    </div>
  );
}
