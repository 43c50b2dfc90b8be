import { SelectField } from '@/components/ui/form';

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
    <SelectField
      label={label}
      placeholder={anyLabel}
      options={options.map((option) => ({ value: option, label: labels?.[option] ?? option }))}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
