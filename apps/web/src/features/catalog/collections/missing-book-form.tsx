import { CATALOG_TEXTS, draftMailto, missingBookDraft, missingBookSchema, type MissingBookValues } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { openMailDraft } from '@/lib/mail-draft';

/**
 * 'No Books Found': ask the shop for the book. Both fields are required; submitting opens the shopper's
 * mail app with 'Missing Book Request: {name}' (no server call).
 */
export function MissingBookForm({ initialName = '' }: { initialName?: string }) {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MissingBookValues>({ resolver: zodResolver(missingBookSchema), defaultValues: { name: initialName, description: '' } });

  const onSubmit = handleSubmit((values) => {
    openMailDraft(draftMailto(missingBookDraft({ name: values.name.trim(), description: values.description.trim() })));
    setSent(true);
    reset({ name: '', description: '' });
  });

  return (
    <section className="missing-book" aria-labelledby="missing-book-title">
      <h2 id="missing-book-title" className="missing-book__title">
        Request a missing book
      </h2>
      <p className="missing-book__lead">{CATALOG_TEXTS.missingBookLead}</p>
      <form onSubmit={onSubmit} noValidate className="missing-book__form">
        <div className="field">
          <label htmlFor="missing-book-name">Book name</label>
          <input
            id="missing-book-name"
            className="input"
            dir="auto"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'missing-book-name-error' : undefined}
            {...register('name')}
          />
          {errors.name && (
            <p id="missing-book-name-error" className="field-error" role="alert">
              {errors.name.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="missing-book-description">Description (author, edition, class…)</label>
          <textarea
            id="missing-book-description"
            className="input"
            rows={3}
            dir="auto"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? 'missing-book-description-error' : undefined}
            {...register('description')}
          />
          {errors.description && (
            <p id="missing-book-description-error" className="field-error" role="alert">
              {errors.description.message}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary">
          Request this book
        </button>
        <p className="missing-book__promise" role={sent ? 'status' : undefined}>
          {sent ? CATALOG_TEXTS.missingBookOpening : CATALOG_TEXTS.missingBookPromise}
        </p>
      </form>
    </section>
  );
}
