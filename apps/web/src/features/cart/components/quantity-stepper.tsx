import { QUANTITY_MAX, QUANTITY_MIN } from '@bookstore/contracts';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the book in the buttons' labels, e.g. "Decrease quantity of Diwan-e-Ghalib". */
  label: string;
  disabled?: boolean;
}

/** Minus / value / plus within 1..10: minus is disabled at 1 and plus at 10 (spec section 5). */
export function QuantityStepper({ value, onChange, label, disabled = false }: QuantityStepperProps) {
  return (
    <div className="stepper" role="group" aria-label={`Quantity of ${label}`}>
      <button
        type="button"
        className="stepper__button"
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= QUANTITY_MIN}
        aria-label={`Decrease quantity of ${label}`}
      >
        −
      </button>
      <output className="stepper__value" aria-live="polite" aria-label={`Quantity: ${value}`}>
        {value}
      </output>
      <button
        type="button"
        className="stepper__button"
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= QUANTITY_MAX}
        aria-label={`Increase quantity of ${label}`}
      >
        +
      </button>
    </div>
  );
}
