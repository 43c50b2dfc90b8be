import { ADMIN_HERO_MESSAGES, adminHeroImageCreateBodySchema, HERO_IMAGE_MAX_BYTES, validateHeroFile } from '@bookstore/contracts';
import { useState, type FormEvent } from 'react';
import { CheckboxField, TextField } from '@/components/ui/form';
import { ImagePicker } from '../shared/image-picker';
import { POSITION } from './banner-card';
import { useCreateHeroImage } from './hero-images-api';

/** Upload a banner with its alt text, position and whether it shows at once. */
export function NewBannerForm({ nextPosition }: { nextPosition: number }) {
  const create = useCreateHeroImage();
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState('');
  const [sortOrder, setSortOrder] = useState('');
  const [isActive, setIsActive] = useState(true);
  const [errors, setErrors] = useState<{ file?: string; altText?: string; sortOrder?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminHeroImageCreateBodySchema.safeParse({ altText, sortOrder: sortOrder.trim() === '' ? nextPosition : sortOrder, isActive });
    const next: typeof errors = {};
    if (!file) next.file = ADMIN_HERO_MESSAGES.imageRequired;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'sortOrder' ? 'sortOrder' : 'altText';
        next[key] ??= issue.message;
      }
    }
    setErrors(next);
    if (!file || !parsed.success) return;
    create.mutate(
      { file, altText: parsed.data.altText, sortOrder: parsed.data.sortOrder, isActive: parsed.data.isActive },
      {
        onSuccess: () => {
          setFile(null);
          setAltText('');
          setSortOrder('');
        },
      },
    );
  };

  return (
    <section className="admin-card admin-new-banner" aria-labelledby="new-banner">
      <h2 id="new-banner" className="admin-card__title">
        Add a banner
      </h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        <div>
          <ImagePicker
            label="Banner image"
            file={file}
            onPick={(picked) => {
              setFile(picked);
              setErrors((current) => ({ ...current, file: undefined }));
            }}
            validate={validateHeroFile}
            hint={`JPG, PNG or WebP, at most ${HERO_IMAGE_MAX_BYTES / (1024 * 1024)} MB; wide pictures (8:3) fit best.`}
            uploading={create.isPending}
            wide
          />
          {errors.file && (
            <p className="field-error" role="alert">
              {errors.file}
            </p>
          )}
        </div>
        <div className="admin-form">
          <TextField label="Alt text" error={errors.altText} hint="What the picture shows." value={altText} onChange={(event) => setAltText(event.target.value)} />
          <TextField
            label="Position"
            error={errors.sortOrder}
            hint={`Empty: last (${nextPosition}).`}
            {...POSITION}
            value={sortOrder}
            onChange={(event) => setSortOrder(event.target.value)}
          />
          <CheckboxField label="Shown on the home page" checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />
        </div>
        <div className="btn-row">
          <button type="submit" className="btn btn--primary" disabled={create.isPending}>
            {create.isPending ? 'Uploading…' : 'Add banner'}
          </button>
        </div>
      </form>
    </section>
  );
}
