import { FILE_LIMITS } from '@bookstore/contracts';
import { useState } from 'react';
import { FileField, useFilePreview } from '@/components/ui/form';

const ACCEPT = FILE_LIMITS.imageMimeTypes.join(',');

interface ImagePickerProps {
  label: string;
  file: File | null;
  onPick: (file: File | null) => void;
  /** The browser's own check of type and size (the server checks the content again): a message or null. */
  validate: (file: File) => string | null;
  /** Type and size rule shown under the input. */
  hint: string;
  /** True while the picked file is being sent. */
  uploading?: boolean;
  /** Wide preview for banners, a book cover's shape otherwise. */
  wide?: boolean;
}

/**
 * A file input for one image: refuses a wrong type or size at once (with the reason under the field),
 * previews the picked image and shows an upload bar while it is being sent.
 */
export function ImagePicker({ label, file, onPick, validate, hint, uploading = false, wide = false }: ImagePickerProps) {
  const [error, setError] = useState<string | null>(null);
  const preview = useFilePreview(file);

  return (
    <FileField
      file={file}
      label={label}
      className="admin-upload"
      hint={hint}
      error={error ?? undefined}
      accept={ACCEPT}
      disabled={uploading}
      onChange={(event) => {
        const picked = event.target.files?.[0] ?? null;
        const problem = picked ? validate(picked) : null;
        setError(problem);
        onPick(problem ? null : picked);
        if (problem) event.target.value = '';
      }}
      after={file && (
        <div className={`admin-upload__preview${wide ? ' admin-upload__preview--wide' : ''}`}>
          {preview && <img src={preview} alt={`Preview of ${file.name}`} />}
          {uploading ? (
            <span role="status">
              <progress className="admin-progress" aria-label="Uploading" />
              <span className="admin-table__sub">Uploading…</span>
            </span>
          ) : (
            <span className="admin-table__sub">{file.name}</span>
          )}
        </div>
      )}
    />
  );
}
