import {
  adminProductInputSchema,
  BOOK_CONDITIONS,
  BOOK_FORMATS,
  CATEGORIES,
  LANGUAGES,
  storeDate,
  type AdminProduct,
  type AdminProductFormValues,
  type AdminProductInput,
} from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '../shared/field';
import { messageOf, NEW_PRODUCT_VALUES, numberOrNull, numberOrUndefined, toFormValues } from './product-form-values';
import { SubCategoriesInput } from './subcategories-input';

interface ProductFormProps {
  /** The saved book; none for a new one. */
  product?: AdminProduct;
  pending: boolean;
  onSubmit: (values: AdminProductInput) => void;
}

const CONDITION_LABELS: Record<(typeof BOOK_CONDITIONS)[number], string> = { new: 'New', used: 'Used' };

/** Every field of a book, checked with the contracts' rules before it is sent; errors sit under their fields. */
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

  return (
    <form className="admin-form" onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={product ? 'Edit book' : 'New book'}>
      <section className="admin-card" aria-labelledby="product-about">
        <h2 id="product-about" className="admin-card__title">
          About the book
        </h2>
        <div className="admin-form__grid">
          <Field label="Title" error={messageOf(errors.name)} className="admin-form__wide">
            {(c) => <input {...c} className="input" dir="auto" {...register('name')} />}
          </Field>
          <Field label="Author" error={messageOf(errors.author)}>
            {(c) => <input {...c} className="input" dir="auto" {...register('author')} />}
          </Field>
          <Field label="ISBN" error={messageOf(errors.isbn)} hint="ISBN-10 or ISBN-13; leave empty if it has none.">
            {(c) => <input {...c} className="input" inputMode="numeric" autoComplete="off" {...register('isbn')} />}
          </Field>
          <Field label="Category" error={messageOf(errors.category)}>
            {(c) => (
              <select {...c} className="input" {...register('category')}>
                <option value="">Choose a category</option>
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Subcategories" error={messageOf(errors.subCategories)} hint="Separate them with commas, e.g. Urdu Novels, Classics.">
            {(c) => (
              <Controller
                control={control}
                name="subCategories"
                render={({ field }) => <SubCategoriesInput {...c} value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />}
              />
            )}
          </Field>
          <Field label="Language" error={messageOf(errors.language)}>
            {(c) => (
              <select {...c} className="input" {...register('language')}>
                <option value="">Choose a language</option>
                {LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {language}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Publication date" error={messageOf(errors.publishedAt)}>
            {(c) => <input {...c} type="date" className="input" max={storeDate()} {...register('publishedAt')} />}
          </Field>
          <Field label="Description" error={messageOf(errors.description)} className="admin-form__wide">
            {(c) => <textarea {...c} className="input admin-textarea" rows={5} dir="auto" {...register('description')} />}
          </Field>
          <Field label="Details" error={messageOf(errors.details)} className="admin-form__wide" hint="Pages, publisher, edition: shown under the description.">
            {(c) => <textarea {...c} className="input admin-textarea" rows={3} dir="auto" {...register('details')} />}
          </Field>
        </div>
      </section>

      <section className="admin-card" aria-labelledby="product-sale">
        <h2 id="product-sale" className="admin-card__title">
          Price and stock
        </h2>
        <div className="admin-form__grid">
          <Field label="Price (Rs.)" error={messageOf(errors.price)}>
            {(c) => <input {...c} type="number" min={0} step="0.01" inputMode="decimal" className="input" {...register('price', { setValueAs: numberOrUndefined })} />}
          </Field>
          <Field label="Original price (Rs.)" error={messageOf(errors.originalPrice)} hint="Before the discount; leave empty if there is none.">
            {(c) => (
              <input {...c} type="number" min={0} step="0.01" inputMode="decimal" className="input" {...register('originalPrice', { setValueAs: numberOrNull })} />
            )}
          </Field>
          <Field label="Copies in stock" error={messageOf(errors.stockQuantity)}>
            {(c) => <input {...c} type="number" min={0} step={1} inputMode="numeric" className="input" {...register('stockQuantity', { setValueAs: numberOrUndefined })} />}
          </Field>
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
              <label key={format} className="admin-check">
                <input type="checkbox" value={format} {...register('sizes')} />
                {format}
              </label>
            ))}
            {messageOf(errors.sizes) && (
              <p className="field-error" role="alert">
                {messageOf(errors.sizes)}
              </p>
            )}
          </fieldset>
          <fieldset className="admin-chips admin-form__wide">
            <legend>In the shop</legend>
            <label className="admin-check">
              <input type="checkbox" {...register('isActive')} />
              Shown in the shop
            </label>
            <label className="admin-check">
              <input type="checkbox" {...register('bestseller')} />
              Bestseller
            </label>
          </fieldset>
        </div>
      </section>

      <div className="admin-form__actions">
        <Link to="/admin/products" className="btn btn--outline">
          Back to the list
        </Link>
        <button type="submit" className="btn btn--primary" disabled={pending || (Boolean(product) && !isDirty)}>
          {pending ? 'Saving…' : product ? 'Save changes' : 'Create book'}
        </button>
      </div>
    </form>
  );
}
