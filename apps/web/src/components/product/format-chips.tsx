import { useId } from 'react';

interface FormatChipsProps {
  formats: readonly string[];
  value: string;
  onChange: (format: string) => void;
  /** Names the book for screen readers. */
  label: string;
  size?: 'small' | 'regular';
}

/** The format chosen before the shopper picks one: the book's only or first format ('' without formats). */
export const defaultFormat = (product: { sizes: readonly string[] }): string => product.sizes[0] ?? '';

/** The formats a book comes in, as a row of chips of which one is chosen (radio buttons underneath). */
export function FormatChips({ formats, value, onChange, label, size = 'small' }: FormatChipsProps) {
  const name = useId();
  if (formats.length === 0) return null;
  return (
    <fieldset className={`format-chips format-chips--${size}`}>
      <legend className="visually-hidden">{label}</legend>
      {formats.map((format) => (
        <label key={format} className="format-chip">
          <input type="radio" name={name} value={format} checked={value === format} onChange={() => onChange(format)} />
          <span>{format}</span>
        </label>
      ))}
    </fieldset>
  );
}
