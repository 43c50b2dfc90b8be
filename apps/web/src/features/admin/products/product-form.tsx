import {
  ADMIN_PRODUCT_MESSAGES,
  adminProductInputSchema,
  BOOK_CONDITIONS,
  BOOK_FORMATS,
  CATEGORIES,
  LANGUAGES,
  storeDate,
  type AdminProduct,
  type AdminProductFormValues,
  type AdminProductInput,
  validateCoverFile,
} from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField, Field, SelectField, TextAreaField, TextField } from '@/components/ui/form';
import { messageOf, NEW_PRODUCT_VALUES, numberOrNull, numberOrUndefined, toFormValues } from './product-form-values';
import { ImagePicker } from '../shared/image-picker';
import { SubCategoriesInput } from './subcategories-input';
import { useUnsavedChangesGuard } from './unsaved-changes';

interface ProductFormProps {
  /** The saved book; none for a new one. */
  product?: AdminProduct;
  pending: boolean;
  /** Resolves once saved, rejects when the save failed (the changes stay guarded). `cover` only for a new book. */
  onSubmit: (values: AdminProductInput, cover: File | null) => Promise<unknown>;
}

const MONEY = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;

const CONDITION_LABELS: Record<(typeof BOOK_CONDITIONS)[number], string> = { new: 'New', used: 'Used' };

/**
 * Every field of a book, checked with the contracts' rules before it is sent; errors sit under their fields.
 * A new book takes its cover here too. Leaving with unsaved changes asks first.
 */
export function ProductForm({ product, pending, onSubmit }: ProductFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<AdminProductFormValues, unknown, AdminProductInput>({
    resolver: zodResolver(adminProductInputSchema),
    defaultValues: product ? toFormValues(product) : NEW_PRODUCT_VALUES,
  });
  const [cover, setCover] = useState<File | null>(null);
  const guard = useUnsavedChangesGuard(isDirty || cover !== null);
  const save = (values: AdminProductInput) => guard.whileSaving(() => onSubmit(values, cover)).catch(() => undefined);

  return (
    <form className="admin-form" onSubmit={(event) => void handleSubmit(save)(event)} noValidate aria-label={product ? 'Edit book' : 'New book'}>
      <section className="admin-card" aria-labelledby="product-about">
        <h2 id="product-about" className="admin-card__title">
          About the book
        </h2>
        <div className="admin-form__grid">
          <TextField label="Title" className="admin-form__wide" error={messageOf(errors.name)} dir="auto" {...register('name')} />
          <TextField label="Author" error={messageOf(errors.author)} dir="auto" {...register('author')} />
          <TextField
            label="ISBN"
            error={messageOf(errors.isbn)}
            hint="ISBN-10 or ISBN-13; leave empty if it has none."
            inputMode="numeric"
            autoComplete="off"
            {...register('isbn')}
          />
          <SelectField label="Category" error={messageOf(errors.category)} placeholder={ADMIN_PRODUCT_MESSAGES.category} options={CATEGORIES} {...register('category')} />
          <Field label="Subcategories" error={messageOf(errors.subCategories)} hint="Separate them with commas, e.g. Urdu Novels, Classics.">
            {(c) => (
              <Controller
                control={control}
                name="subCategories"
                render={({ field }) => <SubCategoriesInput {...c} value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />}
              />
            )}
          </Field>
          <SelectField label="Language" error={messageOf(errors.language)} placeholder={ADMIN_PRODUCT_MESSAGES.language} options={LANGUAGES} {...register('language')} />
          <TextField label="Publication date" error={messageOf(errors.publishedAt)} type="date" max={storeDate()} {...register('publishedAt')} />
          <TextAreaField
            label="Description"
            className="admin-form__wide"
            controlClassName="admin-textarea"
            error={messageOf(errors.description)}
            rows={5}
            dir="auto"
            {...register('description')}
          />
          <TextAreaField
            label="Details"
            className="admin-form__wide"
            controlClassName="admin-textarea"
            error={messageOf(errors.details)}
            hint="Pages, publisher, edition: shown under the description."
            rows={3}
            dir="auto"
            {...register('details')}
          />
        </div>
      </section>

      <section className="admin-card" aria-labelledby="product-sale">
        <h2 id="product-sale" className="admin-card__title">
          Price and stock
        </h2>
        <div className="admin-form__grid">
          <TextField
            label="Price (Rs.)"
            error={messageOf(errors.price)}
            {...MONEY}
            {...register('price', { setValueAs: numberOrUndefined })}
          />
          <TextField
            label="Original price (Rs.)"
            error={messageOf(errors.originalPrice)}
            hint="Before the discount; leave empty if there is none."
            {...MONEY}
            {...register('originalPrice', { setValueAs: numberOrNull })}
          />
          <TextField
            label="Copies in stock"
            error={messageOf(errors.stockQuantity)}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            {...register('stockQuantity', { setValueAs: numberOrUndefined })}
          />
          <fieldset className="admin-chips">
            <legend>Condition</legend>
            {BOOK_CONDITIONS.map((condition) => (
              <label key={condition} className="admin-check">
                <input type="radio" value={condition} {...register('condition')} />
                {CONDITION_LABELS[condition]}
              </label>
            ))}
            {messageOf(errors.condition) && (
              <p className="field-error" role="alert">
                {messageOf(errors.condition)}
              </p>
            )}
          </fieldset>
          <fieldset className="admin-chips admin-form__wide">
            <legend>Formats</legend>
            {BOOK_FORMATS.map((format) => (
              <CheckboxField key={format} label={format} value={format} {...register('sizes')} />
            ))}
            {messageOf(errors.sizes) && (
              <p className="field-error" role="alert">
                {messageOf(errors.sizes)}
              </p>
            )}
          </fieldset>
          <fieldset className="admin-chips admin-form__wide">
            <legend>In the shop</legend>
            <CheckboxField label="Shown in the shop" {...register('isActive')} />
            <CheckboxField label="Bestseller" {...register('bestseller')} />
          </fieldset>
        </div>
      </section>

      {!product && (
        <section className="admin-card" aria-labelledby="product-cover">
          <h2 id="product-cover" className="admin-card__title">
            Cover
          </h2>
          <ImagePicker
            label="Cover image"
            file={cover}
            onPick={setCover}
            validate={validateCoverFile}
            hint="Optional. JPG, PNG or WebP, at most 2 MB; it is uploaded with the book and resized for the shop."
            uploading={pending && cover !== null}
          />
        </section>
      )}

      <div className="admin-form__actions">
        <Link to="/admin/products" className="btn btn--outline">
          Back to the list
        </Link>
        <button type="submit" className="btn btn--primary" disabled={pending || (Boolean(product) && !isDirty)}>
          {pending ? 'Saving…' : product ? 'Save changes' : 'Create book'}
        </button>
      </div>
      {guard.dialog}
    </form>
  );
}
