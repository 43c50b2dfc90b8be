import { useState } from 'react';
import type { FieldControlProps } from '@/components/ui/form';

interface SubCategoriesInputProps extends FieldControlProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
}

const split = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Subcategories typed as one comma-separated line; the form keeps them as a list. */
export function SubCategoriesInput({ value, onChange, onBlur, ...control }: SubCategoriesInputProps) {
  // the text is kept as typed (a trailing comma stays while the next word is typed)
  const [text, setText] = useState(() => value.join(', '));
  return (
    <input
      {...control}
      className="input"
      value={text}
      autoComplete="off"
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(split(event.target.value));
      }}
    />
  );
}
