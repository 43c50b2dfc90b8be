import { FILE_LIMITS } from '@bookstore/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { CheckoutField, fieldA11y } from './checkout-field';

interface ProofPickerProps {
  file: File | null;
  error?: string;
  /** Called with the picked file; the caller checks it (validateProofFile) and may refuse it. */
  onPick: (file: File | null) => void;
}

const ACCEPT = FILE_LIMITS.imageMimeTypes.join(',');
const MAX_KB = Math.round(FILE_LIMITS.imageMaxBytes / 1024);

function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/** The payment screenshot: jpeg, jpg, png or webp up to 250 KB, with a preview once picked. */
export function ProofPicker({ file, error, onPick }: ProofPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file);

  // a refused or cleared file leaves the input empty, so picking the same file again fires a change
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  return (
    <CheckoutField id="checkout-proof" label="Payment proof (screenshot)" error={error} className="proof-picker">
      <input
        ref={inputRef}
        {...fieldA11y('checkout-proof', error)}
        type="file"
        accept={ACCEPT}
        className="input proof-picker__input"
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      />
      <p className="field__hint">JPG, PNG or WebP image, at most {MAX_KB} KB.</p>
      {file && (
        <figure className="proof-picker__preview">
          {preview && <img src={preview} alt="Preview of your payment proof" />}
          <figcaption>{file.name}</figcaption>
        </figure>
      )}
    </CheckoutField>
  );
}
