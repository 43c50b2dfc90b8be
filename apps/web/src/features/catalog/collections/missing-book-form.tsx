import { CATALOG_TEXTS, draftMailto, missingBookDraft, missingBookSchema, type MissingBookValues } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/form';
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
        <TextField id="missing-book-name" label="Book name" dir="auto" error={errors.name?.message} {...register('name')} />
        <TextAreaField
          id="missing-book-description"
          label="Description (author, edition, class…)"
          rows={3}
          dir="auto"
          error={errors.description?.message}
          {...register('description')}
        />
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
