import { CURRENCY_LABEL, formatRupees } from '@bookstore/contracts';
import { useId, useState } from 'react';

interface PriceRangeProps {
  /** The lowest and highest price of the books on offer (rupees). */
  bounds: { min: number; max: number };
  value: { min?: number; max?: number };
  onCommit: (range: { minPrice?: number; maxPrice?: number }) => void;
}

const STEP = 10;

/**
 * Two sliders from the lowest to the highest price. The list follows when a thumb is let go (pointer up,
 * a key released, or focus leaving), not on every pixel of a drag.
 */
export function PriceRange({ bounds, value, onCommit }: PriceRangeProps) {
  const lowest = Math.floor(bounds.min / STEP) * STEP;
  const highest = Math.max(lowest + STEP, Math.ceil(bounds.max / STEP) * STEP);
  const [draft, setDraft] = useState<{ min: number; max: number } | null>(null);
  const shown = draft ?? { min: value.min ?? lowest, max: value.max ?? highest };
  const id = useId();

  const commit = () => {
    if (!draft) return;
    setDraft(null);
    const min = Math.min(draft.min, draft.max);
    const max = Math.max(draft.min, draft.max);
    const next = { minPrice: min > lowest ? min : undefined, maxPrice: max < highest ? max : undefined };
    if (next.minPrice !== value.min || next.maxPrice !== value.max) onCommit(next);
  };
  const commitEvents = { onPointerUp: commit, onKeyUp: commit, onBlur: commit, onTouchEnd: commit };

  return (
    <div className="price-range">
      <p className="price-range__values" aria-live="polite">
        {formatRupees(Math.min(shown.min, shown.max))} – {formatRupees(Math.max(shown.min, shown.max))}
      </p>
      <label className="price-range__label" htmlFor={`${id}-min`}>
        Minimum price ({CURRENCY_LABEL})
      </label>
      <input
        id={`${id}-min`}
        type="range"
        min={lowest}
        max={highest}
        step={STEP}
        value={shown.min}
        onChange={(event) => setDraft({ ...shown, min: Number(event.target.value) })}
        {...commitEvents}
      />
      <label className="price-range__label" htmlFor={`${id}-max`}>
        Maximum price ({CURRENCY_LABEL})
      </label>
      <input
        id={`${id}-max`}
        type="range"
        min={lowest}
        max={highest}
        step={STEP}
        value={shown.max}
        onChange={(event) => setDraft({ ...shown, max: Number(event.target.value) })}
        {...commitEvents}
      />
    </div>
  );
}
