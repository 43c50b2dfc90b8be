import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './form.css';

/** What a field gives its control: the id its label points at and the links to its hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** What every field takes besides its control's own attributes. */
export interface FieldFrameProps {
  label: string;
  error?: string;
  /** A line under the control (e.g. a rule), linked to it for screen readers. */
  hint?: ReactNode;
  /** The control's id; a generated one otherwise. */
  id?: string;
  /** Classes of the field's box (layout: a wide grid cell, an admin field…). */
  className?: string;
  /** The label is read by screen readers only (the placeholder says it on screen). */
  hideLabel?: boolean;
  /** Shown at the end of the field, under the error (a picked file's preview). */
  after?: ReactNode;
}

export interface FieldProps extends FieldFrameProps {
  /** Draws the control, given its id and accessibility attributes. */
  children: (control: FieldControlProps) => ReactNode;
}

const classes = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  );
}

/** A labelled control with its hint and, under it, its error (both linked to the control for screen readers). */
export function Field({ label, error, hint, id, className, hideLabel = false, after, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = classes(hint ? hintId : '', error ? errorId : '') || undefined;
  return (
    <div className={classes('field', className)}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
      {after}
    </div>
  );
}

/** Splits a typed field's props into the frame's and the control's. */
function frameOf<P extends FieldFrameProps>({ label, error, hint, id, className, hideLabel, after, ...control }: P) {
  return { frame: { label, error, hint, id, className, hideLabel, after }, control };
}

type ControlAttributes<A> = Omit<A, 'id' | 'className'> & {
  /** Classes added to the control's own `input` class. */
  controlClassName?: string;
};

export interface TextFieldProps extends FieldFrameProps, ControlAttributes<InputHTMLAttributes<HTMLInputElement>> {
  ref?: Ref<HTMLInputElement>;
  /** Something beside the input inside its box (the show-password button). */
  addon?: ReactNode;
}

/** A labelled input with its hint and error; spreads react-hook-form's `register(...)`. */
export function TextField(props: TextFieldProps) {
  const {
    frame,
    control: { addon, controlClassName, ...input },
  } = frameOf(props);
  return (
    <Field {...frame}>
      {(a11y) => {
        const control = <input {...a11y} className={classes('input', controlClassName)} {...input} />;
        return addon ? (
          <div className="field__control">
            {control}
            {addon}
          </div>
        ) : (
          control
        );
      }}
    </Field>
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

export interface FileFieldProps extends Omit<TextFieldProps, 'type' | 'addon' | 'ref'> {
  /** The file the form keeps: when it goes (refused, sent, cleared) the input empties, so picking the same file again fires a change. */
  file: File | null;
}

/** A file input (its accepted types in `accept`); `after` shows the picked file (see useFilePreview). */
export function FileField({ file, ...props }: FileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);
  return <TextField {...props} ref={inputRef} type="file" />;
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldFrameProps, ControlAttributes<Omit<SelectHTMLAttributes<HTMLSelectElement>, 'placeholder'>> {
  ref?: Ref<HTMLSelectElement>;
  /** The choices (a string is its own label); or give `<option>`s as children. */
  options?: readonly (string | SelectOption)[];
  /** An empty first choice ('Choose a courier', 'All payments'). */
  placeholder?: string;
}

/** A labelled select with its hint and error. */
export function SelectField(props: SelectFieldProps) {
  const {
    frame,
    control: { options, placeholder, controlClassName, children, ...select },
  } = frameOf(props);
  return (
    <Field {...frame}>
      {(a11y) => (
        <select {...a11y} className={classes('input', controlClassName)} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => {
            const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {label}
              </option>
            );
          })}
          {children}
        </select>
      )}
    </Field>
  );
}

export interface TextAreaFieldProps extends FieldFrameProps, ControlAttributes<TextareaHTMLAttributes<HTMLTextAreaElement>> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with its hint and error. */
export function TextAreaField(props: TextAreaFieldProps) {
  const {
    frame,
    control: { controlClassName, ...textarea },
  } = frameOf(props);
  return <Field {...frame}>{(a11y) => <textarea {...a11y} className={classes('input', controlClassName)} {...textarea} />}</Field>;
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className'> {
  /** The words after the box (may hold a link). */
  label: ReactNode;
  error?: string;
  id?: string;
  /** Classes of the field's box. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label after the box and its error under it. */
export function CheckboxField({ label, error, id, className, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const boxId = id ?? generated;
  const errorId = `${boxId}-error`;
  return (
    <div className={classes('field field--check', className)}>
      <label className="checkbox">
        <input id={boxId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
        <span>{label}</span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** An object URL for a picked file's preview, revoked when the file changes or the field goes away. */
export function useFilePreview(file: File | null): string | null {
  const url = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** An e-mail input (type, autofill and phone keyboard set); labelled 'Email' unless told otherwise. */
export function EmailField({ label = 'Email', ...props }: Omit<TextFieldProps, 'type' | 'label'> & { label?: string }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

interface NewPasswordFieldsProps {
  /** react-hook-form's `register(...)` of the new password and of its confirmation. */
  password: Omit<TextFieldProps, 'label'>;
  confirm: Omit<TextFieldProps, 'label'>;
  /** The password rule under the first field. */
  hint: string;
  /** 'New Password' (the confirmation is 'Confirm New Password'). */
  label?: string;
}

/** A new password and its confirmation, both with show/hide and new-password autofill. */
export function NewPasswordFields({ password, confirm, hint, label = 'New Password' }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" hint={hint} {...password} />
      <PasswordField label={`Confirm ${label}`} autoComplete="new-password" {...confirm} />
    </>
  );
}
