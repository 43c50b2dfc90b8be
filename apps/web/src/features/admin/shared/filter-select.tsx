import { Field } from './field';

interface FilterSelectProps<Value extends string> {
  label: string;
  /** The chosen value; empty or absent means no filter. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** The first option, which clears the filter ('All categories'). */
  anyLabel: string;
  options: readonly Value[];
  /** The options' texts; a value without one shows itself. */
  labels?: Partial<Record<Value, string>>;
}

/** One select of a list's filter bar: 'All …' first, then each value. */
export function FilterSelect<Value extends string>({ label, value, onChange, anyLabel, options, labels }: FilterSelectProps<Value>) {
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} className="input" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
