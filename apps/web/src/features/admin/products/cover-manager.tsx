import { PRODUCT_IMAGES_MAX, validateCoverFile, type AdminProduct } from '@bookstore/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { ImagePicker } from '../shared/image-picker';
import { useRemoveCover, useUploadCover } from './products-api';

/** The book's images (the first is the cover): add one (checked here, uploaded on pick, re-encoded by the server) or remove one. */
export function CoverManager({ product }: { product: AdminProduct }) {
  const [file, setFile] = useState<File | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const upload = useUploadCover(product.id, () => setFile(null));
  const remove = useRemoveCover(product.id);
  const full = product.image.length >= PRODUCT_IMAGES_MAX;

  return (
    <section className="admin-card" aria-labelledby="product-covers">
      <h2 id="product-covers" className="admin-card__title">
        Cover and pictures
      </h2>
      {product.image.length === 0 ? (
        <p className="admin-hint">This book has no cover yet: the shop shows a plain placeholder until you add one.</p>
      ) : (
        <ul className="admin-cover-list">
          {product.image.map((url, index) => (
            <li key={url}>
              <img src={product.thumbnails[index] || url} alt={index === 0 ? `Cover of ${product.name}` : `Picture ${index + 1} of ${product.name}`} />
              <span className="admin-cover-list__label">{index === 0 ? 'Cover' : `Picture ${index + 1}`}</span>
              <button
                type="button"
                className="btn admin-btn--danger-outline admin-btn--small"
                disabled={remove.isPending}
                onClick={() => setRemoving(index)}
                aria-label={index === 0 ? 'Remove the cover' : `Remove picture ${index + 1}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="admin-muted">A book can have at most {PRODUCT_IMAGES_MAX} pictures: remove one to add another.</p>
      ) : (
      <ImagePicker
          label={product.image.length === 0 ? 'Cover image' : 'Add a picture'}
          file={file}
          onPick={(picked) => {
            setFile(picked);
            // uploaded as soon as it is picked: nothing is left waiting to be lost on leaving
            if (picked) upload.mutate(picked, { onError: () => setFile(null) });
          }}
          validate={validateCoverFile}
          hint="JPG, PNG or WebP, at most 2 MB; it is uploaded as soon as you pick it and resized for the shop."
          uploading={upload.isPending}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing === 0 ? 'Remove the cover?' : 'Remove this picture?'}
        confirmLabel="Remove"
        danger
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing !== null && remove.mutate(removing, { onSuccess: () => setRemoving(null) })}
      >
        <p>{removing === 0 && product.image.length > 1 ? 'The next picture becomes the cover.' : 'The image files are deleted.'}</p>
      </ConfirmDialog>
    </section>
  );
}
