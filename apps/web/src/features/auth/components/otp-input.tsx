import { MESSAGES, parseOtpPaste, TEXT_LIMITS } from '@bookstore/contracts';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useToast } from '@/components/ui/toast';
import '../auth.css';

const LENGTH = TEXT_LIMITS.otpLength;
const EMPTY = ' ';

interface OtpInputProps {
  /** The digits by position, an empty box as a space ('12 4'); the full code is 6 digits. */
  value: string;
  onChange: (value: string) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Given to the first box (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
  name?: string;
  onBlur?: () => void;
}

const toDigits = (value: string) => Array.from({ length: LENGTH }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i]! : ''));
const fromDigits = (digits: readonly string[]) => digits.map((digit) => digit || EMPTY).join('').trimEnd();

/**
 * Six single-digit boxes (spec 'Register'): a digit moves on to the next box, Backspace on an empty box
 * goes back and clears the one before, arrows move, and a pasted 6-digit code fills them all (anything
 * else pasted: 'Please paste a valid 6-digit OTP'). Autofilled codes (one-time-code) are spread too.
 */
export function OtpInput({ value, onChange, label = 'Verification code', error, disabled, autoFocus, ref, name, onBlur }: OtpInputProps) {
  const toast = useToast();
  const labelId = useId();
  const errorId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = toDigits(value);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const fillFrom = (index: number, typed: string) => {
    if (typed.length >= LENGTH) {
      onChange(typed.slice(0, LENGTH));
      focusBox(LENGTH - 1);
      return;
    }
    const next = [...digits];
    [...typed].forEach((digit, offset) => {
      if (index + offset < LENGTH) next[index + offset] = digit;
    });
    onChange(fromDigits(next));
    focusBox(index + typed.length);
  };

  const onInput = (index: number, raw: string) => {
    let typed = raw.replace(/\D/g, '');
    // typed beside the box's digit instead of over it: keep the new one
    if (digits[index] && typed.length === 2) typed = typed.replace(digits[index]!, '');
    if (typed) {
      fillFrom(index, typed);
      return;
    }
    const next = [...digits];
    next[index] = '';
    onChange(fromDigits(next));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      const target = digits[index] ? index : index - 1;
      if (target < 0) return;
      next[target] = '';
      onChange(fromDigits(next));
      focusBox(target);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const code = parseOtpPaste(event.clipboardData.getData('text'));
    if (!code) {
      toast.error(MESSAGES.otp.pasteInvalid);
      return;
    }
    onChange(code);
    focusBox(LENGTH - 1);
  };

  return (
    <div className="otp">
      <p id={labelId} className="field__label">
        {label}
      </p>
      <div className="otp__boxes" role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
              if (index === 0 && ref) {
                if (typeof ref === 'function') ref(element);
                else ref.current = element;
              }
            }}
            name={index === 0 ? name : undefined}
            className="input otp__box"
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${LENGTH}`}
            aria-invalid={error ? true : undefined}
            value={digit}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
            onPaste={onPaste}
            onBlur={onBlur}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
