import { FILE_LIMITS } from '@bookstore/contracts';
import { FileField, useFilePreview } from '@/components/ui/form';

interface ProofPickerProps {
  file: File | null;
  error?: string;
  /** Called with the picked file; the caller checks it (validateProofFile) and may refuse it. */
  onPick: (file: File | null) => void;
}

const ACCEPT = FILE_LIMITS.imageMimeTypes.join(',');
const MAX_KB = Math.round(FILE_LIMITS.imageMaxBytes / 1024);

/** The payment screenshot: jpeg, jpg, png or webp up to 250 KB, with a preview once picked. */
export function ProofPicker({ file, error, onPick }: ProofPickerProps) {
  const preview = useFilePreview(file);

  return (
    <FileField
      file={file}
      id="checkout-proof"
      label="Payment proof (screenshot)"
      error={error}
      hint={`JPG, PNG or WebP image, at most ${MAX_KB} KB.`}
      className="proof-picker"
      controlClassName="proof-picker__input"
      accept={ACCEPT}
      onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      after={
        file && (
          <figure className="proof-picker__preview">
            {preview && <img src={preview} alt="Preview of your payment proof" />}
            <figcaption>{file.name}</figcaption>
          </figure>
        )
      }
    />
  );
}
