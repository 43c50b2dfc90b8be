import { useId } from 'react';

interface SearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** The search box above a back-office list (the list follows as the typing pauses, or on Enter). */
export function SearchField({ label, placeholder, value, onChange, onSubmit }: SearchFieldProps) {
  const id = useId();
  return (
    <form
      role="search"
      className="admin-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
